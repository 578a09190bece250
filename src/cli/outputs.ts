/**
 * What `railroute routes --client` and `--openapi` need beside the generators: the loaded
 * Router's table (through its engine view, which every Router offers), where the `.d.ts` of the client module goes, and the document's title
 * and version (the application's package.json, nearest to the routes module).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { engineOf, type Engine } from '../definition/engine';
import { generateClientModule, type ClientModule, type ClientModuleOptions } from '../generators/client-module';
export { declarationPath } from '../generators/client-module';
import { generateOpenApi, type OpenApiOptions } from '../generators/openapi';
import { OPENAPI_GENERATOR } from '../generators/routes-writer';

function engineView(router: unknown): Engine {
  const engine = engineOf(router);
  if (!engine) throw new Error('the module exports no railroute Router');
  return engine;
}

export function clientModule(router: unknown, filters: ClientModuleOptions): ClientModule {
  const engine = engineView(router);
  return generateClientModule(
    { routes: engine.routes(), directNames: engine.directNames(), defaultUrlOptions: engine.defaultUrlOptions() },
    filters,
  );
}

/** The `name` and `version` of the package.json nearest to the routes module, else its file name. */
function documentInfo(moduleFile: string): { title: string; version: string } {
  for (let dir = path.dirname(moduleFile); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
        if (typeof pkg.name === 'string')
          return { title: pkg.name, version: typeof pkg.version === 'string' ? pkg.version : '0.0.0' };
      } catch {
        // not a package.json to read: keep looking
      }
    }
    if (path.dirname(dir) === dir) break;
  }
  return { title: path.basename(moduleFile).replace(/\.[^.]*$/, ''), version: '0.0.0' };
}

/** The document, marked as railroute's (`x-generator`): `-o` replaces a file with that mark only. */
export function openApiDocument(
  router: unknown,
  moduleFile: string,
  options: Pick<OpenApiOptions, 'formatPaths' | 'selection'> = {},
): OpenAPIV3_1.Document & { 'x-generator': string } {
  const engine = engineView(router);
  const document = generateOpenApi(engine.routes(), documentInfo(moduleFile), {
    ...options,
    defaultUrlOptions: engine.defaultUrlOptions(),
  });
  return { ...document, 'x-generator': OPENAPI_GENERATOR };
}
