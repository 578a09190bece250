/**
 * rspec-rails' `route_to` and `be_routable`, in the form jest's and vitest's `expect.extend`
 * take: `expect.extend(routingMatchers(router))`, then
 * `expect({ get: '/photos/1' }).toRouteTo('photos#show', { id: '1' })` and
 * `expect({ delete: '/photos' }).not.toBeRoutable()`. No test runner is imported: a matcher
 * is a function of `this` (the runner's state) returning `{ pass, message, actual?, expected? }`,
 * and every failure message says what the request did reach.
 */
import { outcomeOf, reachedLine, type Outcome, type RoutesUnderTest } from './outcome';
import { fromVerbMap, testRequests, type TestRequest } from './route-request';
import { plain, sameParams, show, type Params } from './values';

/** The matchers' types, for a runner's declaration merging (README, "Testing your routes"). */
export interface RoutingMatchers<R = unknown> {
  /** The request reaches `target` (`'photos#show'` or parameters), with `params` besides. */
  toRouteTo(target: string | Params, params?: Params): R;
  /** Some route takes the request. */
  toBeRoutable(): R;
}

/** What jest and vitest pass as `this`; `isNot`, and `utils.diff` to print a diff, are read. */
export interface MatcherContextLike {
  /** True under `.not`: the failure message then says what the request should not reach. */
  isNot?: boolean;
  /** The runner's helpers; only `diff` is read. */
  utils?: {
    /** jest's and vitest's `this.utils.diff(expected, received)`: the diff to print under a message. */
    diff?(expected: unknown, received: unknown): string | null | undefined;
  };
  /** Vitest's flag for `expect.soft`; its presence tells that the runner prints `actual`/`expected` itself. */
  soft?: unknown;
}

/** What a matcher returns, in the form jest and vitest take. */
export interface MatcherResult {
  /** Whether the request routes as expected (before `.not` is applied by the runner). */
  pass: boolean;
  /** The failure message, saying what the request did reach. */
  message: () => string;
  /** For `toRouteTo` when the request reached a route: the parameters it routes to. */
  actual?: unknown;
  /** For `toRouteTo` when the request reached a route: the parameters expected. */
  expected?: unknown;
}

/** A type literal, not an interface: `expect.extend` takes a map with an index signature. */
export type RoutingMatcherFunctions = {
  /** rspec-rails' `route_to`: `expect({ get: '/photos/1' }).toRouteTo('photos#show', { id: '1' })`. */
  toRouteTo(this: MatcherContextLike, received: unknown, target: string | Params, params?: Params): MatcherResult;
  /** rspec-rails' `be_routable`: `expect({ delete: '/photos' }).not.toBeRoutable()`. */
  toBeRoutable(this: MatcherContextLike, received: unknown): MatcherResult;
};

/**
 * rspec-rails' routing matchers for `router`, for `expect.extend(routingMatchers(router))`
 * in jest or vitest: `toRouteTo(target, params?)` and `toBeRoutable()`, with `.not`.
 * Each message is one line in rspec-rails' words, then one saying what the request reached.
 */
export function routingMatchers(router: RoutesUnderTest): RoutingMatcherFunctions {
  return {
    toRouteTo(received, target, params = {}) {
      const expected = expectedParams(target, params);
      const requests = testRequests(fromVerbMap(received));
      // `method: 'all'` routes every verb it stands for to the target, or fails on the first that does not.
      const outcomes = requests.map((test) => ({ test, outcome: outcomeOf(router, test) }));
      const miss = outcomes.find(({ outcome }) => !(outcome.kind === 'found' && sameParams(outcome.params, expected)));
      const head = `expected ${show(received)}`;
      if (this?.isNot || !miss) {
        const hit = outcomes[0] as { test: TestRequest; outcome: Outcome };
        return {
          pass: !miss,
          message: () => `${head} not to route to ${show(expected)}\n${reachedLine(hit.test, hit.outcome)}`,
        };
      }
      const { test, outcome } = miss;
      const which = requests.length > 1 ? ` with ${test.method}` : '';
      const lines =
        outcome.kind === 'found'
          ? `${head} to route to ${show(expected)}, but${which} it routes to ${show(outcome.params)}\n${reachedLine(test, outcome)}`
          : `${head} to route to ${show(expected)}\n${reachedLine(test, outcome)}`;
      if (outcome.kind !== 'found') return { pass: false, message: () => lines };
      const actual = plain(outcome.params);
      return { pass: false, message: () => withDiff(this, lines, expected, actual), actual, expected };
    },

    toBeRoutable(received) {
      const requests = testRequests(fromVerbMap(received));
      const outcomes = requests.map((test) => ({ test, outcome: outcomeOf(router, test) }));
      const miss = outcomes.find(({ outcome }) => outcome.kind !== 'found');
      const head = `expected ${show(received)}`;
      if (miss)
        return { pass: false, message: () => `${head} to be routable\n${reachedLine(miss.test, miss.outcome)}` };
      const { test, outcome } = outcomes[0] as { test: TestRequest; outcome: Outcome & { kind: 'found' } };
      return {
        pass: true,
        message: () =>
          `${head} not to be routable, but it routes to ${show(outcome.params)}\n${reachedLine(test, outcome)}`,
      };
    },
  };
}

/**
 * The message with a diff under it, for runners that print only the message of a custom
 * matcher (jest: it keeps `actual`/`expected` for custom reporters). Vitest prints its own
 * diff from `actual`/`expected`, so there the message stays as it is.
 */
function withDiff(
  context: MatcherContextLike | undefined,
  message: string,
  expected: unknown,
  actual: unknown,
): string {
  if (!context || 'soft' in context || typeof context.utils?.diff !== 'function') return message;
  const diff = context.utils.diff(expected, actual);
  return diff ? `${message}\n\n${diff}` : message;
}

/** `'photos#show'` with `{ id: '1' }` → `{ controller: 'photos', action: 'show', id: '1' }`. */
function expectedParams(target: string | Params, params: Params): Params {
  if (typeof target === 'string') {
    const at = target.indexOf('#');
    if (at <= 0 || at === target.length - 1)
      throw new TypeError(`toRouteTo: expected 'controller#action', got ${show(target)}`);
    return plain({ controller: target.slice(0, at), action: target.slice(at + 1), ...params }) as Params;
  }
  return plain({ ...target, ...params }) as Params;
}
