/**
 * Writes the body of a `--client` module and of its `.d.ts` side by side: each route's data
 * once, one exported function (and its overloads) per helper with its other spellings as
 * aliases, and an exported proxy object per named engine mount, nested as the engines are.
 */
import type { Engine } from '../definition/engine';
import { mountedEngine } from '../definition/engine';
import type { Route } from '../definition/route';
import { definedNames, helperDefinitions } from '../helpers/helper-names';
import { hasSelected, helperTable, nestedMounts, type HelperSource } from './client-helper-table';
import { literal, routeData } from './client-route-data';
import { selectionNames } from './route-selection';
import { signatures } from './types-generator';

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The module's lines (`js`) and its declarations' (`dts`), added to as the table is walked. */
export class ClientModuleWriter {
  readonly js: string[] = [];
  readonly dts: string[] = [];
  private readonly data = new Map<Route, string>();
  private proxies = 0;
  private resolvers = 0;
  usesProxies = false;

  constructor(
    private readonly selected: (names: readonly string[]) => boolean,
    /** Whether engines' `defaultUrlOptions` go into the module (`--default-url-options`). */
    private readonly withDefaults: boolean,
  ) {}

  /** The const holding a route's data, written once however many helpers use it. */
  dataOf(route: Route): string {
    let name = this.data.get(route);
    if (name === undefined) {
      name = `$r${this.data.size}`;
      this.data.set(route, name);
      this.js.push(`const ${name} = ${routeData(route)};`);
    }
    return name;
  }

  /** One exported function per helper, the other spellings of the same helper as aliases of it. */
  helpers(source: HelperSource): void {
    const groups = new Map<string, string[]>();
    const table = helperTable(source);
    for (const [name, { route, url }] of table) {
      if (!this.selected(selectionNames([], route))) continue;
      const key = `${this.dataOf(route)}|${url}`;
      const names = groups.get(key) ?? [];
      names.push(name);
      groups.set(key, names);
    }
    for (const [key, names] of groups) {
      const [data, url] = key.split('|') as [string, string];
      const [first, ...others] = names as [string, ...string[]];
      const { route } = table.get(first) as { route: Route };
      this.js.push(`export function ${first}(...args) {\n  return $gen(${data}, args, ${url}, $APP);\n}`);
      for (const overload of signatures(route, source.defaultUrlOptions))
        this.dts.push(`export declare function ${first}${overload};`);
      if (others.length > 0) {
        const aliases = `export { ${others.map((other) => `${first} as ${other}`).join(', ')} };`;
        this.js.push(aliases);
        this.dts.push(aliases);
      }
    }
  }

  /** `export const help = { ... }` for each named engine mount: its helpers behind the mount. */
  mounts(source: HelperSource): void {
    // As on the server, a helper of the same name keeps it (and the module's own exports stay theirs).
    const taken = definedNames(helperDefinitions(source.routes, source.directNames));
    for (const name of ['ArgumentError', 'UrlGenerationError', 'configureUrlOptions']) taken.add(name);
    for (const route of source.routes) {
      const engine = mountedEngine(route);
      if (!engine || route.name === undefined || taken.has(route.name)) continue;
      taken.add(route.name);
      // Nothing of a proxy whose routes are all left out reaches the module, not even its mount's path.
      if (!hasSelected(engine, [route.name], this.selected)) continue;
      this.usesProxies = true;
      const { js, type } = this.proxy(route, engine, '$top', [route.name]);
      const name = `$p${this.proxies++}`;
      this.js.push(`const ${name} = ${js};`, `export { ${name} as ${route.name} };`);
      this.dts.push(`declare const ${name}: ${type};`, `export { ${name} as ${route.name} };`);
    }
  }

  /** The proxy object of an engine mounted behind `mounts`: its selected helpers and the proxies of its selected mounts. */
  private proxy(
    mount: Route,
    engine: Engine,
    outer: string,
    mounts: readonly string[],
    depth = 1,
  ): { js: string; type: string } {
    const at = `$m${this.resolvers++}`;
    const source: HelperSource = {
      routes: engine.routes(),
      directNames: engine.directNames(),
      defaultUrlOptions: this.withDefaults ? engine.defaultUrlOptions() : {},
    };
    this.js.push(
      `const ${at} = /* @__PURE__ */ $mountAt(${this.dataOf(mount)}, ${literal(source.defaultUrlOptions)}, ${outer});`,
    );
    const members: string[] = [];
    const types: string[] = [];
    const indent = '  '.repeat(depth);
    for (const [name, { route, url }] of helperTable(source)) {
      if (!this.selected(selectionNames(mounts, route))) continue;
      members.push(
        `${indent}${propertyName(name)}: /* @__PURE__ */ $proxyHelper(${this.dataOf(route)}, ${url}, ${at}),`,
      );
      for (const overload of signatures(route, source.defaultUrlOptions))
        types.push(`${indent}${propertyName(name)}${overload};`);
    }
    for (const { route, engine: inner } of nestedMounts(source)) {
      if (!hasSelected(inner, [...mounts, route.name], this.selected)) continue;
      const nested = this.proxy(route, inner, at, [...mounts, route.name], depth + 1);
      members.push(`${indent}${propertyName(route.name)}: ${nested.js},`);
      types.push(`${indent}${propertyName(route.name)}: ${nested.type};`);
    }
    const close = '  '.repeat(depth - 1);
    return { js: `{\n${members.join('\n')}\n${close}}`, type: `{\n${types.join('\n')}\n${close}}` };
  }
}
