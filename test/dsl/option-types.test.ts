/**
 * DSL option types: an object literal may only hold the options of its method, RegExp
 * constraints, and (for a route declared by path) values at the path's own parameters.
 * The `@ts-expect-error` lines are the proof: tsc fails if any of them compiles. The first
 * test runs tsc over this file, so jest alone checks it too; `npm run typecheck` does as well.
 * At run time Rails' rule stays: an extra key is a default.
 */
import path from 'node:path';
import ts from 'typescript';
import { Router } from '../../src';
import type { Mapper } from '../../src';

const auth = (_req: unknown, _res: unknown, next: () => void): void => next();

/** Declarations Rails users write, all of which must type-check. */
const legitimate = (r: Mapper): void => {
  r.get('photos/:id', { to: 'photos#show', id: /[A-Z]\d{5}/ });
  r.get('photos/*other', { to: 'photos#unknown', other: /.*/, format: false });
  r.get('pages(/:page)', { to: 'pages#index', page: '1' });
  r.match(':controller(/:action(/:id))', { via: 'get', controller: /admin\/[a-z]+/ });
  r.get({ 'photos/search': 'photos#search', as: 'photo_search' });
  r.get({ 'photos/s/:q': 'photos#search', q: /[a-z]+/ });
  r.get('stats', { to: 'stats#index', subdomain: /^\w+$/.source ? /api/ : /x/ });
  r.post('x', { to: 'x#y', middleware: [auth], defaults: { kind: 'x' } });
  r.resources('photos', { id: /[A-Z][A-Z][0-9]+/, only: ['index', 'show'], shallow_path: 'sekret' });
  r.resources('photos', { constraints: { id: /\d+/ }, pathNames: { new: 'nuevo' } }, (r) => r.resources('comments'));
  r.resources('magazines', 'articles', { only: 'index' });
  r.resource('profile', { controller: 'profiles', middleware: auth });
  r.scope('(/:locale)', { locale: /en|nl/ }, (r) => r.resources('photos'));
  r.scope(':account', { account: 'main' }, (r) => r.resources('photos'));
  r.scope(
    { module: 'admin', middleware: (req: any, _res: unknown, next: () => void) => ((req.admin = true), next()) },
    (r) => r.get('stats'),
  );
  r.scope('v3', 'admin', { as: 'v3' }, (r) => r.get('me', { to: 'mes#show' }));
  r.namespace('admin', { middleware: [auth, auth] }, (r) => r.root('dashboard#show'));
  r.controller('photos', { via: ['get', 'post'] }, (r) => r.match('search'));
  r.root('pages#home', { as: 'home_page' });
  r.root({ to: 'pages#home', middleware: auth });
  r.mount(auth, { at: '/status', via: 'get', middleware: auth });
};

/** Typos and misplaced keys that must not compile (each line would silently be a default). */
const typos = (r: Mapper): void => {
  // @ts-expect-error `onyl` is no option of resources
  r.resources('posts', { onyl: ['index'] });
  // @ts-expect-error `exept` is no option, even beside a RegExp constraint
  r.resources('posts', { id: /\d+/, exept: 'show' });
  // @ts-expect-error not a parameter of the path, and not a RegExp
  r.get('photos/:id', { to: 'photos#show', ids: '1' });
  // @ts-expect-error `contraints` is a typo
  r.get('photos', { to: 'photos#index', contraints: { id: /\d+/ } });
  // @ts-expect-error a scope option misspelled
  r.scope('admin', { moudle: 'admin' }, (r) => r.get('stats'));
  // @ts-expect-error not a parameter of the scope's path
  r.scope(':account', { acount: 'main' }, (r) => r.get('stats'));
  // @ts-expect-error a namespace option misspelled
  r.namespace('admin', { shallow_pth: 'x' }, (r) => r.get('stats'));
  // @ts-expect-error a controller option misspelled
  r.controller('photos', { acton: 'show' }, (r) => r.get('x'));
  // @ts-expect-error a root option misspelled
  r.root('pages#home', { ass: 'home' });
  // @ts-expect-error a mount option misspelled
  r.mount(auth, { at: '/x', ass: 'x' });
  // @ts-expect-error several names: typed options too
  r.resources('magazines', 'articles', { onyl: 'index' });
  // @ts-expect-error the middleware option takes functions
  r.get('x', { to: 'x#y', middleware: 'auth' });
  // @ts-expect-error via takes verbs
  r.get({ 'photos/search': 'photos#search', via: 3 });
};

test('this file type-checks: every legitimate line compiles, every @ts-expect-error line fails', () => {
  const configPath = path.resolve(__dirname, '../../tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config,
    ts.sys,
    path.dirname(configPath),
  );
  const program = ts.createProgram([__filename], { ...config.options, noEmit: true });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(diagnostics).toEqual([]);
}, 60_000);

describe('at run time, extra keys are defaults (Rails), whatever the types say', () => {
  test('the legitimate declarations draw', () => {
    expect(new Router().draw(legitimate).routes.length).toBeGreaterThan(20);
  });

  test('a typo from JavaScript (or a cast) is a default on every route', () => {
    const router = new Router().draw((r) => r.resources('posts', { onyl: ['index'] } as object));
    expect(router.routes).toHaveLength(8);
    expect(router.recognize('GET', '/posts/1')?.params).toEqual({
      controller: 'posts',
      action: 'show',
      id: '1',
      onyl: ['index'],
    });
    expect(typeof typos).toBe('function'); // compiled only: several lines would throw (middleware: 'auth')
  });

  test('`defaults` is the typed way to add one', () => {
    const router = new Router().draw((r) => r.get('photos', { to: 'photos#index', defaults: { page: '1' } }));
    expect(router.recognize('GET', '/photos')?.params).toEqual({ controller: 'photos', action: 'index', page: '1' });
  });
});
