/**
 * rspec-rails' `route_to` and `be_routable`, in the form jest's and vitest's `expect.extend`
 * take: `expect.extend(routingMatchers(router))`, then
 * `expect({ get: '/photos/1' }).toRouteTo('photos#show', { id: '1' })` and
 * `expect({ delete: '/photos' }).not.toBeRoutable()`. No test runner is imported: a matcher
 * is a function of `this` (the runner's state, of which only `isNot` is read) returning
 * `{ pass, message }`, and every failure message says what the request did reach.
 */
import { outcomeOf, type Outcome, type RoutesUnderTest } from './outcome';
import { fromVerbMap, testRequests, type TestRequest } from './route-request';
import { plain, sameParams, show, type Params } from './values';

/** The matchers' types, for a runner's declaration merging (README, "Testing your routes"). */
export interface RoutingMatchers<R = unknown> {
  /** The request reaches `target` (`'photos#show'` or parameters), with `params` besides. */
  toRouteTo(target: string | Params, params?: Params): R;
  /** Some route takes the request. */
  toBeRoutable(): R;
}

/** What jest and vitest pass as `this`; only `isNot` is read. */
export interface MatcherContextLike {
  /** True under `.not`: the failure message then says what the request should not reach. */
  isNot?: boolean;
}

/** What a matcher returns, in the form jest and vitest take. */
export interface MatcherResult {
  /** Whether the request routes as expected (before `.not` is applied by the runner). */
  pass: boolean;
  /** The failure message, saying what the request did reach. */
  message: () => string;
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
        return { pass: !miss, message: () => `${head} not to route to ${show(expected)}` };
      }
      return { pass: false, message: () => `${head} to route to ${show(expected)}${reached(miss.test, miss.outcome, requests.length)}` };
    },

    toBeRoutable(received) {
      const requests = testRequests(fromVerbMap(received));
      const outcomes = requests.map((test) => ({ test, outcome: outcomeOf(router, test) }));
      const miss = outcomes.find(({ outcome }) => outcome.kind !== 'found');
      const hit = outcomes.find(({ outcome }) => outcome.kind === 'found');
      const head = `expected ${show(received)}`;
      if (miss) return { pass: false, message: () => `${head} to be routable${reached(miss.test, miss.outcome, requests.length)}` };
      return { pass: true, message: () => `${head} not to be routable${hit ? reached(hit.test, hit.outcome, requests.length) : ''}` };
    },
  };
}

/** `'photos#show'` with `{ id: '1' }` → `{ controller: 'photos', action: 'show', id: '1' }`. */
function expectedParams(target: string | Params, params: Params): Params {
  if (typeof target === 'string') {
    const at = target.indexOf('#');
    if (at <= 0 || at === target.length - 1) throw new TypeError(`toRouteTo: expected 'controller#action', got ${show(target)}`);
    return plain({ controller: target.slice(0, at), action: target.slice(at + 1), ...params }) as Params;
  }
  return plain({ ...target, ...params }) as Params;
}

/** `, but it routes to {...}` or `: No route matches [...] (405 ...)`; the verb is named when several were tried. */
function reached(test: TestRequest, outcome: Outcome, tried: number): string {
  const which = tried > 1 ? ` with ${test.method}` : '';
  return outcome.kind === 'found' ? `, but${which} it routes to ${show(outcome.params)}` : `: ${outcome.message}`;
}
