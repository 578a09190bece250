/**
 * The browser module's generator, loaded by the watcher only when a watch writes the browser
 * module (the loader names what it takes: support/on-first-use.ts).
 */
import { onFirstUse } from '../support/on-first-use';

type ClientModule = typeof import('../generators/client-module');

export const clientModuleGenerator = onFirstUse(() => {
  const { generateClientModule, declarationPath }: ClientModule = require('../generators/client-module');
  return { generateClientModule, declarationPath };
});
