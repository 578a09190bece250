/**
 * Counts the work a piece of the router does, instead of timing it: a complexity guard by
 * time fails on a loaded 2-core machine, one by counted work answers the same everywhere.
 * Work is what the matcher records (route-program steps, characters read by spans) plus the
 * characters native RegExps were asked to read (recorded, with the inputs they saw: a guard also
 * checks that no backtracking RegExp ran over a whole path).
 */
import { runStats } from '../../src/matcher/work';
import { scanned } from '../../src/matcher/constraints/spans';
import { Router } from '../../src';
import { normalizeRequestPath } from '../../src/request/request-path';
import { recording } from './regexp-recording';

export interface Work {
  /** Route-program instructions run. */
  readonly steps: number;
  /** Characters read by spans. */
  readonly scanned: number;
  /** The RegExps run natively and the input each saw. */
  readonly native: ReadonlyArray<[RegExp, string, number]>;
  /** All of it as one number: steps + span characters + characters given to native RegExps. */
  readonly total: number;
}

export function countWork(body: () => void): Work {
  const steps = runStats.steps;
  const chars = scanned.chars;
  const native = recording(body);
  const stepsRun = runStats.steps - steps;
  const read = scanned.chars - chars;
  const nativeChars = native.reduce((sum, [, , read]) => sum + read, 0);
  return { steps: stepsRun, scanned: read, native, total: stepsRun + read + nativeChars };
}

/**
 * The native RegExps a router runs over a whole path whatever its routes (its normalization:
 * plain alternations and `/g` scans), found by recognizing the path with one unrelated route;
 * as `/source/flags`, the same text may live in more than one place.
 */
export function pathLevelRegExps(method: string, path: string): Set<string> {
  const unrelated = new Router().draw((r) => r.get('unrelated-route', { to: 'unrelated#show' }));
  // The walk settles that miss without normalizing; a table it leaves to the general path normalizes.
  const work = countWork(() => {
    unrelated.recognize(method, path);
    normalizeRequestPath(path);
  });
  return new Set(work.native.map(([regexp]) => String(regexp)));
}

/**
 * The sources of the native RegExps, other than the path-level ones, that were asked to read
 * more than `longest` characters of a path (an input with a slash) in one call: a route's
 * RegExp over a long path, work that may backtrack. A constraint on its one value is the
 * application's own (API.md Middleware §2), and a `/g` scan reads a match at a time.
 */
export function nativeOverLongInput(work: Work, pathLevel: ReadonlySet<string>, longest = 256): string[] {
  return work.native
    .filter(([regexp, input, read]) => read > longest && input.includes('/') && !pathLevel.has(String(regexp)))
    .map(([regexp]) => regexp.source);
}

/**
 * How many times String's `indexOf`, `lastIndexOf`, `slice` and `startsWith` were called while
 * `body` ran: the trie walk reads each segment through them, so a walk that went back over the
 * path per branch shows as calls growing faster than the path.
 */
export function countStringReads(body: () => void): number {
  const proto = String.prototype;
  const names = ['indexOf', 'lastIndexOf', 'slice', 'startsWith'] as const;
  const originals = names.map((name) => Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor);
  let calls = 0;
  names.forEach((name, i) => {
    const original = originals[i]?.value as (this: string, ...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: string, ...args: unknown[]): unknown {
        calls++;
        return original.apply(this, args);
      },
    });
  });
  try {
    body();
  } finally {
    names.forEach((name, i) => Object.defineProperty(proto, name, originals[i] as PropertyDescriptor));
  }
  return calls;
}

/** How many walks of the trie `body` cost (`runStats.walks`: the quick walk and the full walk each count one). */
export function countWalks(body: () => unknown): number {
  const before = runStats.walks;
  body();
  return runStats.walks - before;
}
