/**
 * One routing DSL call of a routes file (`resources :photos, only: [:index] do`) as the
 * railroute call that declares the same routes (`r.resources('photos', { only: ['index'] }, (r) => {`).
 * A call that cannot be written faithfully throws `Untranslatable` with the reason. The verb
 * calls are match-calls.ts; the arguments are read by call-arguments.ts, the options written
 * by call-options.ts.
 */
import { VERB_METHODS } from '../definition/vocabulary';
import { blockParams, nameArg, splitOptions } from './call-arguments';
import { optionsArg } from './call-options';
import { jsName } from './js-names';
import { matchCalls } from './match-calls';
import { mountHint } from './mount-hint';
import { pruneOptions, type LeftOut } from './option-pruning';
import { pruneUnknownActions } from './resource-actions';
import { isKind, kind, type BlockNode, type CallNode, type RubyNode } from './ruby-nodes';
import { Untranslatable } from './untranslatable';
import { constraintToJs, describe, hashToJs, toJs, type ValueContext } from './values';
import { isConstraintObject, STUB_KEPT } from './constraint-stubs';

/** A railroute call: `r.<method>(<args>, <block>)`. */
export interface DslCall {
  method: string;
  args: string[];
  /** The Ruby block (or lambda) whose statements become the callback's body. */
  body?: BlockNode;
  /** The callback's parameters: the mapper first (`r`), then e.g. a concern's `options`. */
  params?: string[];
  /** The Ruby name the body uses for the mapper (`do |map|`), if any. */
  receiver?: string;
  /** Options left out because they cannot be translated (each a TODO above the call). */
  leftOut?: LeftOut[];
}

const VERBS = new Set(['match', ...VERB_METHODS]);
const BLOCK_ONLY = new Set(['member', 'collection', 'new', 'nested', 'shallow']);
const NAMED_SCOPES = new Set(['namespace', 'controller']);
const RESOURCES = new Set(['resources', 'resource']);
/** Ruby methods with no faithful translation, and why. */
const KNOWN_TODOS: Record<string, string> = {
  mount: 'mounts a Rack application (Ruby code)',
  direct: 'a custom URL helper whose block is Ruby code',
  resolve: 'a polymorphic mapping whose block is Ruby code',
};

/**
 * The railroute calls for one DSL call (several for `get 'a', 'b'`), without the options
 * that cannot be translated (listed in the first call's `leftOut`); throws `Untranslatable`
 * when the call itself cannot be.
 */
export function translateCall(node: CallNode, context: ValueContext): DslCall[] {
  const leftOut: LeftOut[] = [];
  const calls = translate(node, context, leftOut);
  if (leftOut.length > 0 && calls[0]) calls[0] = { ...calls[0], leftOut };
  return calls;
}

