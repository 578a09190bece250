/**
 * Generated route tables for the linear-time and agreement properties: several parameters
 * in one segment, parameters beside `(.:format)`, globs beside parameters, optional groups,
 * user constraints (alternations, dotted, slash-taking, case-insensitive) and dotted formats.
 */
import fc from 'fast-check';
import { RouteSet } from '../../src/definition/route-set';
import { Mapper } from '../../src/dsl/mapper';
import type { Mapper as MapperType } from '../../src';

export function routeSet(block: (r: MapperType) => void): RouteSet {
  const set = new RouteSet();
  block(new Mapper({ set, concerns: new Map(), routesPaths: [], pathNames: {} }));
  return set;
}

/** Segment templates; `$` is replaced by a fresh parameter name. */
const SEGMENTS = [
  'archive',
  'x.y',
  'a-b',
  'v',
  '',
  ':$',
  ':$',
  ':$-:$',
  ':$-:$-:$',
  ':$.:$',
  'v:$',
  ':$~:$',
  ':$-:$.:$',
  '*$',
  '*$/:$',
  'x/*$',
  '*$-:$',
  '(/:$)',
  '(/:$(/:$))',
  '(-:$)',
  '(.:$)',
  ':$(-:$)',
];

const CONSTRAINTS: RegExp[] = [
  /\d+/,
  /\d+|\d+\.\d+/,
  /[a-z]+/i,
  /[^/]+/,
  /.+/,
  /[a-z.-]+/,
  /(?:ab)+/,
  /a*b?/,
  /[\w-]+?/,
  /\d{1,3}\.?\d{0,3}/,
];
const FORMATS: Array<boolean | RegExp | undefined> = [undefined, undefined, false, true, /[a-z.]+/, /json|xml/];

export interface Shape {
  path: string;
  constraints: Record<string, RegExp>;
  format: boolean | RegExp | undefined;
}

export const shapeArb: fc.Arbitrary<Shape> = fc
  .record({
    segments: fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }),
    picks: fc.array(fc.nat({ max: CONSTRAINTS.length * 2 }), { minLength: 8, maxLength: 8 }),
    format: fc.constantFrom(...FORMATS),
  })
  .map(({ segments, picks, format }) => {
    let n = 0;
    const names: string[] = [];
    const path = segments
      .map((segment) => segment.replace(/\$/g, () => `p${++n}`))
      .join('/')
      .replace(/\/\(/g, '(')
      .replace(/\/+/g, '/');
    for (const match of path.matchAll(/[:*](p\d+)\b/g)) names.push(match[1] as string);
    const constraints: Record<string, RegExp> = {};
    names.forEach((name, i) => {
      const pick = picks[i % picks.length] as number;
      if (pick < CONSTRAINTS.length && !path.includes(`*${name}`)) constraints[name] = CONSTRAINTS[pick] as RegExp;
    });
    return { path: `/${path}`.replace(/\/+/g, '/'), constraints, format };
  });

export function declare(r: MapperType, shape: Shape, action = 'show'): void {
  const options: Record<string, unknown> = { to: `shapes#${action}`, constraints: shape.constraints };
  if (shape.format !== undefined) options.format = shape.format;
  r.get(shape.path, options as never);
}

/** Path pieces that make backtracking engines work hardest: separators and dots, repeated. */
const UNITS = ['a-', 'a.', '1.', 'a/', '-.', 'a', '.', '-', 'ab', '1', 'a-a.', '/.', 'x.y.'];
const TAILS = ['', '.a.b', '.json', '/', '!', '.', '-', '/x.y..xml', '.1.2'];
const HEADS = ['/', '/archive/', '/x/', '/v/', '/x.y', '/v/1', '/a-b/'];

export const hostileArb = fc.record({
  head: fc.constantFrom(...HEADS),
  unit: fc.constantFrom(...UNITS),
  tail: fc.constantFrom(...TAILS),
});

/** The hostile path with about `length` characters of repeated unit. */
export function hostilePath(h: { head: string; unit: string; tail: string }, length: number): string {
  return (h.head + h.unit.repeat(Math.ceil(length / h.unit.length)) + h.tail).replace(/\/{2,}/g, '/');
}
