/**
 * `routes --unreachable` (`inspect({ unreachable: true })`): a route is reported when an
 * earlier route without request constraints, answering itself, with its verbs, matches every
 * path it matches; never when a constraint, a verb, a handler or a mount lets requests through.
 * Through the CLI: unreachable-cli.test.ts.
 */
import { Router, type Mapper } from '../../src';
import { router as exampleRouter } from '../../examples/routes';

/** The `controller#action` of each route reported, with the one that takes its requests. */
function hidden(draw: (r: Mapper) => void): string[] {
  const text = new Router().draw(draw).inspect({ unreachable: true });
  if (text.startsWith('No unreachable')) return [];
  return text
    .split('\n')
    .slice(3)
    .filter(Boolean)
    .map((line) => /(\S+#\S+) +\(taken by (.*)\)$/.exec(line)?.slice(1, 3).join(' ← ') ?? line);
}

const handler = (_req: unknown, res: { end(): void }) => res.end();

test.each<[string, (r: Mapper) => void, string[]]>([
  [
    'the same path twice',
    (r) => {
      r.get(':id', { to: 'pages#show' });
      r.get(':id', { to: 'topics#show' });
    },
    ['topics#show ← GET /:id(.:format) pages#show'],
  ],
  [
    'a word after a parameter that takes it',
    (r) => {
      r.get(':id', { to: 'pages#show' });
      r.get('about', { to: 'pages#about' });
    },
    ['pages#about ← GET /:id(.:format) pages#show'],
  ],
  [
    'a word the parameter constraint refuses',
    (r) => {
      r.get(':id', { to: 'pages#show', constraints: { id: /\d+/ } });
      r.get('about', { to: 'pages#about' });
    },
    [],
  ],
  [
    'a word the parameter constraint takes',
    (r) => {
      r.get(':id', { to: 'pages#show', constraints: { id: /\d+/ } });
      r.get('42', { to: 'pages#answer' });
    },
    ['pages#answer ← GET /:id(.:format) pages#show'],
  ],
  [
    'a request constraint on the earlier route',
    (r) => {
      r.get(':id', { to: 'pages#show', constraints: { subdomain: 'api' } });
      r.get(':id', { to: 'topics#show' });
    },
    [],
  ],
  [
    'a constraint object on the earlier route',
    (r) => {
      r.get(':id', { to: 'pages#show', constraints: { matches: () => false } });
      r.get(':id', { to: 'topics#show' });
    },
    [],
  ],
  [
    'another verb',
    (r) => {
      r.get(':id', { to: 'pages#show' });
      r.post(':id', { to: 'pages#create' });
    },
    [],
  ],
  [
    'every verb before a POST',
    (r) => {
      r.match(':id', { to: 'pages#any', via: 'all' });
      r.post(':id', { to: 'pages#create' });
    },
    ['pages#create ← ANY /:id(.:format) pages#any'],
  ],
  [
    'a glob before deeper paths',
    (r) => {
      r.get('*path', { to: 'pages#catch' });
      r.get('photos/:id', { to: 'photos#show' });
    },
    ['photos#show ← GET /*path(.:format) pages#catch'],
  ],
  [
    'a handler may pass the request on',
    (r) => {
      r.get(':id', { to: handler });
      r.get(':id', { to: 'topics#show' });
    },
    [],
  ],
  [
    'a resource, then its own path again',
    (r) => {
      r.resources('photos', { only: ['show'] });
      r.get('photos/:id', { to: 'albums#show' });
    },
    ['albums#show ← GET /photos/:id(.:format) photos#show'],
  ],
  [
    'a path before a resource takes its new',
    (r) => {
      r.get('photos/:slug', { to: 'pages#photo' });
      r.resources('photos', { only: ['new', 'show'] });
    },
    ['photos#new ← GET /photos/:slug(.:format) pages#photo', 'photos#show ← GET /photos/:slug(.:format) pages#photo'],
  ],
  [
    'a resource alone',
    (r) => {
      r.resources('photos');
      r.resource('account');
    },
    [],
  ],
  [
    'an optional part the earlier route lacks',
    (r) => {
      r.get('photos', { to: 'photos#index', format: false });
      r.get('photos', { to: 'photos#list' });
    },
    [],
  ],
])('%s', (_case, draw, expected) => {
  expect(hidden(draw)).toEqual(expected);
});

test('the example app has no unreachable route', () => {
  expect(exampleRouter.inspect({ unreachable: true })).toBe('No unreachable routes found.\n');
});
