/**
 * A request-constraint object of the app (`constraints: SlugConstraint.new(Page)`, or
 * `constraints SlugConstraint.new(Trail) do ... end`) is Ruby code: its class becomes a typed
 * stub of the same name above the export, one per class, and each route keeps its own
 * instance (`new SlugConstraint('Page')`: the arguments as written, the app's constants by
 * name). So the table still shows which routes are constrained (and `routes --unreachable`
 * does not report the routes after them), and the module type-checks. Until the class is
 * ported, `matches` refuses every request: a route whose condition is unknown takes none.
 * Only a value in constraint position becomes a stub (values.ts `constraintToJs`):
 * `to: HealthCheck.new` is a Rack app, not a condition, and stays a TODO.
 */
import { isKind, type RubyNode } from './ruby-nodes';

/** The TODO reason of a constraint kept as a stub's instance (the call keeps it). */
export const STUB_KEPT =
  'a request-constraint object of the app: kept as an instance of a stub class to port, which refuses every request until then';

/** A stub class the module declares: its JS name, the Ruby class it stands for, where it is first used. */
export interface ConstraintStub {
  name: string;
  ruby: string;
  line: number;
}

/** `Admin::SlugConstraint` for a constant read or path; undefined for anything else. */
export function constantPath(node: RubyNode | null | undefined): string | undefined {
  if (isKind(node, 'ConstantReadNode')) return node.name;
  if (isKind(node, 'ConstantPathNode')) {
    if (node.name === null) return undefined;
    if (node.parent === null) return node.name;
    const parent = constantPath(node.parent);
    return parent === undefined ? undefined : `${parent}::${node.name}`;
  }
  return undefined;
}

/** `SomeClass.new(...)` without a block: an object of the app, which in constraint position becomes a stub. */
export function isConstraintObject(node: RubyNode): boolean {
  return isKind(node, 'CallNode') && node.name === 'new' && !node.block && constantPath(node.receiver) !== undefined;
}

/** The stub classes, declared above the export (TypeScript, or JavaScript with JSDoc). */
export function stubLines(stubs: Iterable<ConstraintStub>, js: boolean): string[] {
  const lines: string[] = [];
  for (const { name, ruby } of stubs) {
    lines.push(
      `// TODO(railroute import): port ${ruby}, a request constraint of the Rails app (its matches?(request)):`,
      '// until then it refuses every request, so the routes it guards take none.',
      `class ${name} {`,
    );
    if (js) {
      lines.push(
        '  /** @param {...unknown} args what the Rails routes passed to new */',
        '  constructor(...args) { this.args = args; }',
        "  /** @param {import('railroute').RequestLike} _req @returns {boolean} */",
        '  matches(_req) { return false; }',
      );
    } else {
      lines.push(
        '  readonly args: unknown[];',
        '  constructor(...args: unknown[]) { this.args = args; }',
        '  matches(_req: RequestLike): boolean { return false; }',
      );
    }
    lines.push('}');
  }
  return lines;
}
