/**
 * A table's static paths (`/photos/new`) and their answers for the requests the quick walk
 * leaves to the general path (request conditions, several tables, HEAD): worked out per
 * path on its first such request, then answered by verb from a Map.
 */
import type { Route } from '../definition/route';
import type { ParamsSlot } from './params/params-factory';
import { recognizeAmong, type Recognition } from './recognizer';
import type { PathMatch } from './types';

/** A static path's answer for one verb: the route and values, or a 404/405. */
type StaticAnswer =
  | { kind: 'route'; route: Route; values: ReadonlyArray<string | undefined>; params: ParamsSlot }
  | Exclude<Recognition, { kind: 'found' }>;

/** A static path's answers, computed once per verb. */
interface StaticEntry {
  matches: readonly PathMatch[];
  /** Null when a request constraint is involved: those are answered per request. */
  byVerb: Map<string, StaticAnswer> | null;
}

export class StaticAnswers {
  /** Each static path's entry; null until its first request. */
  private readonly entries = new Map<string, StaticEntry | null>();

  constructor(
    /** Every route whose path matches, in route order (the matcher's general search). */
    private readonly search: (path: string) => PathMatch[],
    /** The route's params slot, shared with its terminals. */
    private readonly slotFor: (route: Route) => ParamsSlot,
  ) {}

  /** A path the trie holds a static route for. */
  add(path: string): void {
    this.entries.set(path, null);
  }

  /**
   * The static path's entry, worked out on first use (measured: computing them all up front
   * was ~15% of compiling 10,000 routes, most of which a process never serves); undefined
   * for a path that is not static.
   */
  at(path: string): StaticEntry | undefined {
    const entry = this.entries.get(path);
    if (entry !== null) return entry;
    const computed = this.entry(path);
    this.entries.set(path, computed);
    return computed;
  }

  /**
   * A static path's answers for the verbs its routes name (and GET, HEAD, OPTIONS); any
   * other verb takes the general path (measured: every verb for every path made compiling
   * 10,000 routes ~95 ms instead of ~60).
   */
  private entry(path: string): StaticEntry {
    const matches = this.search(path);
    if (matches.some((match) => !match.route.unconditional)) return { matches, byVerb: null };
    const verbs = new Set<string>(['GET', 'HEAD', 'OPTIONS']);
    for (const { route } of matches) for (const verb of route.verbs) verbs.add(verb);
    const byVerb = new Map<string, StaticAnswer>();
    for (const verb of verbs) {
      const answer = recognizeAmong(matches, verb, undefined);
      if (answer.kind === 'found') {
        const match = matches.find((m) => m.route === answer.route) as PathMatch;
        byVerb.set(verb, {
          kind: 'route',
          route: answer.route,
          values: match.values,
          params: this.slotFor(answer.route),
        });
      } else if (answer.kind === 'method-not-allowed')
        byVerb.set(verb, { kind: answer.kind, allowed: Object.freeze(answer.allowed) });
      else byVerb.set(verb, answer);
    }
    return { matches, byVerb };
  }
}
