/**
 * One table of routing assertions and matcher uses, each passing or failing with its exact
 * message, run under jest on the source (assertions.test.ts, matchers.test.ts), and under
 * vitest and node:test on the packed package (packed.test.ts, runners/): the same calls
 * give the same failures under every runner. It imports types only, so that compiled alone
 * it runs against any copy of railroute: the caller passes the implementation in.
 */
import type { Router } from '../../src';
import type * as Testing from '../../src/testing';

export interface TestingApi {
  Router: typeof Router;
  assertRecognizes: typeof Testing.assertRecognizes;
  assertGenerates: typeof Testing.assertGenerates;
  assertRouting: typeof Testing.assertRouting;
}

export interface AssertionCase {
  name: string;
  call: (router: Router) => void;
  /** Absent: the assertion passes. */
  message?: string;
  actual?: unknown;
  expected?: unknown;
}

export interface MatcherCase {
  name: string;
  received: unknown;
  matcher: 'toRouteTo' | 'toBeRoutable';
  args: unknown[];
  not: boolean;
  /** Absent: the expectation holds. */
  message?: string;
  /** The result's `actual` and `expected` (absent: none, so no runner prints a diff). */
  actual?: unknown;
  expected?: unknown;
}

export function routingCases(api: TestingApi): {
  fixtureRouter: () => Router;
  assertionCases: AssertionCase[];
  matcherCases: MatcherCase[];
} {
  const { assertGenerates, assertRecognizes, assertRouting } = api;
  return {
    fixtureRouter: () => fixtureRouter(api.Router),
    assertionCases: assertionCases(assertRecognizes, assertGenerates, assertRouting),
    matcherCases,
  };
}

function fixtureRouter(RouterClass: typeof Router): Router {
  // Without source locations: a message's `declared at` would name a different file under each runner.
  return new RouterClass({ sourceLocations: false }).draw((r) => {
    r.resources('photos');
    r.namespace('admin', (r) => r.resources('users', { only: ['index', 'show'] }));
    r.get('dashboard', { to: 'dashboards#show', constraints: { subdomain: 'admin' } });
    r.get('feed', {
      to: 'feeds#show',
      constraints: (req: { headers: Record<string, unknown> }) => req.headers.accept === 'application/rss+xml',
    });
    r.get('files/*path', { to: 'files#show' });
    r.get('archive(/:year)', { to: 'archives#show', defaults: { year: '2024' } });
    r.match('ping', { to: 'health#ping', via: 'all' });
  });
}

const show1 = { controller: 'photos', action: 'show', id: '1' };
/** The line after Rails' that says what `GET /photos/1` reached. */
const reachedShow = 'GET /photos/1 reached photo: GET /photos/:id(.:format) → photos#show';

