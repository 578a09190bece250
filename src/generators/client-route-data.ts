/**
 * The routes of a `--client` module as data: each route one object literal (`$r0 = { n, t,
 * c, a, d, k, s, u }`) that the module's runtime (client-runtime.ts) reads to build a URL by
 * the server's rules, and the JavaScript literals its defaults and options are written as.
 */
import type { Token } from '../definition/path-pattern';
import type { Route } from '../definition/route';
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

function tokens(list: readonly Token[]): string {
  return `[${list
    .map((token) => {
      switch (token.type) {
        case 'text':
          return JSON.stringify(token.value);
        case 'param':
          return `{ p: ${JSON.stringify(token.name)} }`;
        case 'glob':
          return `{ g: ${JSON.stringify(token.name)} }`;
        case 'group':
          return tokens(token.tokens);
      }
    })
    .join(', ')}]`;
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

/** The route as the runtime reads it (client-runtime.ts, `$r`). */
export function routeData(route: Route): string {
  const fields = [`t: ${tokens(route.pattern.tokens)}`];
  if (route.name !== undefined) fields.unshift(`n: ${JSON.stringify(route.name)}`);
  if (route.controller !== undefined) fields.push(`c: ${JSON.stringify(route.controller)}`);
  if (route.action !== undefined) fields.push(`a: ${JSON.stringify(route.action)}`);
  if (Object.keys(route.defaults).length > 0) fields.push(`d: ${literal({ ...route.defaults })}`);
  const checks = Object.keys(route.checks);
  if (checks.length > 0)
    fields.push(`k: { ${checks.map((key) => `${JSON.stringify(key)}: ${checkData(route, key)}`).join(', ')} }`);
  if (route.scopeOptionKeys.length > 0) fields.push(`s: ${literal([...route.scopeOptionKeys])}`);
  if (Object.keys(route.urlDefaults).length > 0) fields.push(`u: ${literal({ ...route.urlDefaults })}`);
  return `{ ${fields.join(', ')} }`;
}
