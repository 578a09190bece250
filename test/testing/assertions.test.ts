/** API.md § Testing routes: assertRecognizes, assertGenerates and assertRouting under jest. */
import { AssertionError } from 'node:assert';
import fs from 'node:fs';
import { Router } from '../../src';
import { assertGenerates, assertRecognizes, assertRouting } from '../../src/testing';
import { routingCases } from './cases';

const { assertionCases, fixtureRouter } = routingCases({ Router, assertRecognizes, assertGenerates, assertRouting });
const router = fixtureRouter();

describe('routing assertions (the shared table)', () => {
  test.each(assertionCases.filter((c) => c.message === undefined).map((c) => [c.name, c] as const))(
    '%s: passes',
    (_name, c) => {
      expect(() => c.call(router)).not.toThrow();
    },
  );

  test.each(assertionCases.filter((c) => c.message !== undefined).map((c) => [c.name, c] as const))(
    '%s: fails with its message',
    (_name, c) => {
      let thrown: unknown;
      try {
        c.call(router);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AssertionError);
      const error = thrown as AssertionError;
      expect(error.message).toBe(c.message);
      if ('actual' in c) expect(error.actual).toEqual(c.actual);
      if ('expected' in c) expect(error.expected).toEqual(c.expected);
    },
  );
});

describe('what the request reached, after Rails’ line', () => {
  // Source locations on (as outside production): the line names where the route was declared.
  const declaring = new Router({ sourceLocations: true }).draw((r) => {
    r.resources('albums', { only: ['show'] });
    r.get('health', { to: () => undefined });
    r.match('any', { to: 'pages#any', via: 'all' });
  });
  const lineOf = (text: string): number =>
    fs
      .readFileSync(__filename, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;
  const messageOf = (call: () => void): string => {
    try {
      call();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the assertion passed');
  };

  test('the route: name, verb, pattern, endpoint and where it was declared', () => {
    expect(
      messageOf(() =>
        assertRecognizes(declaring, { controller: 'albums', action: 'edit', id: '1' }, '/albums/1'),
      ).split('\n')[1],
    ).toBe(
      `GET /albums/1 reached album: GET /albums/:id(.:format) → albums#show, declared at test/testing/assertions.test.ts:${lineOf("r.resources('albums'")}`,
    );
  });

  test('a route without a controller (a handler) and one for any verb', () => {
    expect(messageOf(() => assertRecognizes(declaring, { controller: 'health' }, '/health')).split('\n')[1]).toBe(
      `GET /health reached health: GET /health(.:format), declared at test/testing/assertions.test.ts:${lineOf("r.get('health'")}`,
    );
    expect(messageOf(() => assertRecognizes(declaring, { controller: 'pages' }, 'PATCH /any')).split('\n')[1]).toBe(
      `PATCH /any reached any: any verb /any(.:format) → pages#any, declared at test/testing/assertions.test.ts:${lineOf("r.match('any'")}`,
    );
  });

  test('assertGenerates: the URL url_for generated, when it says more than the path in Rails’ line', () => {
    const hosted = new Router({ sourceLocations: false }).draw((r) => r.resources('albums', { only: ['show'] }));
    expect(
      messageOf(() =>
        assertGenerates(hosted, '/albums/2', { controller: 'albums', action: 'show', id: '1', host: 'cdn.example' }),
      ),
    ).toBe('The generated path </albums/1> did not match </albums/2>\nurl_for generated <http://cdn.example/albums/1>');
    expect(
      messageOf(() => assertGenerates(hosted, '/albums/2', { controller: 'albums', action: 'show', id: '1' })),
    ).toBe('The generated path </albums/1> did not match </albums/2>');
  });
});
