/**
 * The fixed part of a `--client` module's `.d.ts`: the error classes its helpers throw, the
 * value types of their arguments and `configureUrlOptions`. The helpers' own declarations
 * follow it (client-module-writer.ts).
 */
import { HELPER_VALUE_TYPES } from './types-generator';

export const CLIENT_DECLARATIONS = [
  '/** What a helper throws when it cannot build a URL (missing or unmatched parameters, no host). */',
  'export declare class UrlGenerationError extends Error {',
  '  readonly routeName?: string;',
  '  constructor(message: string, routeName?: string);',
  '}',
  '',
  '/** What a `_url` helper throws for a host (or a subdomain, domain or port making one) that is no host[:port], userinfo above all. */',
  'export declare class ArgumentError extends TypeError {',
  '  constructor(message: string);',
  '}',
  '',
  HELPER_VALUE_TYPES,
  '/**',
  ' * The host, protocol and port _url helpers start from (each call replaces the previous one;',
  " * `configureUrlOptions({})` returns to the default): without a host here (or in the router's",
  " * defaultUrlOptions, when the module carries them), the page's location gives host, port and protocol.",
  ' */',
  'export declare function configureUrlOptions(options: { host?: string; protocol?: string | false; port?: number | string }): void;',
  '',
].join('\n');
