/**
 * The hint under the TODO of a Ruby `mount`: a Rack application is Ruby code and is not
 * imported, but an engine that becomes a railroute Router is mounted by a call the reader
 * can write, and this is that call.
 */
import { isKind, kind, type RubyNode } from './ruby-nodes';
import { jsString, literalText } from './values';

/**
 * The `r.mount(...)` to write for `mount Blog::Engine => '/blog'` or
 * `mount Blog::Engine, at: '/x', as: 'y'`, once the engine is a railroute Router
 * (`blogEngine` named after the Ruby constant). Only literal paths and names are shown.
 */
export function mountHint(args: RubyNode[]): string | undefined {
  let app: RubyNode | undefined;
  const options: string[] = [];
  for (const arg of args) {
    if (!isKind(arg, 'KeywordHashNode', 'HashNode')) {
      app ??= arg;
      continue;
    }
    for (const element of arg.elements) {
      if (!isKind(element, 'AssocNode')) return undefined;
      const key = literalText(element.key);
      const value = literalText(element.value);
      if (kind(element.key) === 'SymbolNode' && (key === 'at' || key === 'as' || key === 'via') && value !== undefined)
        options.push(`${key}: ${jsString(value)}`);
      else if (kind(element.key) !== 'SymbolNode' && value !== undefined && app === undefined) {
        app = element.key;
        options.unshift(`at: ${jsString(value)}`);
      }
    }
  }
  const constant = app && /^Constant(Path|Read)Node$/.test(kind(app)) ? constantName(app) : undefined;
  if (!constant || !options.some((option) => option.startsWith('at: '))) return undefined;
  return `r.mount(${constant}, { ${options.join(', ')} })`;
}

/** `Blog::Engine` → `blogEngine`: a JS name for the Router that replaces a Ruby engine. */
function constantName(node: RubyNode): string | undefined {
  const parts: string[] = [];
  // A `ConstantPathNode` (`Blog::Engine`) names its last part and holds the rest as its parent.
  for (let current: RubyNode | undefined = node; current; current = parentOf(current)) {
    if (!('name' in current) || typeof current.name !== 'string') return undefined;
    parts.unshift(current.name);
    if (kind(current) === 'ConstantReadNode') break;
  }
  const name = parts.map((part, i) => (i === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part)).join('');
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : undefined;
}

/** The node a `ConstantPathNode` is scoped in (`Blog` of `Blog::Engine`); none for other nodes. */
const parentOf = (node: RubyNode): RubyNode | undefined =>
  isKind(node, 'ConstantPathNode') ? (node.parent ?? undefined) : undefined;
