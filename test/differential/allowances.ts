/**
 * The differences between Rails 6.1 (the oracle) and railroute that the differential test
 * accepts, each for a written reason: a Rails 6.1 → 7/8 change, a Ruby version's output, or
 * one of API.md's deliberate differences.
 * ALLOWED.md lists them with the Rails source lines. Each predicate is narrow: it accepts
 * only the difference it names, so any other difference fails the test.
 */
export interface Difference {
  seed: number;
  kind: 'error' | 'table' | 'recognize' | 'helper' | 'inspect';
  detail: string;
  rails: unknown;
  ours: unknown;
  /** The route's path in Rails' table (table rows and helpers). */
  path?: string;
  field?: string;
  /** The helper's arguments. */
  args?: unknown[];
}

export interface Allowance {
  id: string;
  reason: string;
  applies(difference: Difference): boolean;
}

type Requirements = Record<string, unknown>;
const GLOB = /\*(\w+)/g;

const URL_OPTIONS = ['protocol', 'subdomain', 'domain', 'host', 'port'];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sameObject = (a: Record<string, unknown>, b: Record<string, unknown>): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

export const ALLOWANCES: Allowance[] = [
  {
    id: 'glob-requirement',
    reason:
      "Rails lists a glob's implicit non-greedy requirement among the route's requirements (6.1: /.+?/, 7.1+: /.+?/m); " +
      "railroute's RouteInfo.requirements holds declared constraints only (API.md: segment constraints). Matching is the same.",
    applies: (d) => {
      if (d.kind !== 'table' || d.field !== 'requirements' || !d.path) return false;
      const globs = [...d.path.matchAll(GLOB)].map((m) => m[1] as string);
      const rails = { ...(d.rails as Requirements) };
      for (const glob of globs) {
        const value = rails[glob] as { re?: string } | undefined;
        if (value?.re === '.+?' && !(glob in (d.ours as Requirements))) delete rails[glob];
      }
      return globs.length > 0 && JSON.stringify(rails) === JSON.stringify(d.ours);
    },
  },
  {
    id: 'name-in-use-message',
    reason:
      "API.md fixes only the start of the message (`Invalid route name, already in use: 'NAME'`); the rest names the JS option `as` where Rails says `:as`.",
    applies: (d) =>
      d.kind === 'error' &&
      typeof d.rails === 'string' &&
      typeof d.ours === 'string' &&
      d.rails.startsWith('Invalid route name, already in use:') &&
      d.rails.split('\n')[0] === d.ours.split('\n')[0],
  },
  {
    id: 'url-option-constraint-is-no-default',
    reason:
      'A string `subdomain`/`host`/`domain`/`protocol`/`port` constraint: Rails also makes it a route default, so it shows in ' +
      "the route's defaults and in recognized params; API.md makes it a default for `_url` generation only (the contract tests " +
      'pin params without it).',
    applies: (d) => {
      if (!((d.kind === 'table' && d.field === 'defaults') || d.kind === 'recognize')) return false;
      if (!isObject(d.rails) || !isObject(d.ours)) return false;
      const rails = { ...d.rails };
      let removed = false;
      for (const key of URL_OPTIONS) {
        if (typeof rails[key] === 'string' && !(key in d.ours)) {
          delete rails[key];
          removed = true;
        }
      }
      return removed && sameObject(rails, d.ours);
    },
  },
  {
    id: 'regexp-format-nil-default',
    reason:
      '`format: /json|xml/` on a route: Rails also records a `format: nil` default, so recognized params hold `format: nil` ' +
      'when the URL has none; API.md: parameters absent from the URL are absent from params.',
    applies: (d) => {
      if (!((d.kind === 'table' && d.field === 'defaults') || d.kind === 'recognize')) return false;
      if (!isObject(d.rails) || !isObject(d.ours) || d.rails.format !== null || 'format' in d.ours) return false;
      const rails = Object.fromEntries(Object.entries(d.rails).filter(([name]) => name !== 'format'));
      return sameObject(rails, d.ours);
    },
  },
  {
    id: 'empty-path-for-a-name-required-and-optional',
    reason:
      "A name both outside and inside optional parts (`/:locale(/:locale)/x`, from `scope(':locale')` around `scope('(:locale)')`): " +
      'Rails counts it as no required part, and when the call gives it no value its formatter answers an empty path; railroute ' +
      "fills it from the route's default or throws UrlGenerationError, as API.md says of a missing required segment (positional " +
      "calls and constraint checks are as Rails').",
    applies: (d) => {
      if (d.kind !== 'helper' || !d.path || (d.rails as { ok?: unknown })?.ok !== '') return false;
      const ours = d.ours as { ok?: unknown; error?: unknown };
      if (ours.error !== 'ActionController::UrlGenerationError' && !(typeof ours.ok === 'string' && ours.ok.length > 1))
        return false;
      const path = d.path;
      const names = (text: string): string[] => [...text.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const count = (list: string[], name: string): number => list.filter((n) => n === name).length;
      const outside = names(path.replace(/\([^()]*\)/g, '').replace(/\([^()]*\)/g, ''));
      // Named outside the optional parts, and inside one too.
      return outside.some((name) => count(outside, name) < count(names(path), name));
    },
  },
  {
    id: 'inspect-hash-syntax',
    reason:
      '`rails routes` prints a route\'s defaults/requirements with Ruby\'s Hash#inspect: `{:format=>"json"}` before Ruby 3.4, ' +
      '`{format: "json"}` since (what Rails 8 on a current Ruby prints, and what railroute prints).',
    applies: (d) =>
      d.kind === 'inspect' &&
      typeof d.rails === 'string' &&
      typeof d.ours === 'string' &&
      d.rails.replace(/:(\w+)=>/g, '$1: ') === d.ours,
  },
];
