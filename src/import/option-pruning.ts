/**
 * An option whose value cannot be translated (a constant of the app, a lambda, a
 * ternary) leaves only itself out, not the whole call: `resources :rubygems, constraints: {
 * id: Patterns::ROUTE_PATTERN, format: /json|yaml/ } do ... end` keeps the resource, its
 * block and the `format` constraint; the `id` entry becomes a TODO comment above the call.
 * Options that decide which route is drawn or where it goes (`to:`, `as:`, `only:`, ...)
 * are never left out: without them the route would be another route, so such a call stays
 * a TODO as a whole.
 */
import { copyNode } from './literal-nodes';
import { isKind, type RubyNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { isConstraintObject, STUB_KEPT } from './constraint-stubs';
import { constraintToJs, literalText, toJs, type ValueContext } from './values';

/** An option left out of a call, with why. */
export interface LeftOut {
  node: RubyNode;
  reason: string;
  /** The option the node is one entry of (`only` for `:index` in `only: [:index, :show]`). */
  option?: string;
  /** Kept in the call all the same (a constraint object as a stub's instance): a TODO, not left out. */
  kept?: boolean;
}

/** What a TODO reason ends with when only an option was left out. */
export const LEFT_OUT = 'left out: the rest of the call is imported';

const ESSENTIAL = new Set([
  'to',
  'controller',
  'action',
  'as',
  'via',
  'on',
  'path',
  'module',
  'only',
  'except',
  'param',
  'shallow',
  'shallow_path',
  'shallow_prefix',
  'concerns',
  'format',
  'path_names',
  'at',
  'internal',
  'anchor',
]);
/** Options whose hash value is a set of independent entries, each of which may be left out. */
const ENTRY_WISE = new Set(['constraints', 'defaults']);
const HASH = ['HashNode', 'KeywordHashNode'] as const;

/** Why the value does not translate, or undefined when it does. */
function untranslatable(node: RubyNode, context: ValueContext, translate = toJs): string | undefined {
  try {
    translate(node, { ...context, usesRedirect: false });
    return undefined;
  } catch (error) {
    if (error instanceof Untranslatable) return error.reason;
    throw error;
  }
}

/** The entries of a hash that translate; the others are pushed onto `leftOut`. */
function pruneEntries(
  elements: RubyNode[],
  context: ValueContext,
  leftOut: LeftOut[],
  essential: Set<string>,
): RubyNode[] {
  return elements.flatMap((element) => {
    if (!isKind(element, 'AssocNode')) return [element];
    const key = literalText(element.key);
    if (key !== undefined && essential.has(key)) return [element];
    if (key === undefined) {
      leftOut.push({ node: element, reason: 'a hash key that is Ruby code' });
      return [];
    }
    const value = element.value;
    if (ENTRY_WISE.has(key) && isKind(value, ...HASH)) {
      const entries = pruneEntries(value.elements, context, leftOut, new Set());
      if (same(entries, value.elements)) return [element];
      return entries.length === 0 ? [] : [copyNode(element, { value: copyNode(value, { elements: entries }) })];
    }
    const stub = key === 'constraints' && isConstraintObject(value);
    const reason = untranslatable(value, context, stub ? constraintToJs : toJs);
    if (reason === undefined) {
      // Still a TODO, holding the original option: the stub's class is to be ported.
      if (stub) leftOut.push({ node: element, reason: STUB_KEPT, kept: true });
      return [element];
    }
    leftOut.push({ node: element, reason });
    return [];
  });
}

/**
 * The options of a call without what cannot be translated (pushed onto `leftOut`). `all`:
 * every key may be left out (the hash of `constraints(...)`, `defaults(...)`).
 */
export function pruneOptions(
  options: RubyNode | undefined,
  context: ValueContext,
  leftOut: LeftOut[],
  all = false,
): RubyNode | undefined {
  if (!isKind(options, ...HASH)) return options;
  const elements = options.elements;
  const kept = pruneEntries(elements, context, leftOut, all ? new Set() : ESSENTIAL);
  return same(kept, elements) ? options : copyNode(options, { elements: kept });
}

const same = (a: RubyNode[], b: RubyNode[]): boolean => a.length === b.length && a.every((node, i) => node === b[i]);
