/**
 * `importRoutes` as the package exports it: the importer (prism's loader, the walker, the
 * Ruby value readers) is loaded on the first call, not with `require('railroute')`, which
 * most processes make only to draw and recognize (a fresh `require` measured).
 */
import type { ImportOptions, ImportResult } from './import-routes';

/**
 * Translates a Rails `config/routes.rb` into a railroute module, as `railroute import` does:
 * the Ruby is parsed, never run. Throws `RubySyntaxError` for input that does not parse.
 */
export function importRoutes(source: string, options: ImportOptions = {}): ImportResult {
  return (require('./import-routes') as typeof import('./import-routes')).importRoutes(source, options);
}
