/**
 * One routing DSL call of a routes file (`resources :photos, only: [:index] do`) as the
 * railroute call that declares the same routes (`r.resources('photos', { only: ['index'] }, (r) => {`).
 * A call that cannot be written faithfully throws `Untranslatable` with the reason.
 */
import { MATCH_OPTIONS, normalizeOptions, VERB_METHODS } from '../definition/vocabulary';
import { isKind, kind, type AssocNode, type BlockNode, type CallNode, type RubyNode } from './ruby-nodes';
import { jsName } from './js-names';
import { pruneOptions, type LeftOut } from './option-pruning';
import { pruneUnknownActions } from './resource-actions';
import { Untranslatable } from './untranslatable';
import { describe, hashToJs, jsString, literalText, toJs, type ValueContext } from './values';

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
 * The `r.mount(...)` to write for `mount Blog::Engine => '/blog'` or
 * `mount Blog::Engine, at: '/x', as: 'y'`, once the engine is a railroute Router
 * (`blogEngine` named after the Ruby constant). Only literal paths and names are shown.
 */
function mountHint(args: RubyNode[]): string | undefined {
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

/** A hash pair whose key is a String (`'path' => ...`). */
const isStringKeyed = (pair: RubyNode): pair is AssocNode =>
  isKind(pair, 'AssocNode') && isKind(pair.key, 'StringNode');

/** A Ruby String path that JS would read as a Symbol (API.md conventions). */
const BARE_WORD = /^[A-Za-z0-9_-]+$/;

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

/** The trailing `key: value` pairs of a call (or a `{ ... }` literal in last place). */
function splitOptions(args: RubyNode[], context: ValueContext): { positional: RubyNode[]; options?: RubyNode } {
  const last = args[args.length - 1];
  const isVariable = isKind(last, 'LocalVariableReadNode') && context.vars.has(last.name);
  if (last && (isKind(last, 'KeywordHashNode', 'HashNode') || isVariable))
    return { positional: args.slice(0, -1), options: last };
  return { positional: args };
}

/**
 * The options as a JS object literal, or a variable holding them (a concern's `options`).
 * A key Rails reads as a default (not an option, not a RegExp, not a parameter of `paths`)
 * moves under `defaults:`, which means the same to Rails and railroute and keeps the
 * typed option literals free of unknown keys. It goes after the keys of a literal
 * `defaults:` hash, as Rails lets it win over them.
 */
function optionsArg(options: RubyNode | undefined, context: ValueContext, paths: RubyNode[] = []): string[] {
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
function withDefaults(
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

/** A resource, namespace or scope name: a Symbol or String, as a string. */
function nameArg(node: RubyNode): string {
  const text = literalText(node);
  if (text === undefined) throw new Untranslatable(describe(node));
  return jsString(text);
}

/** The names of a block's (or lambda's) parameters; none for numbered or `it` parameters. */
function blockParams(block: BlockNode): string[] {
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

/**
 * `get :preview`, `get 'photos/search', to: ...`, `get 'a' => 'b#c', as: ...`, several paths.
 * A Ruby String that is a bare word is a path, which JS spells `('new', { path: 'new' })`.
 */
function matchCalls(
  name: string,
  positional: RubyNode[],
  options: RubyNode | undefined,
  context: ValueContext,
): DslCall[] {
  // The hash's elements, `**splats` included (`hashToJs` refuses those).
  const pairs = isKind(options, 'HashNode', 'KeywordHashNode') ? options.elements : [];
  if (positional.length === 0) {
    // The hash form: a String key is the path, and a Symbol value there names an action.
    if (!isKind(options, 'HashNode', 'KeywordHashNode')) throw new Untranslatable(`${name} without a path`);
    const pathPair = pairs.find(isStringKeyed);
    const pathKey = literalText(pathPair?.key);
    if (pathPair && pathKey !== undefined && OPTION_KEYS.has(readAs(pathKey)))
      return hashFormAsPath(name, pathPair, pairs, context);
    const valueOf = (value: RubyNode, ctx: ValueContext): string => {
      const pathKey = pairs.find((pair) => isStringKeyed(pair) && pair.value === value);
      return pathKey && kind(value) === 'SymbolNode'
        ? `Symbol.for(${jsString(literalText(value) as string)})`
        : toJs(value, ctx);
    };
    // Other keys that are defaults go under `defaults:`, as in the other forms (the hash form's types refuse them).
    const others = pairs.filter((pair) => pair !== pathPair);
    const { kept, defaults } = withDefaults(others, context, [pathKey ?? '']);
    const hash = hashToJs(pathPair ? [pathPair, ...kept] : kept, context, valueOf);
    if (defaults === undefined) return [{ method: name, args: [hash] }];
    return [
      {
        method: name,
        args: [hash === '{}' ? `{ defaults: ${defaults} }` : `${hash.slice(0, -2)}, defaults: ${defaults} }`],
      },
    ];
  }
  const hasPathOption = pairs.some((pair) => isKind(pair, 'AssocNode') && literalText(pair.key) === 'path');
  return positional.map((arg) => {
    const path = literalText(arg);
    if (path === undefined) throw new Untranslatable(`the path ${describe(arg)}`);
    const stringPath = kind(arg) === 'StringNode' && BARE_WORD.test(path) && !hasPathOption;
    const optionText = optionsArg(options, context, [arg])[0];
    const extra = stringPath ? `path: ${jsString(path)}` : undefined;
    let merged = optionText;
    if (extra && optionText?.startsWith('{ ')) merged = `{ ${extra}, ${optionText.slice(2)}`;
    else if (extra && optionText && optionText !== '{}') merged = `{ ${extra}, ...${optionText} }`;
    else if (extra) merged = `{ ${extra} }`;
    return { method: name, args: merged ? [jsString(path), merged] : [jsString(path)] };
  });
}

/**
 * Keys railroute's hash form reads as options, at run time or in its types (`MatchOptions`
 * gives the request constraints a type: `{ protocol: redirect(...) }` would not type-check),
 * so a path spelled like one must move out.
 */
const OPTION_KEYS = new Set([...MATCH_OPTIONS, 'host', 'subdomain', 'domain', 'protocol', 'port']);
/** The key as railroute reads an options object (`pathNames` is `path_names`). */
const readAs = (key: string): string => Object.keys(normalizeOptions({ [key]: true }))[0] as string;

/**
 * `get 'path' => 'pages#path'`: written as `get 'path', to: 'pages#path'`, which Rails reads
 * the same way (a Symbol value is the action, a String with `#` the target, another String
 * the controller).
 */
function hashFormAsPath(name: string, pathPair: AssocNode, pairs: RubyNode[], context: ValueContext): DslCall[] {
  const value = pathPair.value;
  const text = literalText(value);
  let key = 'to';
  if (kind(value) === 'SymbolNode') key = 'action';
  else if (kind(value) === 'StringNode' && !(text as string).includes('#')) key = 'controller';
  const rest = pairs.filter((pair) => pair !== pathPair);
  const others = rest.length > 0 ? `, ${hashToJs(rest, context).slice(2, -2)}` : '';
  const path = literalText(pathPair.key) as string;
  const pathOption = BARE_WORD.test(path) ? `path: ${jsString(path)}, ` : '';
  return [{ method: name, args: [jsString(path), `{ ${pathOption}${key}: ${toJs(value, context)}${others} }`] }];
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
