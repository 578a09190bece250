/**
 * Reading a DSL call's arguments: the options hash at its end (or a variable holding
 * one), the name a resource, namespace, scope or concern is given, and the parameters of
 * its block. What is not a literal the importer can read throws `Untranslatable`.
 */
import { isKind, type BlockNode, type RubyNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { describe, jsString, literalText, type ValueContext } from './values';

/** The trailing `key: value` pairs of a call (or a `{ ... }` literal in last place). */
export function splitOptions(args: RubyNode[], context: ValueContext): { positional: RubyNode[]; options?: RubyNode } {
  const last = args[args.length - 1];
  const isVariable = isKind(last, 'LocalVariableReadNode') && context.vars.has(last.name);
  if (last && (isKind(last, 'KeywordHashNode', 'HashNode') || isVariable))
    return { positional: args.slice(0, -1), options: last };
  return { positional: args };
}

/** A resource, namespace or scope name: a Symbol or String, as a string. */
export function nameArg(node: RubyNode): string {
  const text = literalText(node);
  if (text === undefined) throw new Untranslatable(describe(node));
  return jsString(text);
}

/** The names of a block's (or lambda's) parameters; none for numbered or `it` parameters. */
export function blockParams(block: BlockNode): string[] {
  const parameters = isKind(block.parameters, 'BlockParametersNode') ? block.parameters.parameters : undefined;
  if (!parameters) return [];
  if (parameters.optionals.length > 0 || parameters.rest || parameters.keywords.length > 0) {
    throw new Untranslatable('a block with optional, rest or keyword parameters');
  }
  return parameters.requireds.map((param) => {
    if (!isKind(param, 'RequiredParameterNode')) throw new Untranslatable('a destructuring block parameter');
    return param.name;
  });
}
