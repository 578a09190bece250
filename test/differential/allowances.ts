/**
 * The differences between Rails 6.1 (the oracle) and railroute that the differential test
 * accepts, each for a written reason: a Rails 6.1 → 7/8 change, one of API.md's deliberate
 * differences, or a URL-generation difference that belongs to another part of the project.
 * ALLOWED.md lists them with the Rails source lines. Each predicate is narrow: it accepts
 * only the difference it names, so any other difference fails the test.
 */
export interface Difference {
  seed: number;
  kind: 'error' | 'table' | 'recognize' | 'helper';
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
const OPTIONAL_PARAMETER = /\([^()]*:(?!format\b)\w+/;
const isOk = (value: unknown): value is { ok: string } => typeof (value as { ok?: unknown })?.ok === 'string';
const isGenerationError = (value: unknown): boolean => (value as { error?: unknown })?.error === 'ActionController::UrlGenerationError';

/** `/a/b/c` → `['/b/c', '/a/c', '/a/b']`. */
function withoutOneSegment(path: string): string[] {
  const segments = path.split('/').slice(1);
  return segments.map((_, i) => `/${segments.filter((__, j) => j !== i).join('/')}`);
}

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
    id: 'required-format-default',
    reason:
      'URL generation (the urls part of issue 14): a required `.:format` left out of the call is filled from the route default ' +
      "(`defaults(format: 'json') { resources ..., format: true }` → /posts.json); railroute throws UrlGenerationError.",
    applies: (d) =>
      d.kind === 'helper' &&
      !!d.path &&
      /[^(]\.:format$/.test(d.path) &&
      isOk(d.rails) &&
      /\.\w+$/.test(d.rails.ok) &&
      isGenerationError(d.ours),
  },
  {
    id: 'positional-required-only',
    reason:
      "URL generation: Rails' optimized helper fills only the required segments when exactly that many positional arguments are given " +
      "(`(/:locale)/articles/:id`: article_path('1') → /articles/1); API.md's rule (URL helpers, first bullet) fills in path order, " +
      'optional ones included, so railroute finds :id missing. Reported to the lead for the urls part.',
    applies: (d) =>
      d.kind === 'helper' &&
      !!d.path &&
      OPTIONAL_PARAMETER.test(d.path) &&
      Array.isArray(d.args) &&
      d.args.length > 0 &&
      d.args.every((a) => typeof a === 'string') &&
      isOk(d.rails) &&
      isGenerationError(d.ours),
  },
  {
    id: 'optional-segment-from-route-default',
    reason:
      "URL generation: called with a hash, Rails' helper merges the route's defaults into the options, so an optional segment " +
      "with a route default is written (`defaults: { locale: 'en' }` → /en/items/1); railroute leaves it out. Reported to the lead for the urls part.",
    applies: (d) =>
      d.kind === 'helper' &&
      !!d.path &&
      OPTIONAL_PARAMETER.test(d.path) &&
      isOk(d.rails) &&
      isOk(d.ours) &&
      withoutOneSegment(d.rails.ok).includes(d.ours.ok),
  },
];
