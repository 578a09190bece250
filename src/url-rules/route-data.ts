/**
 * A named route as the URL builder reads it: plain data, the same on the server (made from a
 * `Route`, helpers/route-data.ts) and in the `--client` module (written as a literal,
 * generators/client-route-data.ts), read once into the lists the builder needs (names,
 * required names, Rails' required parts, globs, constraint tests), and the path filled from
 * its tokens: an optional group appears only when every parameter in it has a value.
 */
import { requiredPartsOf } from './arguments';
import { newSimulation, programAccepts, type CheckProgram } from './value-program';
import { encodeSegment, encodeSlashedText, hasOwn } from './values';

/** A path token: text, `{ p }` a parameter, `{ g }` a glob, a list an optional group. */
export type PathToken = string | { readonly p: string } | { readonly g: string } | readonly PathToken[];

/** A required value's test (the server passes the matcher's, linear in the value). */
export interface ValueTester {
  test(value: string): boolean;
}

/**
 * A named route's data: `n` name, `c`/`a` controller and action, `t` tokens, `d` defaults,
 * `k` constraints (a program the value simulation runs, a whole-value RegExp source, or a
 * test), `s` scope option keys, `u` URL defaults (a route's `host:` and the like).
 */
export interface RouteData {
  readonly n?: string;
  readonly c?: string;
  readonly a?: string;
  readonly t: readonly PathToken[];
  readonly d?: Readonly<Record<string, unknown>>;
  readonly k?: Readonly<Record<string, CheckProgram | string | ValueTester>>;
  readonly s?: readonly string[];
  readonly u?: Readonly<Record<string, unknown>>;
  /** The data read once (`prepareRoute`), kept with it. */
  $?: PreparedRoute;
}

/** The route's data read once. */
export interface PreparedRoute {
  readonly name: string | undefined;
  readonly controller: string | undefined;
  readonly action: string | undefined;
  readonly tokens: readonly PathToken[];
  /** Parameter names in path order, repeats included. */
  readonly names: readonly string[];
  /** Those outside optional groups. */
  readonly required: readonly string[];
  /** Rails' `required_parts` (arguments.ts). */
  readonly parts: readonly string[];
  readonly globs: ReadonlySet<string>;
  readonly nameSet: ReadonlySet<string>;
  /** Each name once, in path order: what positional arguments fill. */
  readonly unique: readonly string[];
  /** A null-prototype copy: a parameter named `constructor` finds nothing inherited. */
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly hasDefaults: boolean;
  readonly checks: Readonly<Record<string, ValueTester>>;
  /** Rails' `optimize_helper?`: no glob and no segment constraint. */
  readonly optimizable: boolean;
  /** `{ controller, action, ...defaults }`: what a match of the route starts from. */
  readonly base: Readonly<Record<string, unknown>>;
  readonly scopeKeys: readonly string[];
  readonly urlDefaults: Readonly<Record<string, unknown>>;
}

function isProgram(check: CheckProgram | ValueTester): check is CheckProgram {
  return 'ops' in check;
}

function testerOf(check: CheckProgram | string | ValueTester): ValueTester {
  if (typeof check === 'string') return new RegExp(check);
  if (!isProgram(check)) return check;
  const state = newSimulation(check);
  return { test: (value: string) => programAccepts(state, value) };
}

function collectNames(
  list: readonly PathToken[],
  optional: boolean,
  names: string[],
  required: string[],
  globs: Set<string>,
): void {
  for (const token of list) {
    if (typeof token === 'string') continue;
    if (Array.isArray(token)) {
      collectNames(token as readonly PathToken[], true, names, required, globs);
      continue;
    }
    const param = token as { p?: string; g?: string };
    const name = (param.g ?? param.p) as string;
    names.push(name);
    if (!optional) required.push(name);
    if (param.g !== undefined) globs.add(name);
  }
}

/** The route's data read once (and kept on it). */
export function prepareRoute(data: RouteData): PreparedRoute {
  if (data.$ !== undefined) return data.$;
  const names: string[] = [];
  const required: string[] = [];
  const globs = new Set<string>();
  collectNames(data.t, false, names, required, globs);
  const defaults = Object.create(null) as Record<string, unknown>;
  let hasDefaults = false;
  if (data.d)
    for (const key of Object.keys(data.d)) {
      defaults[key] = data.d[key];
      hasDefaults = true;
    }
  const checks = Object.create(null) as Record<string, ValueTester>;
  let constrained = false;
  if (data.k)
    for (const key of Object.keys(data.k)) {
      checks[key] = testerOf(data.k[key] as CheckProgram | string | ValueTester);
      constrained = true;
    }
  const base: Record<string, unknown> = {};
  if (data.c !== undefined) base.controller = data.c;
  if (data.a !== undefined) base.action = data.a;
  const nameSet = new Set(names);
  return (data.$ = {
    name: data.n,
    controller: data.c,
    action: data.a,
    tokens: data.t,
    names,
    required,
    parts: requiredPartsOf(names, required),
    globs,
    nameSet,
    unique: [...nameSet],
    defaults,
    hasDefaults,
    checks,
    optimizable: globs.size === 0 && !constrained,
    base: hasDefaults ? { ...base, ...defaults } : base,
    scopeKeys: data.s ?? [],
    urlDefaults: data.u ?? {},
  });
}

/**
 * The path from the tokens and the values: an optional group appears only when every
 * parameter in it has a value; a glob and a `:controller` segment keep their slashes (a
 * namespaced controller), every other value is escaped as one segment.
 */
export function fillPath(route: PreparedRoute, values: Record<string, string>): string {
  const fill = (list: readonly PathToken[]): string | null => {
    let out = '';
    for (const token of list) {
      if (typeof token === 'string') out += token;
      else if (Array.isArray(token)) out += fill(token as readonly PathToken[]) ?? '';
      else {
        const param = token as { p?: string; g?: string };
        const name = (param.g ?? param.p) as string;
        const value = hasOwn(values, name) ? values[name] : undefined;
        if (value === undefined) return null;
        out += route.globs.has(name) || name === 'controller' ? encodeSlashedText(value) : encodeSegment(value);
      }
    }
    return out;
  };
  return fill(route.tokens) ?? '';
}
