/**
 * A reader for the regular-expression syntax a segment constraint uses (`/\d+|\d+\.\d+/`,
 * `/[a-z]{3}/i` after case folding), into a tree the route program compiles. Only the
 * regular part of JS syntax is read: characters, classes, `.`, groups, alternation,
 * greedy and lazy quantifiers, `\b`, and, when asked, lookahead and lookbehind (still regular:
 * decided per position, url-rules/value-program.ts). Backreferences are not regular: such a
 * constraint is `Unsupported`, and refused where its route is declared (constraint-plan.ts).
 */

/** Sorted, disjoint inclusive ranges of UTF-16 code units: `[lo, hi, lo, hi, ...]`. */
export type Ranges = readonly number[];

export type Ast =
  | { t: 'set'; ranges: Ranges }
  | { t: 'seq'; items: Ast[] }
  | { t: 'alt'; options: Ast[] }
  | { t: 'rep'; body: Ast; min: number; max: number; greedy: boolean }
  | { t: 'save'; slot: number; body: Ast }
  | { t: 'assert'; kind: AssertKind }
  /** `(?=...)`, `(?!...)`, `(?<=...)`, `(?<!...)`: whether `body` matches from (ahead) or up to (behind) here. */
  | { t: 'look'; ahead: boolean; negate: boolean; body: Ast };

export type AssertKind = 'start' | 'end' | 'word' | 'not-word' | 'segment-end';

export class Unsupported extends Error {}

const MAX_CODE = 0xffff;

export function normalize(ranges: number[]): number[] {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i] as number, ranges[i + 1] as number]);
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    const last = out.length - 1;
    if (last > 0 && lo <= (out[last] as number) + 1) out[last] = Math.max(out[last] as number, hi);
    else out.push(lo, hi);
  }
  return out;
}

export function complement(ranges: Ranges): number[] {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    if ((ranges[i] as number) > next) out.push(next, (ranges[i] as number) - 1);
    next = (ranges[i + 1] as number) + 1;
  }
  if (next <= MAX_CODE) out.push(next, MAX_CODE);
  return out;
}

const code = (char: string): number => char.charCodeAt(0);
const DIGIT = [48, 57];
const WORD = normalize([48, 57, 65, 90, 95, 95, 97, 122]);
const SPACE = normalize([
  9, 13, 32, 32, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000,
  0x3000, 0xfeff, 0xfeff,
]);
/** `.`: anything but a line terminator. */
export const ANY = complement(normalize([10, 10, 13, 13, 0x2028, 0x2029]));

export interface ReadOptions {
  /** Lookaround becomes a `look` node (decided per position); otherwise it is `Unsupported`. */
  readonly lookaround?: boolean;
}

