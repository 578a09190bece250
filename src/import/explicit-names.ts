/**
 * How often each route name is given explicitly (`as: 'activity_stream'`) in a file. The
 * routes in the block of a call the importer cannot translate (a gem's `api_version(...) do`)
 * are imported without it; when that call scoped their names, one may now clash with a route
 * of the same name elsewhere, and the draw would fail. Such a route is a TODO instead.
 */
import type { RubyNode } from './prism';
import { kind, literalText } from './values';

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

/** The literal `as:` name among a call's options, if any. */
export function nameOption(call: RubyNode): string | undefined {
  const args = (call.arguments_?.arguments_ ?? []) as RubyNode[];
  const last = args[args.length - 1];
  if (!last || !['KeywordHashNode', 'HashNode'].includes(kind(last))) return undefined;
  const pair = (last.elements as RubyNode[]).find((element) => kind(element) === 'AssocNode' && literalText(element.key) === 'as');
  return pair ? literalText(pair.value) : undefined;
}
