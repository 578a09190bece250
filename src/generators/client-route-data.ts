/**
 * The routes of a `--client` module as data: each route one object literal (`$r0 = { n, t,
 * c, a, d, k, s, u }`), the data the server's helpers build from too (url-rules/route-data.ts),
 * that the one URL builder reads, and the JavaScript literals its defaults and options are
 * written as.
 */
import type { Route } from '../definition/route';
import { plainRouteData } from '../helpers/route-data';
import type { PathToken } from '../url-rules/route-data';
import { valueText } from '../url-rules/values';
import { valueProgram } from '../matcher/constraints/value-check';
import type { Program } from '../matcher/constraints/program';

/** A JavaScript literal for a default or option value; what is not data becomes text. */
export function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${Array.from(value, literal).join(', ')}]`;
  const proto: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    // `__proto__` as a computed key stays an own key, as the server's null-prototype maps keep it.
    const entries = Object.keys(value).map(
      (key) =>
        `${key === '__proto__' ? '["__proto__"]' : JSON.stringify(key)}: ${literal((value as Record<string, unknown>)[key])}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(valueText(value));
}

/** The path tokens as a literal: text, `{ p: name }`, `{ g: name }`, a list for an optional group. */
function tokensLiteral(list: readonly PathToken[]): string {
  const token = (item: PathToken): string => {
    if (typeof item === 'string') return JSON.stringify(item);
    if (Array.isArray(item)) return tokensLiteral(item as readonly PathToken[]);
    const param = item as { p?: string; g?: string };
    return param.g === undefined ? `{ p: ${JSON.stringify(param.p)} }` : `{ g: ${JSON.stringify(param.g)} }`;
  };
  return `[${list.map(token).join(', ')}]`;
}

/**
 * How the module checks a required value: the program the server's helpers simulate
 * (value-check.ts, url-rules/value-program.ts: linear in the value, lookaround included),
 * or, for a string requirement or a constraint that is not regular, the whole-value RegExp
 * source the server tests (route.ts `wholeValue`).
 */
function checkData(route: Route, key: string): string {
  const requirement = route.requirements[key];
  const program = requirement instanceof RegExp ? valueProgram(requirement) : null;
  return program === null ? JSON.stringify((route.checks[key] as RegExp).source) : programLiteral(program);
}

function programLiteral(program: Program): string {
  const looks = program.looks.map(
    (look) =>
      `{ program: ${programLiteral(look.program)}, ahead: ${look.ahead}, negate: ${look.negate}, decided: null }`,
  );
  const counts = program.counts.map(
    (count) =>
      `{ ranges: [${count.ranges.join(', ')}], min: ${count.min}, max: ${literal(count.max)}, greedy: ${count.greedy} }`,
  );
  return `{ ops: [${program.ops.join(', ')}], args: [${program.args.join(', ')}], args2: [${program.args2.join(', ')}], sets: [${program.sets.map((set) => `[${set.join(', ')}]`).join(', ')}], looks: [${looks.join(', ')}], counts: [${counts.join(', ')}] }`;
}

/** The route's data (helpers/route-data.ts, url-rules/route-data.ts) as a literal, its constraints as the module checks them. */
export function routeData(route: Route): string {
  const data = plainRouteData(route);
  const fields = [`t: ${tokensLiteral(data.t)}`];
  if (data.n !== undefined) fields.unshift(`n: ${JSON.stringify(data.n)}`);
  if (data.c !== undefined) fields.push(`c: ${JSON.stringify(data.c)}`);
  if (data.a !== undefined) fields.push(`a: ${JSON.stringify(data.a)}`);
  if (data.d !== undefined) fields.push(`d: ${literal(data.d)}`);
  const checks = Object.keys(route.checks);
  if (checks.length > 0)
    fields.push(`k: { ${checks.map((key) => `${JSON.stringify(key)}: ${checkData(route, key)}`).join(', ')} }`);
  if (data.s !== undefined) fields.push(`s: ${literal([...data.s])}`);
  if (data.u !== undefined) fields.push(`u: ${literal(data.u)}`);
  return `{ ${fields.join(', ')} }`;
}
