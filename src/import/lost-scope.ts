/**
 * The routes in the block of a call the importer cannot translate (a gem's `api_version(...)
 * do`, `admin_resources :orders do`) are imported without it. What needs the scope that call
 * presumably made is a TODO instead, or the draw would fail where Rails' does not: `member`,
 * `collection` or `on:` outside a resource, and a route name given explicitly (`as:`)
 * elsewhere in the file too.
 */
import type { RubyNode } from './prism';
import { kind, literalText } from './values';

/** Calls that Rails allows only in a resource scope. */
export const RESOURCE_ONLY = new Set(['member', 'collection', 'new', 'nested']);

/** Why a statement in such a block cannot be imported without that scope, or undefined. */
export function lostScope(node: RubyNode, inResource: boolean, names: Map<string, number>): string | undefined {
  const name = node.name as string;
  const args = (node.arguments_?.arguments_ ?? []) as RubyNode[];
  const options = args[args.length - 1];
  const on =
    !!options &&
    ['KeywordHashNode', 'HashNode'].includes(kind(options)) &&
    (options.elements as RubyNode[]).some((pair) => kind(pair) === 'AssocNode' && literalText(pair.key) === 'on');
  if (!inResource && (RESOURCE_ONLY.has(name) || on))
    return `${name}${on ? ' with on:' : ''} outside a resource: the call above that could not be translated presumably made one`;
  const as = nameOption(node);
  if (as !== undefined && (names.get(as) ?? 0) > 1)
    return `the route name ${as} is given elsewhere too: the call above that could not be translated presumably scoped it`;
  return undefined;
}

/** How often each route name is given explicitly (`as: 'activity_stream'`) in a file. */
export function explicitNames(root: RubyNode): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: RubyNode): void => {
    if (kind(node) === 'AssocNode' && literalText(node.key) === 'as') {
      const name = literalText(node.value);
      if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && /Node$/.test(kind(child as RubyNode))) visit(child as RubyNode);
      }
    }
  };
  visit(root);
  return counts;
}

/** How often each route name is given explicitly (`as: 'activity_stream'`) in a file. */
/** The literal `as:` name among a call's options, if any. */
function nameOption(call: RubyNode): string | undefined {
  const args = (call.arguments_?.arguments_ ?? []) as RubyNode[];
  const last = args[args.length - 1];
  if (!last || !['KeywordHashNode', 'HashNode'].includes(kind(last))) return undefined;
  const pair = (last.elements as RubyNode[]).find(
    (element) => kind(element) === 'AssocNode' && literalText(element.key) === 'as',
  );
  return pair ? literalText(pair.value) : undefined;
}
