/**
 * The commonest params shapes (`{ controller, action }` and `{ controller, action, id }`,
 * each with an optional format or without) are built in place by the params maker rather
 * than by a generated builder (params-factory.ts `IN_PLACE`). Each answer, from the first
 * match of a route (its builder) to the later ones (in place), must be the object the general
 * loop (`codegen: false`) makes: the same keys in the same order, a format only when given,
 * decoded values, and a fresh object every time. Shapes that only look alike (a default
 * besides controller and action, another parameter name, the names in another order) keep
 * their builder.
 */
import { Router } from '../../src/router';
import type { Mapper } from '../../src';

function draw(r: Mapper): void {
  r.resources('photos');
  r.get('/plain', { to: 'pages#plain', format: false });
  r.get('/plain/:id', { to: 'pages#one', format: false });
  r.get('/extra/:id', { to: 'pages#extra', defaults: { locale: 'en' } });
  r.get('/named/:slug', { to: 'pages#named' });
  r.get('/flipped/:id', { to: 'pages#flipped', defaults: { action: 'flipped', controller: 'pages' } });
}

const REQUESTS: Array<[string, string]> = [
  ['GET', '/photos'],
  ['GET', '/photos.json'],
  ['GET', '/photos/1'],
  ['GET', '/photos/1.json'],
  ['GET', '/photos/a%20b'],
  ['GET', '/photos/a%20b.json'],
  ['PATCH', '/photos/7'],
  ['GET', '/photos/7/edit'],
  ['GET', '/plain'],
  ['GET', '/plain/9'],
  ['GET', '/extra/3'],
  ['GET', '/extra/3.xml'],
  ['GET', '/named/x'],
  ['GET', '/flipped/4'],
  ['GET', '/photos/1?q=2'],
];

describe('params built in place', () => {
  const generated = new Router();
  generated.draw(draw);
  const reference = new Router({ codegen: false });
  reference.draw(draw);

  it.each(REQUESTS)('%s %s: the general loop’s params, on the first match and after', (method, url) => {
    const expected = reference.recognize(method, url);
    expect(expected).not.toBeNull();
    const seen = new Set<object>();
    // The first match prepares the route (its builder answers); the later ones are in place.
    for (let i = 0; i < 3; i++) {
      const found = generated.recognize(method, url);
      expect(found?.params).toEqual(expected?.params);
      expect(Object.keys(found?.params ?? {})).toEqual(Object.keys(expected?.params ?? {}));
      expect(Object.getPrototypeOf(found?.params)).toBe(Object.prototype);
      seen.add(found?.params as object);
    }
    expect(seen.size).toBe(3);
  });

  it('a params object changed by its caller changes no later answer', () => {
    for (let i = 0; i < 2; i++) generated.recognize('GET', '/photos/1');
    const first = generated.recognize('GET', '/photos/1.json')?.params as Record<string, unknown>;
    first.id = 'changed';
    first.format = 'changed';
    delete first.controller;
    expect(generated.recognize('GET', '/photos/1.json')?.params).toEqual({
      controller: 'photos',
      action: 'show',
      id: '1',
      format: 'json',
    });
    expect(generated.recognize('GET', '/photos/1')?.params).toEqual({ controller: 'photos', action: 'show', id: '1' });
  });
});