function assertionCases(
  assertRecognizes: TestingApi['assertRecognizes'],
  assertGenerates: TestingApi['assertGenerates'],
  assertRouting: TestingApi['assertRouting'],
): AssertionCase[] {
  return [
    // assertRecognizes: the request forms.
    { name: 'recognizes "VERB /path"', call: (r) => assertRecognizes(r, show1, 'GET /photos/1') },
    {
      name: 'recognizes a bare path as GET, a leading slash added',
      call: (r) => assertRecognizes(r, show1, 'photos/1'),
    },
    {
      name: 'recognizes { method, path }, any case',
      call: (r) =>
        assertRecognizes(
          r,
          { controller: 'photos', action: 'update', id: '1' },
          { method: 'patch', path: '/photos/1' },
        ),
    },
    {
      name: 'recognizes method all as GET, POST, PUT and DELETE',
      call: (r) => assertRecognizes(r, { controller: 'photos', action: 'index' }, { method: 'all', path: '/photos' }),
      message:
        `The recognized options <{ controller: 'photos', action: 'create' }> did not match <{ controller: 'photos', action: 'index' }>, difference between the two: <{ action: 'index' }>\n` +
        'POST /photos reached POST /photos(.:format) → photos#create',
      actual: { controller: 'photos', action: 'create' },
      expected: { controller: 'photos', action: 'index' },
    },
    {
      name: 'query parameters in the path join the recognized ones',
      call: (r) => assertRecognizes(r, { ...show1, page: '2', q: { tag: 'sea' } }, '/photos/1?page=2&q[tag]=sea'),
    },
    {
      name: 'extras join the recognized ones',
      call: (r) => assertRecognizes(r, { ...show1, page: 2 }, 'GET /photos/1', { page: 2 }),
    },
    {
      name: 'route defaults are recognized',
      call: (r) => assertRecognizes(r, { controller: 'archives', action: 'show', year: '2024' }, '/archive'),
    },
    {
      name: 'a glob keeps its slashes',
      call: (r) =>
        assertRecognizes(r, { controller: 'files', action: 'show', path: 'a/b', format: 'txt' }, '/files/a/b.txt'),
    },
    // assertRecognizes: request constraints.
    {
      name: 'a host meets a subdomain constraint',
      call: (r) =>
        assertRecognizes(
          r,
          { controller: 'dashboards', action: 'show' },
          { path: '/dashboard', host: 'admin.example.com' },
        ),
    },
    {
      name: 'a full URL gives the host',
      call: (r) =>
        assertRecognizes(r, { controller: 'dashboards', action: 'show' }, 'GET http://admin.example.com/dashboard'),
    },
    {
      name: 'headers meet a request constraint',
      call: (r) =>
        assertRecognizes(
          r,
          { controller: 'feeds', action: 'show' },
          { path: '/feed', headers: { Accept: 'application/rss+xml' } },
        ),
    },
    {
      name: 'a subdomain constraint refuses another host: a 404 naming the verbs of the path',
      call: (r) =>
        assertRecognizes(
          r,
          { controller: 'dashboards', action: 'show' },
          { path: '/dashboard', host: 'www.example.com' },
        ),
      message:
        'No route matches "/dashboard"\nGET /dashboard: 404 Not Found; routes for GET, HEAD on this path have request constraints this request does not meet',
      actual: null,
      expected: { controller: 'dashboards', action: 'show' },
    },
    {
      name: 'a header constraint refuses a request without the header',
      call: (r) => assertRecognizes(r, { controller: 'feeds', action: 'show' }, '/feed'),
      message:
        'No route matches "/feed"\nGET /feed: 404 Not Found; routes for GET, HEAD on this path have request constraints this request does not meet',
    },
    // assertRecognizes failures.
    {
      name: 'another action: the recognized options and the difference',
      call: (r) => assertRecognizes(r, { controller: 'photos', action: 'edit', id: '1' }, 'GET /photos/1'),
      message: `The recognized options <{ controller: 'photos', action: 'show', id: '1' }> did not match <{ controller: 'photos', action: 'edit', id: '1' }>, difference between the two: <{ action: 'edit' }>\n${reachedShow}`,
      actual: show1,
      expected: { controller: 'photos', action: 'edit', id: '1' },
    },
    {
      name: 'values compare strictly, as Rails compares them (1 is not "1")',
      call: (r) => assertRecognizes(r, { controller: 'photos', action: 'show', id: 1 }, 'GET /photos/1'),
      message: `The recognized options <{ controller: 'photos', action: 'show', id: '1' }> did not match <{ controller: 'photos', action: 'show', id: 1 }>, difference between the two: <{ id: 1 }>\n${reachedShow}`,
    },
    {
      name: 'a recognized key that is not expected is in the difference',
      call: (r) => assertRecognizes(r, { controller: 'photos', action: 'show' }, 'GET /photos/1.json'),
      message:
        `The recognized options <{ controller: 'photos', action: 'show', id: '1', format: 'json' }> did not match <{ controller: 'photos', action: 'show' }>, difference between the two: <{ id: '1', format: 'json' }>\n` +
        'GET /photos/1.json reached photo: GET /photos/:id(.:format) → photos#show',
    },
    {
      name: 'a query parameter not expected fails',
      call: (r) => assertRecognizes(r, show1, '/photos/1?page=2'),
      message:
        `The recognized options <{ controller: 'photos', action: 'show', id: '1', page: '2' }> did not match <{ controller: 'photos', action: 'show', id: '1' }>, difference between the two: <{ page: '2' }>\n` +
        'GET /photos/1?page=2 reached photo: GET /photos/:id(.:format) → photos#show',
    },
    {
      name: 'a 405 names the verbs the path accepts',
      call: (r) => assertRecognizes(r, { controller: 'photos', action: 'destroy' }, 'DELETE /photos'),
      message: 'No route matches "/photos"\nDELETE /photos: 405 Method Not Allowed; the path accepts GET, HEAD, POST',
      actual: null,
      expected: { controller: 'photos', action: 'destroy' },
    },
    {
      name: 'a 404 shows the request as Rails does: a full URL and its query as given',
      call: (r) => assertRecognizes(r, show1, 'http://admin.example.com/nowhere?page=2'),
      message:
        'No route matches "http://admin.example.com/nowhere?page=2"\nGET http://admin.example.com/nowhere?page=2: 404 Not Found; no route matches this path with any verb',
    },
    {
      name: 'a 404 says no verb matches the path',
      call: (r) => assertRecognizes(r, show1, '/nowhere/1'),
      message: 'No route matches "/nowhere/1"\nGET /nowhere/1: 404 Not Found; no route matches this path with any verb',
    },
    // assertGenerates.
    { name: 'generates from url_for options', call: (r) => assertGenerates(r, '/photos/1', show1) },
    {
      name: 'generates: the expected path may omit its slash or be a URL',
      call: (r) => {
        assertGenerates(r, 'photos/1', show1);
        assertGenerates(r, 'http://example.com/photos/1', show1);
      },
    },
    {
      name: 'generates: a namespaced controller',
      call: (r) => assertGenerates(r, '/admin/users/7', { controller: 'admin/users', action: 'show', id: '7' }),
    },
    {
      name: 'generates: defaults fill what the options leave out and are no extras',
      call: (r) => assertGenerates(r, '/photos/1', { id: '1' }, { controller: 'photos', action: 'show', locale: 'en' }),
    },
    {
      name: 'generates: extras are the options that went to the query string',
      call: (r) =>
        assertGenerates(r, '/photos', { controller: 'photos', action: 'index', page: '2' }, {}, { page: '2' }),
    },
    {
      name: 'generates: a query string in the expected path is extras',
      call: (r) => assertGenerates(r, '/photos?page=2', { controller: 'photos', action: 'index', page: '2' }),
    },
    {
      name: 'generates: another path',
      call: (r) => assertGenerates(r, '/photos/2', show1),
      message: 'The generated path </photos/1> did not match </photos/2>',
      actual: '/photos/1',
      expected: '/photos/2',
    },
    {
      name: 'generates: extras not expected',
      call: (r) => assertGenerates(r, '/photos', { controller: 'photos', action: 'index', page: 2 }),
      message: 'found extras <{ page: 2 }>, not <{}>\nurl_for generated </photos?page=2>',
      actual: { page: 2 },
      expected: {},
    },
    {
      name: 'generates: extras expected but not found',
      call: (r) => assertGenerates(r, '/photos', { controller: 'photos', action: 'index' }, {}, { page: '2' }),
      message: `found extras <{}>, not <{ page: '2' }>\nurl_for generated </photos>`,
    },
    {
      name: 'generates: no route for the options',
      call: (r) => assertGenerates(r, '/photos/1', { controller: 'photos', action: 'nope', id: '1' }),
      message: 'No route matches {action: "nope", controller: "photos", id: "1"}',
      actual: null,
      expected: '/photos/1',
    },
    // assertRouting.
    { name: 'routing both ways', call: (r) => assertRouting(r, 'GET /photos/1', show1) },
    {
      name: 'routing with a verb object',
      call: (r) =>
        assertRouting(r, { method: 'put', path: '/photos/1' }, { controller: 'photos', action: 'update', id: '1' }),
    },
    {
      name: 'routing with a query string both ways',
      call: (r) => assertRouting(r, '/photos?page=2', { controller: 'photos', action: 'index', page: '2' }),
    },
    {
      name: 'routing with extras both ways',
      call: (r) => assertRouting(r, '/photos', { controller: 'photos', action: 'index', page: '2' }, {}, { page: '2' }),
    },
    {
      name: 'routing with namespaced controllers in options and defaults',
      call: (r) =>
        assertRouting(
          r,
          '/admin/users/7',
          { controller: 'admin/users', action: 'show', id: '7' },
          { controller: 'admin/users' },
        ),
    },
    {
      name: 'routing fails where recognition fails',
      call: (r) => assertRouting(r, 'GET /photos/1', { controller: 'photos', action: 'edit', id: '1' }),
      message: `The recognized options <{ controller: 'photos', action: 'show', id: '1' }> did not match <{ controller: 'photos', action: 'edit', id: '1' }>, difference between the two: <{ action: 'edit' }>\n${reachedShow}`,
    },
    {
      name: 'routing fails where generation fails (an optional part left out at its default)',
      call: (r) => assertRouting(r, '/archive/2024', { controller: 'archives', action: 'show', year: '2024' }),
      message: 'The generated path </archive> did not match </archive/2024>',
      actual: '/archive',
      expected: '/archive/2024',
    },
  ];
}

