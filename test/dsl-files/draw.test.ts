/** `draw(name)`: route files from `routesPath`, evaluated in the current scope. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArgumentError, Router } from '../../src';

describe('draw(name)', () => {
  let first: string;
  let second: string;

  beforeAll(() => {
    first = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-routes-a-'));
    second = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-routes-b-'));
    fs.mkdirSync(path.join(second, 'admin'));
    fs.writeFileSync(path.join(first, 'photos.js'), "module.exports = (r) => { r.resources('photos', { only: 'index' }); };");
    fs.writeFileSync(path.join(second, 'admin', 'users.cjs'), "exports.default = (r) => { r.resources('users', { only: 'index' }); };");
    fs.writeFileSync(path.join(second, 'typed.ts'), "export default (r: any) => { r.get('typed', { to: 'typed#show' }); };");
  });

  afterAll(() => {
    fs.rmSync(first, { recursive: true, force: true });
    fs.rmSync(second, { recursive: true, force: true });
  });

  test('loads .js, .cjs and (with a TypeScript loader) .ts files, sub-directories included, in scope', () => {
    const router = new Router({ routesPath: [first, second] }).draw((r) => {
      r.draw('photos');
      r.namespace('admin', (r) => r.draw('admin/users'));
      r.draw('typed');
    });
    expect(router.routes.map((route) => [route.name, route.path, route.controller])).toEqual([
      ['photos', '/photos(.:format)', 'photos'],
      ['admin_users', '/admin/users(.:format)', 'admin/users'],
      ['typed', '/typed(.:format)', 'typed'],
    ]);
  });

  test('a missing file names the file and every directory searched', () => {
    const router = new Router({ routesPath: [first, second] });
    expect(() => router.draw((r) => r.draw('missing'))).toThrow(ArgumentError);
    expect(() => router.draw((r) => r.draw('missing'))).toThrow(
      `Your router tried to #draw the external file missing, but the file was not found in:\n* ${first}\n* ${second}`,
    );
  });
});

describe('custom URL helpers only at the root scope', () => {
  test.each([
    ['direct', (r: any) => r.direct('home', () => '/')],
    ['resolve', (r: any) => r.resolve('Basket', () => 'basket')],
  ])('%s inside a scope', (name, declare) => {
    expect(() => new Router().draw((r) => r.scope('x', (r) => declare(r)))).toThrow(
      new ArgumentError(`The ${name} method can't be used inside a routes scope block`),
    );
    expect(() => new Router().draw((r) => declare(r))).not.toThrow();
  });
});
