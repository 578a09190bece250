/**
 * The work for a request does not grow with the routes that cannot match it (API.md
 * Middleware §2), for the tables that share a leading word or none: globs with literals
 * after them (`files/*path/v1` … `v1000`, `wiki/*page/edit`, `wiki/*page/history`),
 * `*a/k<N>-:b`, `*a/x<N>-*b(.:format)`, resources under `(:locale)`. Each family is built
 * at 10 and at 1,000 routes; hostile URLs of 16 KB (a long repeated unit after a head, or
 * one long first segment, then words that reach the routes common to both sizes) must get
 * the same answer from both, and the work at 1,000 (program steps, characters scanned,
 * index entries looked at: counted, never timed) stays within 2× the work at 10. A family
 * the trie holds whole (`(:locale)`: one way per choice of the group; a glob with words
 * after it: the words read from the path's end) runs no program: its work is the walk's
 * reads of the path (String calls, counted-work.ts `countStringReads`).
 */
import fc from 'fast-check';
import type { Mapper } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { normalizeRequestPath } from '../../src/request/request-path';
import { runStats } from '../../src/matcher/work';
import { scanned } from '../../src/matcher/constraints/spans';
import { routeSet } from '../reliability/route-shapes';
import { countStringReads } from '../support/counted-work';

jest.setTimeout(120_000);

const work = (): number => runStats.steps + scanned.chars;

interface Family {
  /** The i-th route of a table of n. */
  draw(r: Mapper, n: number): void;
  /** Words that reach the routes common to both sizes, as a URL's head and tail. */
  heads: string[];
  tails: string[];
  /** The trie holds every route: no program runs, and no URL is read whole. */
  trie?: true;
}

const FAMILIES: Record<string, Family> = {
  'glob then a word': {
    draw: (r, n) => {
      for (let i = 0; i < n; i++) r.get(`files/*path/v${i}`, { to: 'files#show' });
    },
    heads: ['files'],
    tails: ['/v1', '/v5.json', '/v', '/v1x'],
    trie: true,
  },
  'wiki pages': {
    draw: (r, n) => {
      r.get('wiki/*page/edit', { to: 'wiki#edit' });
      r.get('wiki/*page/history', { to: 'wiki#history' });
      for (let i = 2; i < n; i++) r.get(`wiki/*page/w${i}`, { to: 'wiki#show' });
    },
    heads: ['wiki'],
    tails: ['/edit', '/history.json', '/w5', '/w5x'],
    trie: true,
  },
  'glob then a word and a parameter': {
    draw: (r, n) => {
      for (let i = 0; i < n; i++) r.get(`*a/k${i}-:b`, { to: 'k#show' });
    },
    heads: ['k1-', 'a'],
    tails: ['/k1-b', '/k5-a.json', '/k1-', '/k1x-b'],
  },
  'two globs around a word': {
    draw: (r, n) => {
      for (let i = 0; i < n; i++) r.get(`*a/x${i}-*b`, { to: 'x#show' });
    },
    heads: ['x1-', 'a'],
    tails: ['/x1-a/b', '/x5-b.json', '/x1', '/x1x-b'],
  },
  'resources under (:locale)': {
    draw: (r, n) => {
      r.scope('(:locale)', () => {
        for (let i = 0; i < n / 8; i++)
          r.resources(`r${i}`, { only: ['index', 'show', 'edit', 'update'] }, () =>
            r.resources('parts', { only: ['index', 'show', 'edit', 'update'] }),
          );
      });
    },
    heads: ['en', 'r0', 'r1'],
    tails: ['/r0', '/r1/1', '/r0/1/parts/2/edit', '/r1x/1'],
    trie: true,
  },
};

const WORDS = ['files', 'wiki', 'v1', 'edit', 'k1-', 'x1-', 'en', 'r0', 'parts', '1', 'a'];
const PIECES = [...WORDS, '/', '/', '.', '-', 'a-', '1.', 'a.', '%2F'];

function urlArb(family: Family) {
  return fc.record({
    long: fc.boolean(),
    head: fc.oneof(
      fc.constant(family.heads.slice(0, 1)),
      fc.array(fc.constantFrom(...family.heads, ...WORDS), { maxLength: 2 }),
    ),
    unit: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }),
    tail: fc.array(fc.constantFrom(...family.tails, ...family.tails, '.json', '/edit', '-1'), { maxLength: 2 }),
  });
}
type Url = { long: boolean; head: string[]; unit: string[]; tail: string[] };

function url(u: Url, length: number): string {
  const unit = u.unit.join('');
  const body = unit.repeat(Math.ceil(length / Math.max(1, unit.length)));
  const text = u.long
    ? `/${body.replace(/[/.]/g, '')}/${[...u.head, ...u.tail].join('/')}`
    : `/${u.head.join('/')}/${body}${u.tail.join('')}`;
  return normalizeRequestPath(text.replace(/\/\/+/g, '/')) ?? '/';
}

function build(family: Family, n: number): CompiledMatcher {
  return new CompiledMatcher([...routeSet((r) => family.draw(r, n)).routes]);
}

const VERBS = ['GET', 'PATCH'];

/** Each verb's answer, in short (the route's place and its params' lengths), and the work it took. */
function answersAndWork(matcher: CompiledMatcher, path: string): { answers: string[]; work: number } {
  const before = work();
  let results: ReturnType<CompiledMatcher['recognize']>[] = [];
  const reads = countStringReads(() => (results = VERBS.map((verb) => matcher.recognize(verb, path, undefined))));
  const done = work() - before + (matcher.hasFallback ? 0 : reads);
  const answers = results.map((result) =>
    result.kind === 'found'
      ? `${result.route.index} ${Object.entries(result.params)
          .map(([k, v]) => `${k}:${String(v).length}`)
          .join(',')}`
      : result.kind,
  );
  return { answers, work: done };
}

describe.each(Object.entries(FAMILIES))('%s', (_name, family) => {
  const small = build(family, 10);
  const large = build(family, 1000);

  test('at 1,000 routes, hostile URLs cost within 2× their cost at 10, with the same answers', () => {
    const reached = { found: 0, missed: 0, read: 0 };
    fc.assert(
      fc.property(urlArb(family), (u) => {
        const path = url(u, 16384);
        // Warm: programs and tables are built on first use.
        answersAndWork(small, path);
        answersAndWork(large, path);
        const a = answersAndWork(small, path);
        const b = answersAndWork(large, path);
        expect(b.answers).toEqual(a.answers);
        expect([path.slice(0, 60), b.work, b.work <= 2 * a.work + 64]).toEqual([path.slice(0, 60), b.work, true]);
        const found = a.answers.some((answer) => answer !== 'not-found');
        if (found) reached.found++;
        else reached.missed++;
        if (a.work > 8192) reached.read++;
      }),
      { seed: 31, numRuns: 60 },
    );
    // Hits and misses, and URLs whose matching routes read the whole 16 KB (none, in the trie).
    expect({ found: reached.found > 3, missed: reached.missed > 3, read: reached.read > 3 }).toEqual({
      found: true,
      missed: true,
      read: !family.trie,
    });
    expect(large.hasFallback).toBe(!family.trie);
  });
});
