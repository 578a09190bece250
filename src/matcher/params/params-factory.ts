/**
 * Building a match's params object. Parameter names differ from route to route (`post_id`,
 * `photo_id`, ...), so one generic loop of `params[name] = value` goes megamorphic. Instead
 * each *shape* of params (the base keys, then the parameter names, in order) gets a small
 * function with its keys written out, built once with `new Function` and shared by every
 * route of that shape: a hundred `resources` share one `{ controller, action, id }`
 * builder, so the call site stays monomorphic and the objects share one hidden class
 * (measured on nested lookups, 33 parent names: ~950 → ~780 ns with a function per route;
 * one per shape took a dynamic lookup's params from ~45 to ~20 ns). Keys are JSON-quoted;
 * `__proto__` is a computed key, so it stays an own property.
 */
import type { Route, RouteInfo } from '../../definition/route';
import { paramsFrom } from '../recognizer';

type Values = ReadonlyArray<string | undefined>;
/** Null when a value is not valid percent-encoding (a 400). */
type ShapeBuilder = (
  decode: (value: string) => string,
  controller: unknown,
  action: unknown,
  base: Readonly<Record<string, unknown>>,
  v0: string | undefined,
  v1: string | undefined,
  v2: string | undefined,
  v3: string | undefined,
  values: Values,
) => Record<string, unknown> | null;

/**
 * The first values come as arguments, read by the (optimized) caller: most builders are
 * called too rarely to leave baseline code, where each `v[i]` and `.indexOf` is an inline
 * cache call of ~80-100 instructions (callgrind, 655k lookups of the harness mix: baseline
 * load ICs 2.43M -> 1.33M calls, ~120 instructions a lookup less).
 */
const VALUE_ARGUMENTS = 4;

/** A value, decoded only when it holds an escape (throws on a malformed one: a 400). */
function decode(value: string): string {
  return value.indexOf('%') === -1 ? value : decodeURIComponent(value);
}

function key(name: string): string {
  return name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
}

function value(i: number): string {
  return i < VALUE_ARGUMENTS ? `v${i}` : `v[${i}]`;
}

/**
 * The builder's source; `escaped`: some value may hold an escape (each is decoded, a malformed
 * one makes the builder answer null). Without, values are taken as they are: a walk that saw
 * no `%` in them asks for that builder (quick-walk.ts), and skips a decoder call a value.
 */
function shapeSource(route: Route, escaped: boolean): string {
  return sourceOf(Object.keys(route.baseParams), route.pattern.names, route.pattern.required, escaped);
}

/** `shapeSource` of a shape: the base params' keys, the path's names, the required ones. */
function sourceOf(
  baseKeys: readonly string[],
  names: readonly string[],
  requiredNames: readonly string[],
  escaped: boolean,
): string {
  const required = new Set(requiredNames);
  const fields: string[] = [];
  const decoded = (i: number): string => (escaped ? `d(${value(i)})` : value(i));
  // Controller and action come as arguments: read from each route's own base object they
  // are two inline-cache calls a lookup in builders that stay in baseline code (93 shapes on
  // the harness table; see VALUE_ARGUMENTS).
  for (const name of baseKeys) {
    if (required.has(name)) continue;
    const value = name === 'controller' ? 'c' : name === 'action' ? 'a' : `b[${JSON.stringify(name)}]`;
    fields.push(`${key(name)}: ${value}`);
  }
  const optional: string[] = [];
  names.forEach((name, i) => {
    if (required.has(name)) {
      // A name may come more than once (`(/locale/:locale)/locale/:locale`): the last value
      // given wins, as in Rails, one left out by its group taking none (nor a decoder call).
      const first = names.indexOf(name);
      if (first !== i) return;
      let given = value(i);
      for (let j = i + 1; j < names.length; j++)
        if (names[j] === name) given = `(${value(j)} !== undefined ? ${value(j)} : ${given})`;
      fields.push(`${key(name)}: ${escaped ? `d(${given})` : given}`);
    } else if (name === '__proto__') {
      optional.push(
        `if (${value(i)} !== undefined) Object.defineProperty(o, '__proto__', { value: ${decoded(i)}, enumerable: true, writable: true, configurable: true });`,
      );
    } else optional.push(`if (${value(i)} !== undefined) o[${JSON.stringify(name)}] = ${decoded(i)};`);
  });
  const body = `const o = { ${fields.join(', ')} };\n${optional.join('\n')}\nreturn o;`;
  // The try/catch is in the generated function itself: one call per match, no wrapper.
  return escaped ? `try {\n${body}\n} catch (e) {\nreturn null;\n}` : body;
}

/**
 * The commonest shapes, built in place by `ParamsSlot.make` (no call to a generated builder):
 * a `resources` table's `{ controller, action }` and `{ controller, action, id }`, each with
 * an optional format or without. A shape is one of them when its builder's source is theirs, so
 * the object made in place is the one the builder would make (same keys, same order).
 */
const NOT_READY = -1;
const BUILT = 0;
const BARE = 1;
const ID = 2;
const ID_FORMAT = 3;
const BARE_FORMAT = 4;
const IN_PLACE = new Map<string, number>([
  [sourceOf(['controller', 'action'], [], [], false), BARE],
  [sourceOf(['controller', 'action'], ['id'], ['id'], false), ID],
  [sourceOf(['controller', 'action'], ['id', 'format'], ['id'], false), ID_FORMAT],
  [sourceOf(['controller', 'action'], ['format'], [], false), BARE_FORMAT],
]);

