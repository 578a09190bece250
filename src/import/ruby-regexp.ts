/**
 * A Ruby (Onigmo) regexp rewritten as a JavaScript regexp with the same meaning, for the
 * constraints of an imported routes file. Only what has an exact JS spelling is translated;
 * the rest (atomic groups, possessive quantifiers, `\p{..}`, class intersection, ...) throws
 * `Untranslatable`, which makes the route a TODO rather than a route that matches otherwise.
 */
import { Untranslatable } from './untranslatable';
import { hasUnsafeCharacters, terminalSafe } from '../support/terminal-text';

export interface RubyRegexpFlags {
  ignoreCase?: boolean;
  extended?: boolean;
  /** Ruby's `m`: `.` matches a newline (JS `s`). */
  multiLine?: boolean;
}

interface Flags {
  i: boolean;
  x: boolean;
  m: boolean;
}

const POSIX_CLASSES: Record<string, string> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7f',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '\\x21-\\x7e',
  lower: 'a-z',
  print: '\\x20-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
  space: ' \\t\\n\\v\\f\\r',
  upper: 'A-Z',
  word: '\\w',
  xdigit: '0-9a-fA-F',
};

/** Escapes that mean the same in both engines. */
const SAME_ESCAPES = new Set('dDwWsSbBntrfv0123456789xcu.*+?()[]{}|^$\\/-# '.split(''));

/** Translates the source between the delimiters (as written) and the flags; returns a JS literal. */
export function translateRubyRegexp(written: string, flags: RubyRegexpFlags = {}): string {
  // Ruby reads a CRLF in the source as a newline.
  const source = written.replace(/\r\n/g, '\n');
  const global: Flags = { i: !!flags.ignoreCase, x: !!flags.extended, m: !!flags.multiLine };
  const stack: Flags[] = [];
  let current: Flags = { ...global };
  let out = '';
  let lineAnchors = false;
  // Without Ruby's line anchors (^ $) the JS regexp needs no `m` flag, so JS's ^ and $ are
  // exactly \A and \z (and railroute rejects them in segment constraints, as Rails does).
  const plain = !usesLineAnchors(source);
  let i = 0;
  const fail = (what: string): never => {
    throw new Untranslatable(`the regexp /${source}/ uses ${what}, which JavaScript regexps cannot express`);
  };

  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\') {
      out += translateEscape(source[i + 1] ?? '', false, fail, plain);
      i += 2;
    } else if (c === '[') {
      const [text, end] = translateClass(source, i, current, global, fail);
      out += text;
      i = end;
    } else if (c === '(') {
      const [text, end, next] = translateGroupOpen(source, i, current, global, fail);
      if (next === 'inline') current = groupFlags(source.slice(i + 2, end - 1), current, global, fail);
      else {
        stack.push(current);
        current = next;
      }
      out += text;
      i = end;
    } else if (c === ')') {
      current = stack.pop() ?? fail('an unbalanced parenthesis');
      out += ')';
      i++;
    } else if (current.x && X_SPACE.test(c)) {
      i++;
    } else if (current.x && c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if ((c === '+' || c === '{') && isPossessiveOrRange(source, i, out)) {
      if (c === '+') fail('a possessive quantifier');
      // Ruby's `{,n}` is JS's `{0,n}`.
      out += '{0';
      i++;
    } else {
      if ((c === '^' && i === 0) || (c === '$' && i === source.length - 1)) {
        // First or last: kept (with JS's `m` flag), so that railroute refuses the anchor in a
        // segment constraint as Rails does (its check reads the regexp's first and last characters).
        lineAnchors = true;
        out += c;
      } else if (c === '^') out += LINE_START;
      else if (c === '$') out += LINE_END;
      else if (c === '/') out += '\\/';
      else if (c === '.' && current.m !== global.m) out += current.m ? '[\\s\\S]' : '[^\\n]';
      else if (current.i && !global.i && /[a-z]/i.test(c)) out += `[${c.toLowerCase()}${c.toUpperCase()}]`;
      else out += literal(c);
      i++;
    }
  }
  if (stack.length > 0) fail('an unclosed group');
  // Ruby's ^ and $ always match at line boundaries: JS's `m` flag.
  const jsFlags = `${global.i ? 'i' : ''}${lineAnchors ? 'm' : ''}${global.m ? 's' : ''}`;
  try {
    new RegExp(out, jsFlags);
  } catch {
    fail('a construct JavaScript reads otherwise (the translation is not a valid JavaScript regexp)');
  }
  // `//` would be a comment: an empty regexp is written as an empty group.
  return `/${out === '' ? '(?:)' : out}/${jsFlags}`;
}

/**
 * Ruby's `^` and `$` elsewhere, exactly: only `\n` ends a line (JS's `m` flag also takes `\r`,
 * U+2028, U+2029), and `^` does not match after a newline that ends the string.
 */
const LINE_START = '(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))';
const LINE_END = '(?![^\\n])';

/** What Onigmo's extended mode skips: ASCII blanks only (not \v, not U+2028 or U+00A0). */
const X_SPACE = /^[ \t\n\r\f]$/;
/**
 * A character that stands for itself, escaped when it could end the literal (a line
 * terminator) or hide in it (what `terminalSafe` escapes: the escape means the same character).
 */
function literal(c: string): string {
  return terminalSafe(c);
}

