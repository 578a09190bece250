/**
 * The routes in the block of a call the importer cannot translate (a gem's `api_version(...)
 * do`, `admin_resources :orders do`) are imported without it. What needs the scope that call
 * presumably made is a TODO instead, or the draw would fail where Rails' does not: `member`,
 * `collection` or `on:` outside a resource, and a route name given explicitly (`as:`)
 * elsewhere in the file too.
 */
import { fieldsOf, isKind, isNode, type AssocNode, type CallNode, type RubyNode } from './ruby-nodes';
import { literalText } from './values';

/** Calls that Rails allows only in a resource scope. */
export const RESOURCE_ONLY = new Set(['member', 'collection', 'new', 'nested']);

/** Why a statement in such a block cannot be imported without that scope, or undefined. */
export function lostScope(node: CallNode, inResource: boolean, names: Map<string, number>): string | undefined {
  const name = node.name;
  const args = node.arguments_?.arguments_ ?? [];
  const options = args[args.length - 1];
  const on =
    isKind(options, 'KeywordHashNode', 'HashNode') &&
    options.elements.some((pair) => isKind(pair, 'AssocNode') && literalText(pair.key) === 'on');
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
    if (isKind(node, 'AssocNode') && literalText(node.key) === 'as') {
      const name = literalText(node.value);
      if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [, value] of fieldsOf(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(root);
  return counts;
}

/** How often each route name is given explicitly (`as: 'activity_stream'`) in a file. */
/** The literal `as:` name among a call's options, if any. */
function nameOption(call: CallNode): string | undefined {
  const args = call.arguments_?.arguments_ ?? [];
  const last = args[args.length - 1];
  if (!isKind(last, 'KeywordHashNode', 'HashNode')) return undefined;
  const pair = last.elements.find(
    (element): element is AssocNode => isKind(element, 'AssocNode') && literalText(element.key) === 'as',
  );
  return pair ? literalText(pair.value) : undefined;
}
