/**
 * A segment requirement as the matchers use it. Rails inlines a constraint's options
 * (`(?i-mx:...)`) into the route's regexp; Node 20 has no inline modifiers, so a `/.../i`
 * constraint is rewritten to an explicit case-insensitive source (ASCII letters: `a` →
 * `[aA]`), and other flags, which cannot be carried into a larger pattern, are refused.
 */
import { ArgumentError } from '../errors';

export function requirementSource(requirement: RegExp): string {
  return requirement.flags.includes('i') ? caseInsensitive(requirement.source) : requirement.source;
}

export function checkRequirementFlags(requirement: RegExp): void {
  if (requirement.flags.replace('i', '') !== '') {
    throw new ArgumentError(
      `Regexp flags other than i are not allowed in routing requirements: ${String(requirement)}`,
    );
  }
}

const LETTER = /[a-z]/i;
const other = (char: string): string => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());

function caseInsensitive(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === '\\') {
      // An escape keeps its meaning; `\u{...}`, `\p{...}`, `\k<...>` carry their argument along.
      const next = source[i + 1] ?? '';
      const argument = /^[upk][{<]/.test(source.slice(i + 1, i + 3))
        ? source.slice(i + 2, source.indexOf(next === 'k' ? '>' : '}', i) + 1)
        : '';
      out += `\\${next}${argument}`;
      i += 1 + argument.length;
    } else if (char === '[') {
      const end = classEnd(source, i);
      out += caseInsensitiveClass(source.slice(i, end + 1));
      i = end;
    } else if (char === '(' && source[i + 1] === '?') {
      // Group syntax (`(?:`, `(?=`, `(?<name>`) is not text to fold.
      const name = /^\(\?<[A-Za-z_$][\w$]*>/.exec(source.slice(i));
      const head = name ? name[0] : source.slice(i, i + 3);
      out += head;
      i += head.length - 1;
    } else if (char === '{') {
      const quantifier = /^\{\d+(,\d*)?\}/.exec(source.slice(i));
      if (quantifier) {
        out += quantifier[0];
        i += quantifier[0].length - 1;
      } else out += char;
    } else out += LETTER.test(char) ? `[${char}${other(char)}]` : char;
  }
  return out;
}

function classEnd(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']' && i > start + 1) return i;
  }
  return source.length - 1;
}

/** `[a-c_]` → `[a-cA-C_]`: each letter or letter range gains its other case. */
function caseInsensitiveClass(body: string): string {
  let out = '';
  let extra = '';
  const inner = body.slice(1, -1);
  let i = 0;
  if (inner[0] === '^') {
    out += '^';
    i = 1;
  }
  for (; i < inner.length; i++) {
    const char = inner[i] as string;
    if (char === '\\') {
      out += char + (inner[i + 1] ?? '');
      i++;
    } else if (inner[i + 1] === '-' && inner[i + 2] !== undefined && inner[i + 2] !== ']') {
      const to = inner[i + 2] as string;
      out += `${char}-${to}`;
      if (LETTER.test(char) && LETTER.test(to) && (char === char.toLowerCase()) === (to === to.toLowerCase()))
        extra += `${other(char)}-${other(to)}`;
      i += 2;
    } else {
      out += char;
      if (LETTER.test(char)) extra += other(char);
    }
  }
  return `[${out}${extra}]`;
}