function translateEscape(next: string, inClass: boolean, fail: (what: string) => never, plain = false): string {
  switch (next) {
    case 'A':
      if (inClass) fail('\\A in a character class');
      return plain ? '^' : '(?<![\\s\\S])';
    case 'z':
      if (inClass) fail('\\z in a character class');
      return plain ? '$' : '(?![\\s\\S])';
    case 'Z':
      if (inClass) fail('\\Z in a character class');
      return plain ? '(?=\\n?$)' : '(?=\\n?(?![\\s\\S]))';
    case 'h':
      return inClass ? '0-9a-fA-F' : '[0-9a-fA-F]';
    case 'H':
      return inClass ? fail('\\H in a character class') : '[^0-9a-fA-F]';
    case 'e':
      return '\\x1b';
    case 'a':
      return '\\x07';
    case '':
      return fail('a trailing backslash');
    case '\n':
      // A backslash-newline in a regexp literal continues the line: it stands for nothing.
      return '';
    default:
      if (SAME_ESCAPES.has(next)) return `\\${next}`;
      if (/[a-zA-Z]/.test(next)) return fail(`\\${next}`);
      if (hasUnsafeCharacters(next)) return literal(next);
      // An escaped punctuation character is itself in both engines.
      return `\\${next}`;
  }
}

/** `[...]` with POSIX bracket expressions expanded; returns the text and the index after `]`. */
function translateClass(
  source: string,
  start: number,
  flags: Flags,
  global: Flags,
  fail: (what: string) => never,
): [string, number] {
  let i = start + 1;
  let out = '[';
  if (source[i] === '^') {
    out += '^';
    i++;
  }
  if (source[i] === ']') {
    out += '\\]';
    i++;
  }
  const letters: string[] = [];
  while (i < source.length && source[i] !== ']') {
    const c = source[i] as string;
    if (c === '\\') {
      out += translateEscape(source[i + 1] ?? '', true, fail);
      i += 2;
    } else if (c === '[') {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(source.slice(i));
      const expansion = posix && POSIX_CLASSES[posix[2] as string];
      if (!posix || !expansion) fail('a nested character class');
      if (posix[1]) fail('a negated POSIX bracket');
      out += expansion;
      i += posix[0].length;
    } else if (c === '&' && source[i + 1] === '&') {
      fail('class intersection (&&)');
    } else {
      const range = /^[a-zA-Z]-[a-zA-Z]/.exec(source.slice(i));
      const piece = range ? range[0] : c;
      if (/[a-z]/i.test(c)) letters.push(piece);
      out += c === '/' ? '\\/' : literal(piece);
      i += piece.length;
    }
  }
  if (i >= source.length) fail('an unclosed character class');
  // A group-local (?i) over a class: add the other case of its letters and letter ranges.
  const swap = (l: string): string => (l === l.toLowerCase() ? l.toUpperCase() : l.toLowerCase());
  if (flags.i && !global.i) out += letters.map((piece) => [...piece].map(swap).join('')).join('');
  return [`${out}]`, i + 1];
}

/**
 * `(`, `(?:`, lookarounds, named groups, `(?imx-imx:...)`; returns the JS text, the index
 * after the opening, and the flags inside (or 'inline' for `(?i)`, which changes the flags
 * of the rest of the enclosing group and emits nothing).
 */
function translateGroupOpen(
  source: string,
  start: number,
  current: Flags,
  global: Flags,
  fail: (what: string) => never,
): [string, number, Flags | 'inline'] {
  if (source[start + 1] !== '?') return ['(', start + 1, current];
  const rest = source.slice(start + 2);
  if (/^(:|=|!|<=|<!)/.test(rest)) {
    const length = rest.startsWith('<') ? 2 : 1;
    return [`(?${rest.slice(0, length)}`, start + 2 + length, current];
  }
  const named = /^(?:<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/.exec(rest);
  if (named) return [`(?<${named[1] ?? named[2]}>`, start + 2 + named[0].length, current];
  if (rest.startsWith('#')) {
    const close = source.indexOf(')', start);
    if (close < 0) fail('an unclosed comment group');
    // A comment opens nothing: the caller pushes the flags, and ')' right after pops them.
    return ['(?:', close, current];
  }
  const modifiers = /^([imx]*)(?:-([imx]*))?([:)])/.exec(rest);
  if (!modifiers) return fail(`the group (?${rest.slice(0, 2)}`);
  const end = start + 2 + modifiers[0].length;
  if (modifiers[3] === ')') return ['', end, 'inline'];
  return ['(?:', end, groupFlags(modifiers[0].slice(0, -1), current, global, fail)];
}

function groupFlags(spec: string, current: Flags, global: Flags, fail: (what: string) => never): Flags {
  const [on = '', off = ''] = spec.split('-');
  const next = { ...current };
  for (const f of on) next[f as keyof Flags] = true;
  for (const f of off) next[f as keyof Flags] = false;
  if (global.i && !next.i) fail('case-sensitive part of a case-insensitive regexp');
  return next;
}

/** Whether `^` or `$` appears outside a character class (not escaped). */
function usesLineAnchors(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && depth > 0) depth--;
    else if ((c === '^' || c === '$') && depth === 0) return true;
  }
  return false;
}

/** A `+` after a quantifier (possessive), or `{,n}` (Ruby's "at most n"). */
function isPossessiveOrRange(source: string, i: number, out: string): boolean {
  if (source[i] === '{') return source[i + 1] === ',' && /^\{,\d+\}/.test(source.slice(i));
  const before = source[i - 1];
  return (
    (before === '+' || before === '*' || before === '?' || before === '}') && source[i - 2] !== '\\' && out.length > 0
  );
}
