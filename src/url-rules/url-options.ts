/**
 * The URL options vocabulary: the keys of a helper's options hash that are not route
 * parameters, and their camelCase spellings. The server's helpers, the browser module and
 * the `.d.ts` generator all read these lists.
 */

/** Options that place a URL (its origin and mount point); in `defaultUrlOptions` every other key is a parameter default. */
export const ORIGIN_OPTION_NAMES: readonly string[] = [
  'host',
  'protocol',
  'port',
  'subdomain',
  'domain',
  'script_name',
];

/** Keys of a helper's options hash that never become path or query parameters. */
export const URL_OPTION_NAMES: readonly string[] = [
  ...ORIGIN_OPTION_NAMES,
  'only_path',
  'anchor',
  'params',
  'use_route',
  'trailing_slash',
  'original_script_name',
];

/**
 * The camelCase spellings of the multi-word URL options (parameter names are left alone).
 * A null prototype (written as a literal, which a bundler may drop when unused): `in` and
 * lookups see its own keys only.
 */
export const CAMEL_URL_OPTIONS: Readonly<Record<string, string>> = {
  __proto__: null,
  onlyPath: 'only_path',
  scriptName: 'script_name',
  useRoute: 'use_route',
  trailingSlash: 'trailing_slash',
} as unknown as Record<string, string>;