/** Parses a RegExp source (no flags) into a tree; throws `Unsupported` for non-regular syntax. */
export function parseRegExpSource(source: string, options: ReadOptions = {}): Ast {
  const lookaround = options.lookaround === true;
  let i = 0;
  const peek = (): string | undefined => source[i];

  const alternation = (): Ast => {
    const options = [sequence()];
    while (peek() === '|') {
      i++;
      options.push(sequence());
    }
    return options.length === 1 ? (options[0] as Ast) : { t: 'alt', options };
  };

  const sequence = (): Ast => {
    const items: Ast[] = [];
    while (i < source.length && peek() !== '|' && peek() !== ')') items.push(quantified(atom()));
    return { t: 'seq', items };
  };

  const quantified = (body: Ast): Ast => {
    let min: number;
    let max: number;
    const char = peek();
    if (char === '*') [min, max] = [0, Infinity];
    else if (char === '+') [min, max] = [1, Infinity];
    else if (char === '?') [min, max] = [0, 1];
    else if (char === '{') {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (!braces) return body;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
      i += braces[0].length - 1;
    } else return body;
    i++;
    const greedy = peek() !== '?';
    if (!greedy) i++;
    if (body.t === 'assert' || body.t === 'look') throw new Unsupported('quantified assertion');
    return { t: 'rep', body, min, max, greedy };
  };

  const atom = (): Ast => {
    const char = source[i++] as string;
    switch (char) {
      case '(': {
        if (source.startsWith('?:', i)) i += 2;
        else if (source[i] === '?') {
          const named = /^\?<[A-Za-z_$][\w$]*>/.exec(source.slice(i));
          if (!named) {
            const look = /^\?(<?)([=!])/.exec(source.slice(i));
            if (!look || !lookaround) throw new Unsupported('lookaround');
            i += look[0].length;
            const body = alternation();
            if (source[i++] !== ')') throw new Unsupported('unbalanced group');
            return { t: 'look', ahead: look[1] === '', negate: look[2] === '!', body };
          }
          i += named[0].length;
        }
        const body = alternation();
        if (source[i++] !== ')') throw new Unsupported('unbalanced group');
        return body;
      }
      case '[':
        return { t: 'set', ranges: characterClass() };
      case '.':
        return { t: 'set', ranges: ANY };
      case '^':
        return { t: 'assert', kind: 'start' };
      case '$':
        return { t: 'assert', kind: 'end' };
      case '\\': {
        const next = source[i] ?? '';
        if (next === 'b' || next === 'B') {
          i++;
          return { t: 'assert', kind: next === 'b' ? 'word' : 'not-word' };
        }
        return { t: 'set', ranges: escape(false) };
      }
      case ')':
        throw new Unsupported('unbalanced group');
      default:
        return { t: 'set', ranges: [code(char), code(char)] };
    }
  };

  /** After a backslash; inside a class `\b` is a backspace. */
  const escape = (inClass: boolean): number[] => {
    const char = source[i++];
    if (char === undefined) throw new Unsupported('trailing backslash');
    switch (char) {
      case 'd':
        return DIGIT.slice();
      case 'D':
        return complement(DIGIT);
      case 'w':
        return WORD.slice();
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE.slice();
      case 'S':
        return complement(SPACE);
      case 't':
        return [9, 9];
      case 'n':
        return [10, 10];
      case 'v':
        return [11, 11];
      case 'f':
        return [12, 12];
      case 'r':
        return [13, 13];
      case 'b':
        if (inClass) return [8, 8];
        break;
      case '0':
        if (!/[0-9]/.test(source[i] ?? '')) return [0, 0];
        throw new Unsupported('octal escape');
      case 'x':
      case 'u': {
        const hex = (char === 'x' ? /^[0-9a-fA-F]{2}/ : /^[0-9a-fA-F]{4}/).exec(source.slice(i));
        if (!hex) return [code(char), code(char)];
        i += hex[0].length;
        const value = parseInt(hex[0], 16);
        return [value, value];
      }
      case 'c': {
        const letter = source[i];
        if (letter && /[A-Za-z]/.test(letter)) {
          i++;
          return [code(letter) % 32, code(letter) % 32];
        }
        throw new Unsupported('control escape');
      }
      case 'k':
        throw new Unsupported('named backreference');
    }
    if (/[1-9]/.test(char)) throw new Unsupported('backreference');
    return [code(char), code(char)];
  };

  const characterClass = (): number[] => {
    let negated = false;
    if (source[i] === '^') {
      negated = true;
      i++;
    }
    const ranges: number[] = [];
    // One member: a single code unit (for ranges) or a set from an escape like `\d`.
    const member = (): number[] => {
      const char = source[i++] as string;
      if (char === '\\') return escape(true);
      return [code(char), code(char)];
    };
    while (i < source.length && source[i] !== ']') {
      const first = member();
      const single = first.length === 2 && first[0] === first[1];
      if (single && source[i] === '-' && source[i + 1] !== undefined && source[i + 1] !== ']') {
        i++;
        const last = member();
        if (last.length === 2 && last[0] === last[1]) {
          if ((last[0] as number) < (first[0] as number)) throw new Unsupported('range out of order');
          ranges.push(first[0] as number, last[0] as number);
          continue;
        }
        // `[a-\d]`: Annex B reads the dash literally.
        ranges.push(...first, 45, 45, ...last);
        continue;
      }
      ranges.push(...first);
    }
    if (source[i++] !== ']') throw new Unsupported('unterminated class');
    const set = normalize(ranges);
    return negated ? complement(set) : set;
  };

  const tree = alternation();
  if (i !== source.length) throw new Unsupported('unbalanced group');
  return tree;
}
