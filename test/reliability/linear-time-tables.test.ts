/**
 * The work for one request does not grow with the routes that cannot match it
 * (API.md Middleware §2). `scope('(:locale)')` around 30 nested resources (480 routes):
 * one 16 KB miss holding every resource name after a 16 KB first segment ran all 480
 * route programs, each scanning and backtracking over that segment (~270 ms). Pinned by
 * counted work (program steps and characters scanned) with and without routes that cannot
 * match, and a complexity guard by counted work against the path's length.
 */
import { Router, type Mapper } from '../../src';
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { runStats } from '../../src/matcher/work';
import * as spans from '../../src/matcher/constraints/spans';
import { routeSet } from './route-shapes';
import { countWork, nativeOverLongInput, pathLevelRegExps, type Work } from '../support/counted-work';

jest.setTimeout(30000);

/** Steps of route programs plus characters read by spans (absent before spans existed). */
const work = (): number => runStats.steps + ((spans as { scanned?: { chars: number } }).scanned?.chars ?? 0);

const names = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, i) => `things${from + i}`);

function localized(resources: readonly string[], globs: readonly string[] = []): (r: Mapper) => void {
  return (r) => {
    r.scope('(:locale)', () => {
      for (const name of resources) r.resources(name, () => r.resources('parts'));
      for (const name of globs) r.get(`${name}/*path/edit`, { to: 'files#edit' });
    });
  };
}

/** A 16 KB first segment, then every given name: each route's text is somewhere in it. */
const hostile = (words: readonly string[]): string => `/${'a'.repeat(16000)}/${words.join('/parts/')}/parts/`;

describe('routes that cannot match are not tried', () => {
  test('routes that cannot match add no work to a 16 KB miss', () => {
    const base = localized(names(0, 2), ['files0']);
    const more = localized(names(0, 200), ['files0', ...names(200, 260)]);
    const path = hostile([...names(0, 200), ...names(200, 260)]);
    const measure = (draw: (r: Mapper) => void): number => {
      const matcher = new CompiledMatcher([...routeSet(draw).routes]);
      for (const verb of ['GET', 'DELETE']) matcher.recognize(verb, path, undefined);
      const before = work();
      for (const verb of ['GET', 'DELETE']) expect(matcher.recognize(verb, path, undefined).kind).toBe('not-found');
      return work() - before;
    };
    const small = measure(base);
    const large = measure(more);
    // Before: each of the ~3,000 extra routes scanned the 16 KB segment (~10^8 steps).
    expect(large).toBeLessThanOrEqual(small + 1000);
  });

  test('complexity guard: a 16 KB miss on 480 localized routes does work linear in its length (counted)', () => {
    const router = new Router().draw(localized(names(0, 30)));
    expect(router.routes.length).toBe(480);
    const work = (path: string): Work => {
      expect(router.recognize('GET', path)).toBeNull();
      return countWork(() => expect(router.recognize('GET', path)).toBeNull());
    };
    const path = hostile(names(0, 30));
    const miss = work(path);
    // Measured: ~2 units a character (a few tries, each span read once); ~10^7 when every route ran.
    expect(miss.total).toBeLessThan(8 * path.length);
    // No RegExp of a route ran over the path (uncounted, it could backtrack): only the path's own.
    expect(nativeOverLongInput(miss, pathLevelRegExps('GET', path))).toEqual([]);
  });

  test('the routes that can match still answer, as the reference does', () => {
    const router = new Router().draw(localized(names(0, 30), ['files0']));
    expect(router.recognize('GET', '/fr/things7/12/parts/3.json')?.params).toEqual({
      controller: 'parts',
      action: 'show',
      locale: 'fr',
      things7_id: '12',
      id: '3',
      format: 'json',
    });
    expect(router.recognize('GET', '/things7/12/parts')?.params).toEqual({
      controller: 'parts',
      action: 'index',
      things7_id: '12',
    });
    expect(router.recognize('GET', '/things7')?.params).toEqual({ controller: 'things7', action: 'index' });
    expect(router.recognize('GET', '/en/files0/a/b.c/edit')?.params).toEqual({
      controller: 'files',
      action: 'edit',
      locale: 'en',
      path: 'a/b.c',
    });
    expect(router.recognize('GET', '/files0/a/edit.json')?.params).toEqual({
      controller: 'files',
      action: 'edit',
      path: 'a',
      format: 'json',
    });
  });

  test('routes deeper than the index reads still answer', () => {
    const deep = Array.from({ length: 24 }, (_, i) => `s${i}`).join('/');
    const router = new Router().draw((r) => {
      r.get(`${deep}(/:x)/end`, { to: 'deep#show' });
      r.scope('(:locale)', () => r.get(`${deep}/:id`, { to: 'deep#id' }));
    });
    expect(router.recognize('GET', `/${deep}/end`)?.params).toEqual({ controller: 'deep', action: 'show' });
    expect(router.recognize('GET', `/${deep}/1/end`)?.params).toEqual({ controller: 'deep', action: 'show', x: '1' });
    expect(router.recognize('GET', `/fr/${deep}/7`)?.params).toEqual({
      controller: 'deep',
      action: 'id',
      locale: 'fr',
      id: '7',
    });
    expect(router.recognize('GET', `/${deep}/7`)?.params).toEqual({ controller: 'deep', action: 'id', id: '7' });
  });
});
