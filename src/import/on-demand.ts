/**
 * `importRoutes` as the package exports it: the importer (prism's loader, the walker, the
 * Ruby value readers) is loaded on the first call, not with `require('railroute')`, which
 * most processes make only to draw and recognize (a fresh `require` measured). The loader
 * names what it takes: support/on-first-use.ts.
 */
import { onFirstUse } from '../support/on-first-use';
import type { ImportOptions, ImportResult } from './import-routes';

const importer = onFirstUse(() => {
  const { importRoutes: translate }: typeof import('./import-routes') = require('./import-routes');
  return { translate };
});

/**
 * Translates a Rails `config/routes.rb` into a railroute module, as `railroute import` does:
 * the Ruby is parsed, never run. Throws `RubySyntaxError` for input that does not parse.
 */
export function importRoutes(source: string, options: ImportOptions = {}): ImportResult {
  return importer().translate(source, options);
}