/** Shape builders by their source. */
export type ShapeBuilders = Map<string, ShapeBuilder>;

/**
 * The builders of every matcher in the process: a builder is a function of its source alone,
 * and one made for an earlier table (or a reload) is already optimized where a new one would
 * start cold (measured on the shared harness: a 1,000-route table built after others ran at
 * ~0.8 of the prototype, which shares its builders so, against ~1.0 alone). Bounded, as the
 * shapes are the application's: past the bound the cache starts again.
 */
export const SHARED_BUILDERS: ShapeBuilders = new Map();
const SHARED_LIMIT = 4096;

function builderFor(route: Route, builders: ShapeBuilders | null, escaped: boolean): ShapeBuilder {
  // Nested default objects are copied per match, and without code generation every route
  // builds its params so: the general builder does that.
  // Values may come in a longer reused array (quick-walk.ts): only the route's own are read.
  if (route.nestedDefaults || builders === null)
    return (_decode, _controller, _action, _base, _v0, _v1, _v2, _v3, values) =>
      paramsFrom(route, values.slice(0, route.pattern.names.length));
  const source = shapeSource(route, escaped);
  let builder = builders.get(source);
  if (builder === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    builder = new Function('d', 'c', 'a', 'b', 'v0', 'v1', 'v2', 'v3', 'v', source) as ShapeBuilder;
    if (builders.size >= SHARED_LIMIT) builders.clear();
    builders.set(source, builder);
  }
  return builder;
}

/**
 * A route's params maker, its builder looked up on the route's first match: most routes of
 * a large table are never matched by a given process (measured: 66 → 54 MB retained at
 * 10,000 routes when per-route builders were made lazily).
 */
export class ParamsSlot {
  // Fields in the order a lookup reads them (see trie.ts Node).
  /**
   * How values that hold no escape become params: one of the shapes built in place
   * (`IN_PLACE`), BUILT (`rawBuilder`), or NOT_READY before the route's first such match.
   */
  private rawShape = NOT_READY;
  /** The builder that takes values as they are, and the one that decodes each (`make`). */
  private rawBuilder: ShapeBuilder | null = null;
  /**
   * `route.baseParams` and its controller and action, kept here: a lookup need not load the
   * (large) route. Read with the builder, on the route's first match: a table's slots are
   * all made when it is compiled, and most of its routes are never matched.
   */
  private controller: unknown = undefined;
  private action: unknown = undefined;
  private base: Readonly<Record<string, unknown>> = NO_BASE;
  private routeInfo: RouteInfo | undefined = undefined;
  private builder: ShapeBuilder | null = null;
  readonly route: Route;
  /** Null: no generated builders (the general one for every route). */
  private readonly builders: ShapeBuilders | null;

  constructor(route: Route, builders: ShapeBuilders | null) {
    this.route = route;
    this.builders = builders;
  }

  /** The route's `RouteInfo` (what `Router.recognize` answers with). */
  get info(): RouteInfo {
    return (this.routeInfo ??= this.route.info());
  }

  /**
   * The route's params from the match's values; null when a value is badly escaped.
   * `escaped` false: the caller knows no value holds a `%` (a decoder call a value less:
   * ~1,000 of ~5,000 instructions of a dynamic lookup, the builders staying in baseline code).
   */
  make(values: Values, escaped = true): Record<string, unknown> | null {
    if (!escaped) {
      // No call: the builder is a different function from shape to shape, a call through a
      // megamorphic site that loads its function, code and context (see IN_PLACE; counted on
      // the harness mix, warm: 3,192 -> 3,166 instructions a lookup).
      switch (this.rawShape) {
        case ID:
          return { controller: this.controller, action: this.action, id: values[0] };
        case BARE:
          return { controller: this.controller, action: this.action };
        case ID_FORMAT: {
          const params: Record<string, unknown> = { controller: this.controller, action: this.action, id: values[0] };
          if (values[1] !== undefined) params.format = values[1];
          return params;
        }
        case BARE_FORMAT: {
          const params: Record<string, unknown> = { controller: this.controller, action: this.action };
          if (values[0] !== undefined) params.format = values[0];
          return params;
        }
      }
    }
    const builder = escaped ? (this.builder ?? this.prepare(true)) : (this.rawBuilder ?? this.prepare(false));
    return builder(decode, this.controller, this.action, this.base, values[0], values[1], values[2], values[3], values);
  }

  private prepare(escaped: boolean): ShapeBuilder {
    const base = this.route.baseParams;
    this.base = base;
    this.controller = base.controller;
    this.action = base.action;
    const builder = builderFor(this.route, this.builders, escaped);
    if (escaped) this.builder = builder;
    else {
      this.rawBuilder = builder;
      // Without generated builders (`codegen: false`) or with nested defaults, the general one.
      const inPlace =
        this.builders === null || this.route.nestedDefaults ? undefined : IN_PLACE.get(shapeSource(this.route, false));
      this.rawShape = inPlace ?? BUILT;
    }
    return builder;
  }
}

/** A slot's base before its first match. */
const NO_BASE: Readonly<Record<string, unknown>> = Object.freeze({});
