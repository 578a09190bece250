/** API.md § Testing routes: routingMatchers under jest's expect.extend, `.not` included. */
import fs from 'node:fs';
import path from 'node:path';
import { Router } from '../../src';
import { assertGenerates, assertRecognizes, assertRouting, routingMatchers } from '../../src/testing';
import { routingCases, type MatcherCase } from './cases';

const { fixtureRouter, matcherCases } = routingCases({ Router, assertRecognizes, assertGenerates, assertRouting });
const router = fixtureRouter();
expect.extend(routingMatchers(router));

type Callable = Record<string, (...args: unknown[]) => void>;

function run(c: MatcherCase): void {
  const assertion = expect(c.received) as unknown as Callable & { not: Callable };
  const target = c.not ? assertion.not : assertion;
  (target[c.matcher] as (...args: unknown[]) => void)(...c.args);
}

describe('routing matchers (the shared table)', () => {
  test.each(matcherCases.filter((c) => c.message === undefined).map((c) => [c.name, c] as const))(
    '%s: holds',
    (_name, c) => {
      expect(() => run(c)).not.toThrow();
    },
  );

  test.each(matcherCases.filter((c) => c.message !== undefined).map((c) => [c.name, c] as const))(
    '%s: fails with its message',
    (_name, c) => {
      let thrown: unknown;
      try {
        run(c);
      } catch (error) {
        thrown = error;
      }
      // jest prints only a custom matcher's message: a diff, where there is one, is under it.
      const text = (thrown as Error).message;
      const cut = text.indexOf('\n\n');
      expect(cut === -1 ? text : text.slice(0, cut)).toBe(c.message);
      if ('actual' in c)
        expect(text.slice(cut + 2)).toMatch(
          /^- Expected\n\+ Received\n\n {2}Object \{\n- {3}"action": "edit",\n\+ {3}"action": "show",/,
        );
      else expect(cut).toBe(-1);
      expect((thrown as { matcherResult?: unknown }).matcherResult).toMatchObject(
        'actual' in c ? { actual: c.actual, expected: c.expected } : {},
      );
    },
  );
});

describe('as an application writes them', () => {
  test('typed through declaration merging', () => {
    expect({ get: '/photos/1' }).toRouteTo('photos#show', { id: '1' });
    expect({ get: '/photos/1' }).not.toRouteTo('photos#edit', { id: '1' });
    expect({ delete: '/photos' }).not.toBeRoutable();
    expect({ get: '/dashboard', host: 'admin.example.com' }).toRouteTo('dashboards#show');
    expect({ get: '/feed', headers: { accept: 'application/rss+xml' } }).toBeRoutable();
  });

  test('a received value that names no request is a TypeError, not a failure', () => {
    expect(() => expect({ fetch: '/photos' }).toBeRoutable()).toThrow(TypeError);
    expect(() => expect({ get: '/a', post: '/b' }).toBeRoutable()).toThrow(
      "expected a request such as { get: '/photos/1' }",
    );
    expect(() => expect({ get: '/photos' }).toRouteTo('photos')).toThrow(
      "toRouteTo: expected 'controller#action', got 'photos'",
    );
  });

  test('the matchers are plain functions of `this`: { pass, message } both ways', () => {
    const matchers = routingMatchers(router);
    const held = matchers.toRouteTo.call({ isNot: false }, { get: '/photos' }, 'photos#index');
    expect(held.pass).toBe(true);
    expect(held.message()).toBe(
      "expected { get: '/photos' } not to route to { controller: 'photos', action: 'index' }\nGET /photos reached photos: GET /photos(.:format) → photos#index",
    );
    const missed = matchers.toBeRoutable.call({ isNot: true }, { get: '/nowhere' });
    expect(missed.pass).toBe(false);
    expect(missed.message()).toBe(
      `expected { get: '/nowhere' } to be routable\nGET /nowhere: 404 Not Found; no route matches this path with any verb`,
    );
  });

  test('method all routes every verb it stands for, or names the one that does not', () => {
    expect({ all: '/ping' }).toRouteTo('health#ping');
    expect({ all: '/ping' }).toBeRoutable();
    expect(() => expect({ all: '/ping' }).toRouteTo('health#pong')).toThrow(
      `expected { all: '/ping' } to route to { controller: 'health', action: 'pong' }, but with GET it routes to { controller: 'health', action: 'ping' }\nGET /ping reached ping: any verb /ping(.:format) → health#ping\n\n- Expected`,
    );
    expect(() => expect({ all: '/photos/1' }).toRouteTo('photos#show', { id: '1' })).toThrow(
      new Error(
        `expected { all: '/photos/1' } to route to { controller: 'photos', action: 'show', id: '1' }\nPOST /photos/1: 405 Method Not Allowed; the path accepts GET, HEAD, PATCH, PUT, DELETE`,
      ),
    );
    expect(() => expect({ all: '/photos/1' }).toBeRoutable()).toThrow(
      new Error(
        `expected { all: '/photos/1' } to be routable\nPOST /photos/1: 405 Method Not Allowed; the path accepts GET, HEAD, PATCH, PUT, DELETE`,
      ),
    );
  });
});

test('railroute/testing imports no test runner', () => {
  const folder = path.resolve(__dirname, '../../src/testing');
  for (const file of fs.readdirSync(folder)) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    const imported = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1] as string);
    expect(imported.filter((name) => !name.startsWith('.') && !name.startsWith('node:'))).toEqual([]);
  }
});
