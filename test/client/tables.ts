/**
 * Route tables for the client module's tests: the differential generator's programs (nested
 * resources, scopes, shallow, concerns, constraints, formats) with a random choice of routes
 * that reach the helpers' other rules (globs, optional parts with and without defaults,
 * constraints, host constraints, repeated names, `:controller` segments) and of engines.
 */
import { Router } from '../../src';
import type { Mapper } from '../../src/dsl/mapper';
import { generate, replay } from '../differential/generator';

/** Declarations that each reach a rule of the helpers; a table takes a random subset. */
export const EXTRAS: ReadonlyArray<(r: Mapper) => void> = [
  (r) => r.get('files/*path', { to: 'files#show', as: 'file' }),
  (r) => r.get('photos(/:page)', { to: 'photos#index', defaults: { page: 1 }, as: 'paged' }),
  (r) =>
    r.scope('(/:locale)', { defaults: { locale: null } }, (r) =>
      r.resources('invitations', { only: ['index', 'show'] }),
    ),
  (r) => r.scope('(:lang)', { defaults: { lang: 'en' } }, (r) => r.resources('albums', { only: ['index', 'show'] })),
  (r) => r.get('avatar', { to: 'avatars#show', format: true, defaults: { format: 'jpeg' }, as: 'avatar' }),
  (r) =>
    r.get('days/:year(/:month(/:day))', {
      to: 'days#show',
      as: 'day',
      constraints: { year: /\d{4}/, month: /\d{1,2}/ },
    }),
  (r) => r.get('api/status', { to: 'api#status', host: 'api.example.com', as: 'api_status' }),
  (r) => r.constraints({ subdomain: 'admin' }, (r) => r.get('dash', { to: 'dash#show', as: 'dash' })),
  (r) => r.get('pair/:a-:b', { to: 'pairs#show', as: 'pair' }),
  (r) => r.get('x/*rest/y/:id', { to: 'x#y', as: 'deep_glob', format: false }),
  (r) => r.get('case/:code', { to: 'cases#show', constraints: { code: /ab[c-e]/i }, as: 'coded' }),
  (r) => r.get('kinds/:kind', { to: 'kinds#show', constraints: { kind: 'special.one' }, as: 'kind' }),
  (r) => r.get('sheep/:sheep_id/sheep/:sheep_id', { to: 'sheep#show', as: 'sheep_twice' }),
  (r) => r.get('legacy/:controller(/:action(/:id))', { as: 'legacy' }),
  (r) => r.get('mixed(/:locale)/y/:locale', { to: 'mixed#show', as: 'mixed' }),
  (r) => r.get('opt(/:a)(/:b)(.:format)', { to: 'opt#show', as: 'opt', defaults: { b: 'bee' } }),
  (r) => r.get('secure', { to: 'secure#show', as: 'secure', constraints: { protocol: 'https', port: 8443 } }),
  // Two names with one camelCase spelling: the later route takes `fooBarPath`, as on the server.
  (r) => {
    r.get('cc/one', { to: 'cc#one', as: 'foo_bar' });
    r.get('cc/two/:id', { to: 'cc#two', as: 'fooBar' });
  },
];

/** A small engine: its helpers reach the client through route proxies. */
function engine(name: string, nested?: Router, defaultUrlOptions: Record<string, unknown> = {}): Router {
  const router = new Router({ name, defaultUrlOptions });
  router.draw((r) => {
    r.root(`${name}/pages#index`);
    r.resources('articles', { only: ['index', 'show'] });
    r.get('files/*path', { to: 'files#show', as: 'file' });
    if (nested) r.mount(nested, { at: 'inner/:shelf', as: 'inner' });
  });
  return router;
}

export interface TableSpec {
  /** The differential generator's program for this seed; null: the extras alone. */
  seed: number | null;
  extras: boolean[];
  engines: boolean;
  defaultUrlOptions: Record<string, unknown>;
  /** No defaultUrlOptions anywhere, the engines' included: what a module written without `--default-url-options` knows. */
  bare?: boolean;
}

/** The router for a spec; null when the generated program is refused (an ArgumentError). */
export function buildRouter(spec: TableSpec): Router | null {
  const router = new Router({ defaultUrlOptions: spec.bare ? {} : spec.defaultUrlOptions });
  try {
    router.draw((r) => {
      if (spec.seed !== null) replay(r, generate(spec.seed));
      EXTRAS.forEach((extra, i) => {
        if (spec.extras[i]) extra(r);
      });
      if (spec.engines) {
        r.mount(engine('blog'), { at: 'blog' });
        // The engines have defaultUrlOptions of their own: `shelf` fills the inner mount's `:shelf`;
        // the inner one's protocol and port meet the outer host.
        r.mount(
          engine(
            'docs',
            engine('shelf', undefined, spec.bare ? {} : { protocol: 'https', port: 8443 }),
            spec.bare ? {} : { shelf: 'top' },
          ),
          { at: ':locale/docs', as: 'docs', constraints: { locale: /[a-z]{2}/ } },
        );
      }
    });
  } catch (error) {
    if ((error as Error).name === 'ArgumentError') return null;
    throw error;
  }
  return router;
}
