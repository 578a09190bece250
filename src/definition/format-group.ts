/**
 * The format at a path's end, as Rails writes it: the optional group `(.:format)` that ends
 * almost every route's path (`/photos/:id(.:format)`), or `.:format` where the format is
 * required (`format: true`). What the layers ask of a path about it is answered here, once:
 * the DSL adding it, the scanner reading it as one token, the trie taking a path of plain
 * segments with it, the listing's and the error page's paths without it.
 */
import type { Token } from './path-scanner';

/** The optional format group as a path ends with it. */
export const FORMAT_GROUP = '(.:format)';
/** The required format (`format: true`) as a path ends with it. */
export const REQUIRED_FORMAT = '.:format';
/** The optional format group as a RegExp source, for a path shape that may end with it. */
export const FORMAT_GROUP_PATTERN = '\\(\\.:format\\)';

/**
 * Whether the path already ends with its format: `.:format`, or the optional group however
 * many groups it closes (`(.:format)`, `/books(/:id(.:format))`). The DSL adds none then.
 */
const ENDS_WITH_FORMAT = /(?:\(\.:format\)+|\.:format)$/;
export function endsWithFormat(path: string): boolean {
  return ENDS_WITH_FORMAT.test(path);
}

/** The path without its final optional format group: `/photos/:id(.:format)` → `/photos/:id`. */
export function withoutFormatGroup(path: string): string {
  return path.endsWith(FORMAT_GROUP) ? path.slice(0, -FORMAT_GROUP.length) : path;
}

/**
 * `(.:format)` as one token all patterns share (read only, as every token is): ~150 bytes
 * less per distinct path kept while a table is drawn.
 */
export const FORMAT_GROUP_TOKEN: Token = {
  type: 'group',
  tokens: [
    { type: 'text', value: '.' },
    { type: 'param', name: 'format' },
  ],
};

/** Whether a token is the optional format group, `(.:format)`, however it was read. */
export function isOptionalFormat(token: Token): boolean {
  return (
    token.type === 'group' &&
    token.tokens.length === 2 &&
    token.tokens[0]?.type === 'text' &&
    token.tokens[0].value === '.' &&
    token.tokens[1]?.type === 'param' &&
    token.tokens[1].name === 'format'
  );
}
