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
