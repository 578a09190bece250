/**
 * A DSL call's options hash as the JS options object of the railroute call, with the keys
 * Rails reads as defaults moved under `defaults:`. The options that cannot be translated
 * have already been taken out (option-pruning.ts).
 */
import { MATCH_OPTIONS } from '../definition/vocabulary';
import { isKind, kind, type AssocNode, type RubyNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { hashToJs, literalText, toJs, type ValueContext } from './values';

/**
 * The options as a JS object literal, or a variable holding them (a concern's `options`).
 * A key Rails reads as a default (not an option, not a RegExp, not a parameter of `paths`)
 * moves under `defaults:`, which means the same to Rails and railroute and keeps the
 * typed option literals free of unknown keys. It goes after the keys of a literal
 * `defaults:` hash, as Rails lets it win over them.
 */
export function optionsArg(options: RubyNode | undefined, context: ValueContext, paths: RubyNode[] = []): string[] {
  if (!options) return [];
  // Otherwise a variable (a concern's `options`), as `splitOptions` found it.
  if (!isKind(options, 'HashNode', 'KeywordHashNode')) return [toJs(options, context)];
  const { kept, defaults } = withDefaults(
    options.elements,
    context,
    paths.map((path) => literalText(path) ?? ''),
  );
  if (defaults === undefined) return [hashToJs(kept, context)];
  const rest = kept.length > 0 ? hashToJs(kept, context).slice(2, -2) : '';
  return [`{ ${rest ? `${rest}, ` : ''}defaults: ${defaults} }`];
}

/**
 * The pairs that stay as they are, and the `defaults:` object (when some key is a default)
 * merging a literal `defaults:` hash and the default keys (`kept` then lacks both).
 */
export function withDefaults(
  elements: RubyNode[],
  context: ValueContext,
  paths: string[],
  valueOf = toJs,
): { kept: RubyNode[]; defaults?: string } {
  const params = new Set(paths.flatMap((path) => [...path.matchAll(/[:*]([A-Za-z_]\w*)/g)].map((m) => m[1] as string)));
  const isDefault = (element: RubyNode): boolean => {
    if (!isKind(element, 'AssocNode')) return false;
    const key = literalText(element.key);
    return key !== undefined && !MATCH_OPTIONS.has(key) && !params.has(key) && !isRegexp(element.value, context);
  };
  const extras = elements.filter(isDefault);
  if (extras.length === 0) return { kept: elements };
  const kept = elements.filter((element) => !isDefault(element));
  const defaultsPair = kept.find(
    (element): element is AssocNode => isKind(element, 'AssocNode') && literalText(element.key) === 'defaults',
  );
  const literal =
    defaultsPair && isKind(defaultsPair.value, 'HashNode', 'KeywordHashNode') ? defaultsPair.value.elements : undefined;
  if (defaultsPair && !literal) throw new Untranslatable('defaults given as a variable beside default keys');
  return {
    kept: kept.filter((element) => element !== defaultsPair),
    defaults: hashToJs([...(literal ?? []), ...extras], context, valueOf),
  };
}

/** A regexp literal, or a constant of the file that holds one. */
function isRegexp(node: RubyNode, context: ValueContext): boolean {
  if (kind(node) === 'RegularExpressionNode') return true;
  return isKind(node, 'ConstantReadNode') && context.constants.get(node.name) === 'RegularExpressionNode';
}