const matcherCases: MatcherCase[] = [
  {
    name: 'toRouteTo controller#action with params',
    received: { get: '/photos/1' },
    matcher: 'toRouteTo',
    args: ['photos#show', { id: '1' }],
    not: false,
  },
  {
    name: 'toRouteTo an object',
    received: { patch: '/photos/1' },
    matcher: 'toRouteTo',
    args: [{ controller: 'photos', action: 'update', id: '1' }],
    not: false,
  },
  {
    name: 'toRouteTo with the query string as params',
    received: { get: '/photos?page=2' },
    matcher: 'toRouteTo',
    args: ['photos#index', { page: '2' }],
    not: false,
  },
  {
    name: 'toRouteTo a namespaced controller',
    received: { get: '/admin/users' },
    matcher: 'toRouteTo',
    args: ['admin/users#index'],
    not: false,
  },
  {
    name: 'toRouteTo with a host',
    received: { get: 'http://admin.example.com/dashboard' },
    matcher: 'toRouteTo',
    args: ['dashboards#show'],
    not: false,
  },
  {
    name: "toRouteTo takes the assertions' request forms too",
    received: 'DELETE /photos/1',
    matcher: 'toRouteTo',
    args: ['photos#destroy', { id: '1' }],
    not: false,
  },
  {
    name: 'toRouteTo failing on another action',
    received: { get: '/photos/1' },
    matcher: 'toRouteTo',
    args: ['photos#edit', { id: '1' }],
    not: false,
    message: `expected { get: '/photos/1' } to route to { controller: 'photos', action: 'edit', id: '1' }, but it routes to { controller: 'photos', action: 'show', id: '1' }\n${reachedShow}`,
    actual: show1,
    expected: { controller: 'photos', action: 'edit', id: '1' },
  },
  {
    name: 'toRouteTo failing on a 405',
    received: { delete: '/photos' },
    matcher: 'toRouteTo',
    args: ['photos#destroy'],
    not: false,
    message: `expected { delete: '/photos' } to route to { controller: 'photos', action: 'destroy' }\nDELETE /photos: 405 Method Not Allowed; the path accepts GET, HEAD, POST`,
  },
  {
    name: 'toRouteTo failing on a 404',
    received: { get: '/nowhere' },
    matcher: 'toRouteTo',
    args: ['pages#show'],
    not: false,
    message: `expected { get: '/nowhere' } to route to { controller: 'pages', action: 'show' }\nGET /nowhere: 404 Not Found; no route matches this path with any verb`,
  },
  {
    name: 'not.toRouteTo another action',
    received: { get: '/photos/1' },
    matcher: 'toRouteTo',
    args: ['photos#edit', { id: '1' }],
    not: true,
  },
  {
    name: 'not.toRouteTo failing',
    received: { get: '/photos/1' },
    matcher: 'toRouteTo',
    args: ['photos#show', { id: '1' }],
    not: true,
    message: `expected { get: '/photos/1' } not to route to { controller: 'photos', action: 'show', id: '1' }\n${reachedShow}`,
  },
  { name: 'toBeRoutable', received: { get: '/photos/1' }, matcher: 'toBeRoutable', args: [], not: false },
  {
    name: 'toBeRoutable failing on a 405',
    received: { delete: '/photos' },
    matcher: 'toBeRoutable',
    args: [],
    not: false,
    message: `expected { delete: '/photos' } to be routable\nDELETE /photos: 405 Method Not Allowed; the path accepts GET, HEAD, POST`,
  },
  {
    name: 'toBeRoutable failing where a constraint refuses the request',
    received: { get: '/dashboard' },
    matcher: 'toBeRoutable',
    args: [],
    not: false,
    message: `expected { get: '/dashboard' } to be routable\nGET /dashboard: 404 Not Found; routes for GET, HEAD on this path have request constraints this request does not meet`,
  },
  { name: 'not.toBeRoutable', received: { delete: '/photos' }, matcher: 'toBeRoutable', args: [], not: true },
  {
    name: 'not.toBeRoutable failing',
    received: { put: '/photos/1' },
    matcher: 'toBeRoutable',
    args: [],
    not: true,
    message: `expected { put: '/photos/1' } not to be routable, but it routes to { controller: 'photos', action: 'update', id: '1' }\nPUT /photos/1 reached PUT /photos/:id(.:format) → photos#update`,
  },
];
