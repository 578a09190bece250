import { Router, redirect } from '../../src';

const router = new Router().draw((r) => {
  r.root('pages#home');
  r.resources('photos', { only: ['index', 'show'], constraints: { id: /\d+/ } });
  r.namespace('admin', (r) => r.resources('users', { only: 'index' }));
  r.get('old', { to: redirect('/new') });
  r.match('any', { to: 'any#show', via: 'all' });
  r.match('both', { to: 'both#go', via: ['get', 'post'] });
});

test('the rails routes sheet, exactly', () => {
  expect(router.inspect()).toBe(
    [
      '     Prefix Verb     URI Pattern            Controller#Action',
      '       root GET      /                      pages#home',
      '     photos GET      /photos(.:format)      photos#index',
      '      photo GET      /photos/:id(.:format)  photos#show {id: /\\d+/}',
      'admin_users GET      /admin/users(.:format) admin/users#index',
      '        old GET      /old(.:format)         redirect(301, /new)',
      '        any          /any(.:format)         any#show',
      '       both GET|POST /both(.:format)        both#go',
      '',
    ].join('\n'),
  );
});

test.each<[string, object, string[]]>([
  ['grep on controller', { grep: 'admin' }, ['admin_users']],
  ['grep on a URL', { grep: '/photos/12' }, ['photo']],
  ['grep on a verb', { grep: 'POST' }, ['both']],
  ['controller filter', { controller: 'photos' }, ['photos', 'photo']],
  ['controller filter, class name', { controller: 'Admin::UsersController'.replace('::', '/') }, ['admin_users']],
])('%s', (_name, filter, names) => {
  const lines = router.inspect(filter).trimEnd().split('\n').slice(1);
  expect(lines.map((line) => line.trim().split(/\s+/)[0])).toEqual(names);
});

test('nothing found', () => {
  expect(router.inspect({ grep: 'zzz' })).toBe('No routes were found for this grep pattern.\n');
  expect(router.inspect({ controller: 'zzz' })).toBe('No routes were found for this controller.\n');
  expect(new Router().inspect()).toMatch(/^You don't have any routes defined!/);
});

// Each line is what Rails 6.1's `RoutesInspector` prints for the same declaration (checked
// with ruby + action_dispatch), in Ruby 3.4's Hash#inspect syntax: the defaults, with a string
// or integer host/subdomain/... constraint where Rails merges it in, and the segment
// requirements over them; request conditions are not listed.
type Draw = Parameters<Router['draw']>[0];
test.each<[string, Draw, string]>([
  [
    'a request condition is not listed',
    (r) => r.get('b', { to: 'a#b', subdomain: /api/, format: false, constraints: { format: /xml/ } }),
    'a#b',
  ],
  [
    'an ip condition is not, a subdomain default is',
    (r) => r.get('c/:id', { to: 'a#b', id: /\d+/, ip: /127/, defaults: { y: 'z', subdomain: 'api' } }),
    'a#b {y: "z", subdomain: "api", id: /\\d+/}',
  ],
  [
    'format: a string is listed as its requirement',
    (r) => r.get('e', { to: 'a#b', format: 'json' }),
    'a#b {format: /json/}',
  ],
  [
    'a constraints scope: its string constraint first, the route default after it, the regexp one not at all',
    (r) =>
      r.constraints({ protocol: 'https', user_agent: /x/ }, (r) => r.get('g', { to: 'a#b', defaults: { port: 8080 } })),
    'a#b {protocol: "https", port: 8080}',
  ],
  [
    'xhr: true is a default',
    (r) => r.get('h', { to: 'a#b', defaults: { xhr: true }, format: false }),
    'a#b {xhr: true}',
  ],
  [
    'route constraints: after the format, in front of the defaults, which give the value',
    (r) =>
      r.get('i', {
        to: 'a#b',
        constraints: { subdomain: 'api', port: 3000, host: /x/ },
        format: 'json',
        defaults: { x: 1, subdomain: 'www' },
      }),
    'a#b {format: /json/, subdomain: "www", port: 3000, x: 1}',
  ],
  [
    "the route's constraint in front of the scope's",
    (r) =>
      r.scope({ constraints: { domain: 'd.com' } }, (r) =>
        r.get('j/:id', { to: 'a#b', constraints: { id: /\d+/, protocol: 'http' }, defaults: { id: '7' } }),
      ),
    'a#b {protocol: "http", domain: "d.com", id: /\\d+/}',
  ],
  [
    "each scope's constraint in front of its own defaults",
    (r) =>
      r.scope({ defaults: { q: '1' } }, (r) =>
        r.scope({ constraints: { subdomain: 'www' }, defaults: { r: '2' } }, (r) =>
          r.defaults({ s: '3' }, (r) => r.get('k', { to: 'a#b' })),
        ),
      ),
    'a#b {q: "1", subdomain: "www", r: "2", s: "3"}',
  ],
])('the Controller#Action column as Rails lists it: %s', (_name, draw, reqs) => {
  const line = new Router({ sourceLocations: false }).draw(draw).inspect().split('\n')[1] ?? '';
  expect(line.slice(line.indexOf('a#b'))).toBe(reqs);
});
