/**
 * Parts of the command loaded when asked for (each loader names what it takes:
 * support/on-first-use.ts):
 * - `railroute import`: the importer pulls in prism and the DSL's vocabulary, which a module
 *   that `routes` loads in-process (jest) must load itself, in its own realm;
 * - `--client` and `--openapi`: in-process (jest), a module the CLI loads with jiti shares the
 *   modules already loaded, and nothing of the helpers should be loaded before it.
 */
import { onFirstUse } from '../support/on-first-use';

export const importCommand = onFirstUse(() => {
  const { main }: typeof import('./import-command') = require('./import-command');
  return { main };
});

export const outputs = onFirstUse(() => {
  const { clientModule, declarationPath, openApiDocument }: typeof import('./outputs') = require('./outputs');
  return { clientModule, declarationPath, openApiDocument };
});
