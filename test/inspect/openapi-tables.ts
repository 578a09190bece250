/**
 * The route tables the OpenAPI tests describe: one by hand with engines, constraints, globs,
 * optional parts, several verbs, a redirect and a mounted app; the example app; and tables
 * generated from seeds (test/client/tables).
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { redirect, Router } from '../../src';
import { engineOf } from '../../src/definition/engine';
import { generateOpenApi, type OpenApiOptions } from '../../src/generators/openapi';
import { buildRouter, EXTRAS } from '../client/tables';

export function documentOf(router: Router, options: Pick<OpenApiOptions, 'formatPaths'> = {}): OpenAPIV3_1.Document {
  const engine = engineOf(router)!;
  return generateOpenApi(
    engine.routes(),
    { title: 't', version: '1' },
    { ...options, defaultUrlOptions: engine.defaultUrlOptions() },
  );
}

const shelf = new Router({ name: 'shelf' }).draw((r) =>
  r.resources('books', { only: ['show'], constraints: { id: /[a-z]+/ } }),
);

export const table = new Router().draw((r) => {
  r.resources('photos', { only: ['show', 'update'], constraints: { id: /\d+/ } });
  r.get('files/*path', { to: 'files#show', as: 'file', format: false });
  r.match('any/:code', { to: 'any#handle', via: 'all', constraints: { code: /ab/i }, as: 'any' });
  r.match('dav/:id', { to: 'dav#propfind', via: ['propfind', 'get'], format: false });
  r.get('kinds/:kind', { to: 'kinds#show', constraints: { kind: 'a.b' }, format: false, as: 'kind' });
  r.get('old/:id', { to: redirect('/new/%{id}'), format: false });
  r.mount(shelf, { at: ':locale/shelf', constraints: { locale: /[a-z]{2}/ } });
  r.mount((_req: unknown, _res: unknown, next: () => void) => next(), { at: 'legacy', as: 'legacy' });
});

/** Paths that differ only in parameter names, names that camelCase alike, optional words, a trailing slash, a server. */
export const clashes = new Router({
  defaultUrlOptions: { host: 'api.test', protocol: 'https', port: 8443, script_name: '/v1/' },
}).draw((r) => {
  r.get('pets/:id', { to: 'pets#show', as: 'pet', constraints: { id: /\d+/ } });
  r.get('pets/:slug', { to: 'pets#by_slug', as: 'pet_by_slug' });
  r.delete('pets/:name', { to: 'pets#destroy' });
  r.get('new_pet', { to: 'pets#new', as: 'new_pet' });
  r.get('new-pet', { to: 'pets#new', as: 'new__pet' });
  r.get('2fa(/:step)', { to: '2fa#show', format: false });
  r.get('reports(/daily)(/:on)', { to: 'reports#index', as: 'reports' });
  r.get('tail(/)', { to: 'tails#show', format: false });
});

export const generated = Array.from({ length: 16 }, (_, i) =>
  buildRouter({
    seed: i * 7 + 1,
    extras: EXTRAS.map((_, j) => (i + j) % 3 !== 0),
    engines: i % 2 === 0,
    defaultUrlOptions: {},
  }),
).filter((router): router is Router => router !== null);