function translate(node: CallNode, context: ValueContext, leftOut: LeftOut[]): DslCall[] {
  const name = node.name;
  const args = node.arguments_?.arguments_ ?? [];
  if (args.some((arg) => /Splat|BlockArgument/.test(kind(arg)))) throw new Untranslatable('a splat or block argument');
  if (name === 'mount') throw new Untranslatable(KNOWN_TODOS.mount as string, mountHint(args));
  if (KNOWN_TODOS[name]) throw new Untranslatable(KNOWN_TODOS[name]);
  const block = isKind(node.block, 'BlockNode') ? node.block : undefined;
  if (node.block && !block) throw new Untranslatable('a block argument (&)');
  const withBlock = (call: DslCall): DslCall[] => {
    if (!block) throw new Untranslatable(`${name} without a block`);
    return [{ ...call, body: block, params: ['r'], receiver: blockParams(block)[0] }];
  };
  const split = splitOptions(args, context);
  const positional = split.positional;
  const scoping = name === 'constraints' || name === 'defaults';
  const pruned = pruneOptions(split.options, context, leftOut, scoping);
  // Every option left out: no options at all (`constraints(...)` and `defaults(...)` keep their hash).
  const options =
    pruned !== split.options &&
    !scoping &&
    isKind(pruned, 'HashNode', 'KeywordHashNode') &&
    pruned.elements.length === 0
      ? undefined
      : pruned;

  if (VERBS.has(name)) {
    if (block) throw new Untranslatable(`${name} with a block`);
    return matchCalls(name, positional, options, context);
  }
  if (RESOURCES.has(name)) {
    const actions = pruneUnknownActions(name as 'resources' | 'resource', options, leftOut);
    const call: DslCall = {
      method: name,
      args: [...positional.map((arg) => nameArg(arg)), ...optionsArg(actions, context, positional)],
    };
    return block ? withBlock(call) : [call];
  }
  if (BLOCK_ONLY.has(name)) {
    if (args.length > 0) throw new Untranslatable(`${name} with arguments`);
    return withBlock({ method: name, args: [] });
  }
  if (NAMED_SCOPES.has(name) || name === 'scope') {
    const names = positional.map((arg) => nameArg(arg));
    if (name !== 'scope' && names.length !== 1) throw new Untranslatable(`${name} with ${names.length} names`);
    return withBlock({ method: name, args: [...names, ...optionsArg(options, context, positional)] });
  }
  if (name === 'constraints' && args.length === 1 && isConstraintObject(args[0] as RubyNode)) {
    const stub = constraintToJs(args[0] as RubyNode, context);
    leftOut.push({ node: args[0] as RubyNode, option: 'constraints', reason: STUB_KEPT, kept: true });
    return withBlock({ method: name, args: [stub] });
  }
  if (name === 'constraints' || name === 'defaults') {
    const hash = options;
    if (!isKind(hash, 'HashNode', 'KeywordHashNode') || args.length !== 1)
      throw new Untranslatable(`${name} given ${args[0] ? describe(args[0]) : 'nothing'}, not a hash`);
    return withBlock({ method: name, args: [hashToJs(hash.elements, context)] });
  }
  switch (name) {
    case 'root':
      if (block) throw new Untranslatable('root with a block');
      return [
        {
          method: 'root',
          args: [...positional.map((arg) => toJs(arg, context)), ...optionsArg(options, context, positional)],
        },
      ];
    case 'draw':
      if (args.length !== 1 || block) throw new Untranslatable('draw with these arguments');
      return [{ method: 'draw', args: [nameArg(args[0] as RubyNode)] }];
    case 'concerns':
      return [
        { method: 'concerns', args: [...positional.map((arg) => toJs(arg, context)), ...optionsArg(options, context)] },
      ];
    case 'resources_path_names':
      if (!isKind(options, 'HashNode', 'KeywordHashNode') || positional.length > 0)
        throw new Untranslatable('resources_path_names without a hash');
      return [{ method: 'resourcesPathNames', args: [hashToJs(options.elements, context)] }];
    case 'concern':
      return concernCall(positional, options, block);
    default:
      throw new Untranslatable(`${name} is not part of Rails' routing DSL (a gem's macro?)`);
  }
}

/** `concern :name do |options| ... end` or the callable form `concern :name, ->(mapper, options) { ... }`. */
function concernCall(positional: RubyNode[], options: RubyNode | undefined, block: BlockNode | undefined): DslCall[] {
  const [nameNode, callable] = positional;
  if (!nameNode || options || positional.length > 2) throw new Untranslatable('concern with these arguments');
  const name = nameArg(nameNode);
  if (block && !callable) {
    const params = blockParams(block).map((param) => jsName(param, false));
    if (params.length > 1) throw new Untranslatable('a concern block with more than one parameter');
    return [{ method: 'concern', args: [name], body: block, params: ['r', ...params] }];
  }
  if (callable && !block && isKind(callable, 'LambdaNode')) {
    const params = blockParams(callable).map((param, i) => jsName(param, i === 0));
    if (params.length < 1 || params.length > 2)
      throw new Untranslatable('a concern lambda that does not take (mapper, options)');
    return [{ method: 'concern', args: [name], body: callable, params, receiver: params[0] }];
  }
  throw new Untranslatable(`a concern given ${callable ? describe(callable) : 'nothing'} (not a block or lambda)`);
}
