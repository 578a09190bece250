/**
 * The scanner of route paths in Rails' syntax (`:param`, `*glob`, `( ... )`, `(.:format)`):
 * the tokens path-to-regexp would give for the usual paths, read in one pass without it
 * (path-pattern.ts falls back to path-to-regexp, which words the errors, where this gives up).
 */

import { FORMAT_GROUP, FORMAT_GROUP_TOKEN } from './format-group';

export type Token =
  | { type: 'text'; value: string }
  | { type: 'param'; name: string }
  | { type: 'glob'; name: string }
  | { type: 'group'; tokens: Token[] };

/**
 * The tokens path-to-regexp gives for `source` (see `parseWithP2R`), read in one pass; undefined
 * where it would differ or fail (unbalanced parentheses; a `$` or non-ASCII character right
 * after a name, which it reads as part of the name), so that path-to-regexp answers those.
 * Measured: the 5,500 distinct paths of a 10,000-route draw took ~19 ms through
 * path-to-regexp in a warm process, and loading it ~7 ms of `require('railroute')`.
 * `test/definition/path-scanner.property.test.ts` checks both agree.
 */
export function scanPath(source: string): Token[] | undefined {
  // The open groups' token lists, and how many tokens each holds so far (`outerLists` and
  // `outerCounts` below `depth`).
  let depth = 0;
  let tokens = scratchAt(0);
  let count = 0;
  // Text is a run of the source (nothing is unescaped): sliced, never built a character at a time.
  let textStart = 0;
  const length = source.length;
  // From one special character to the next (a RegExp search, not a loop over each character:
  // most of a path is text, and a fresh process runs this loop unoptimized).
  SPECIAL.lastIndex = 0;
  while (SPECIAL.test(source)) {
    const i = SPECIAL.lastIndex - 1;
    const code = source.charCodeAt(i);
    if (code === 0x28 /* ( */) {
      if (i > textStart) tokens[count++] = textToken(source.slice(textStart, i));
      if (source.startsWith(FORMAT_GROUP, i)) {
        tokens[count++] = FORMAT_GROUP_TOKEN;
        textStart = i + FORMAT_GROUP.length;
        SPECIAL.lastIndex = textStart;
        continue;
      }
      textStart = i + 1;
      const group = scratchAt(depth + 1);
      tokens[count++] = { type: 'group', tokens: group };
      outerLists[depth] = tokens;
      outerCounts[depth++] = count;
      tokens = group;
      count = 0;
    } else if (code === 0x29 /* ) */) {
      if (depth === 0) return undefined;
      const outer = outerLists[--depth] as Token[];
      if (i > textStart) tokens[count++] = textToken(source.slice(textStart, i));
      textStart = i + 1;
      const outerCount = outerCounts[depth] as number;
      (outer[outerCount - 1] as { tokens: Token[] }).tokens = tokens.slice(0, count);
      tokens = outer;
      count = outerCount;
    } else if (i + 1 < length && isNameStart(source.charCodeAt(i + 1))) {
      // `:` or `*` before a name: a parameter or a glob.
      NAME_REST.lastIndex = i + 2;
      NAME_REST.test(source);
      const end = NAME_REST.lastIndex;
      if (end < length && (source.charCodeAt(end) === 0x24 /* $ */ || source.charCodeAt(end) > 0x7f)) return undefined;
      if (i > textStart) tokens[count++] = textToken(source.slice(textStart, i));
      const name = source.slice(i + 1, end);
      tokens[count++] = code === 0x3a ? paramToken(name) : { type: 'glob', name };
      textStart = end;
      SPECIAL.lastIndex = end;
    }
  }
  if (depth > 0) return undefined;
  if (length > textStart) tokens[count++] = textToken(source.slice(textStart));
  // Copies of their own length (see `compact` in support/own.ts): the pattern keeps them.
  return tokens.slice(0, count);
}

/**
 * Text and parameter tokens, each shared by every pattern that has it (read only, as every
 * token is): a route table repeats `:id`, `/edit` and each resource's `/photos/` across its
 * paths, and each token kept is copied by the young generation's collector while a large
 * table is drawn. Bounded, as the paths are the application's.
 */
const textTokens = new Map<string, Token>();
const paramTokens = new Map<string, Token>();
const SHARED_TOKENS = 4096;

function textToken(value: string): Token {
  let token = textTokens.get(value);
  if (token === undefined) {
    token = { type: 'text', value };
    if (textTokens.size < SHARED_TOKENS) textTokens.set(value, token);
  }
  return token;
}

function paramToken(name: string): Token {
  let token = paramTokens.get(name);
  if (token === undefined) {
    token = { type: 'param', name };
    if (paramTokens.size < SHARED_TOKENS) paramTokens.set(name, token);
  }
  return token;
}

/** The characters the scanner stops at (`lastIndex` says where it stopped). */
const SPECIAL = /[():*]/g;
/** The rest of a name after its first character (always matches; `lastIndex` is its end). */
const NAME_REST = /\w*/y;

/**
 * Token lists per group depth, reused from path to path and written by index (the scanner
 * calls nothing that scans): an array filled by `push` from empty reserves 17 slots, garbage
 * once copied out (and `length = 0` would give its room back).
 */
const scratch: Token[][] = [];
/** The scanner's stack of open groups, reused likewise (see `scanPath`). */
const outerLists: Token[][] = [];
const outerCounts: number[] = [];

function scratchAt(depth: number): Token[] {
  return (scratch[depth] ??= []);
}

function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f;
}
