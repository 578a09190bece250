/**
 * Ruby literals of a routes file as JavaScript source: symbols and strings become strings,
 * `%w[]`/`%i[]` arrays, hashes objects, regexps JS regexps, `redirect(...)` the exported
 * `redirect`. Anything that would need Ruby to run (constants, interpolation, lambdas,
 * method calls) throws `Untranslatable`.
 */
import { isKind, kind, type CallNode, type RubyNode } from './ruby-nodes';
import { translateRubyRegexp } from './ruby-regexp';
import type { SourceText } from './source-text';
import { Untranslatable } from './untranslatable';
import { terminalSafe } from '../support/terminal-text';
import { constantPath, isConstraintObject, type ConstraintStub } from './constraint-stubs';

export interface ValueContext {
  source: SourceText;
  /** Ruby local variables that exist in the JS output too (a concern's `options`). */
  vars: Set<string>;
  /** Set when the output calls `redirect`, so the module imports it. */
  usesRedirect: boolean;
  /** Constants the file assigns, written as module constants: name → the kind of its value. */
  constants: Map<string, string>;
  /** The request-constraint classes the module declares as stubs (constraint-stubs.ts), by JS name. */
  stubs: Map<string, ConstraintStub>;
}

/** A JS string literal in single quotes. */
export function jsString(value: string): string {
  const escaped = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  // Line separators (which end a line in older JavaScript), bidirectional overrides and other
  // characters a reader cannot see are escaped: the literal reads as what it holds.
  return `'${terminalSafe(escaped)}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise. */
function jsKey(key: string): string {
  // In a literal, `__proto__:` (quoted or not) sets the prototype; a computed key is a key.
  if (key === '__proto__') return "['__proto__']";
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

/** The text of a Symbol or String node, or undefined for anything else. */
export function literalText(node: RubyNode | null | undefined): string | undefined {
  return isKind(node, 'SymbolNode', 'StringNode') ? node.unescaped.value : undefined;
}

export function toJs(node: RubyNode, context: ValueContext): string {
  if (isKind(node, 'SymbolNode', 'StringNode')) return jsString(node.unescaped.value);
  // `digits`: an integer an unrolled loop wrote in place of its variable (loops.ts).
  if (isKind(node, 'IntegerNode')) return integerToJs(node.digits ?? context.source.text(node.location));
  // A Ruby Float is the same IEEE double as a JS number.
  if (isKind(node, 'FloatNode')) return Object.is(node.value, -0) ? '-0' : String(node.value);
  if (isKind(node, 'ArrayNode')) return `[${node.elements.map((element) => toJs(element, context)).join(', ')}]`;
  if (isKind(node, 'HashNode', 'KeywordHashNode')) return hashToJs(node.elements, context);
  if (isKind(node, 'RegularExpressionNode'))
    return translateRubyRegexp(context.source.text(node.contentLoc), {
      ignoreCase: node.isIgnoreCase(),
      extended: node.isExtended(),
      multiLine: node.isMultiLine(),
    });
  if (isKind(node, 'ConstantReadNode') && context.constants.has(node.name)) return node.name;
  if (isKind(node, 'LocalVariableReadNode')) {
    if (context.vars.has(node.name)) return node.name;
    throw new Untranslatable(`the local variable ${node.name}`);
  }
  if (isKind(node, 'ParenthesesNode')) {
    const body = isKind(node.body, 'StatementsNode') ? node.body.body : undefined;
    if (body?.length === 1) return toJs(body[0] as RubyNode, context);
  }
  if (isKind(node, 'CallNode') && node.name === 'redirect' && !node.receiver) return redirectToJs(node, context);
  switch (kind(node)) {
    case 'TrueNode':
      return 'true';
    case 'FalseNode':
      return 'false';
    case 'NilNode':
      return 'null';
    default:
      throw new Untranslatable(describe(node));
  }
}

/**
 * A Ruby Integer literal (`42`, `-0x1F`, `0b101`, `017`, `1_000`) read from its source text:
 * prism's decoder wraps values beyond 64 bits (9223372036854775807 came out as -1). One that
 * a JS number cannot hold exactly (beyond 2^53) has no faithful translation.
 */
export function integerToJs(text: string): string {
  const sign = text.startsWith('-') ? -1n : 1n;
  let digits = text.replace(/^[+-]/, '').replace(/_/g, '');
  if (/^0[dD]/.test(digits)) digits = digits.slice(2);
  else if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  else if (/^0[oO]/.test(digits)) digits = `0o${digits.slice(2)}`;
  const value = sign * BigInt(digits);
  if (value > 2n ** 53n || value < -(2n ** 53n))
    throw new Untranslatable(`the integer ${text}, which a JavaScript number cannot hold exactly (beyond 2^53)`);
  return String(Number(value));
}

/** `{ key: value }` from hash elements; the keys as written (symbols and strings). */
export function hashToJs(elements: RubyNode[], context: ValueContext, valueOf = toJs): string {
  if (elements.length === 0) return '{}';
  const pairs = elements.map((element) => {
    if (!isKind(element, 'AssocNode')) throw new Untranslatable('a double splat (**) in a hash');
    const key = literalText(element.key);
    if (key === undefined) throw new Untranslatable(`the hash key ${context.source.text(element.key.location)}`);
    // A call's `constraints:` may be an object of the app (a stub: constraint-stubs.ts).
    return `${jsKey(key)}: ${(key === 'constraints' ? constraintToJs : valueOf)(element.value, context)}`;
  });
  return `{ ${pairs.join(', ')} }`;
}

/** Names a stub class must not take: what the module imports or declares itself. */
const RESERVED_NAMES = new Set(['Mapper', 'RequestLike', 'redirect', 'r']);

/**
 * A request constraint as JS: `SomeClass.new(...)` (an object of the app) becomes an instance
 * of a stub class the module declares (constraint-stubs.ts), recorded in `context.stubs`;
 * anything else is translated as a value.
 */
export function constraintToJs(node: RubyNode, context: ValueContext): string {
  if (!isConstraintObject(node)) return toJs(node, context);
  const call = node as CallNode;
  const ruby = constantPath(call.receiver) as string;
  const name = ruby.replace(/::/g, '_');
  // The name is written as code (a class, outside the module check): an ASCII identifier only.
  if (!/^[A-Za-z_$][\w$]*$/.test(name) || context.constants.has(name) || RESERVED_NAMES.has(name))
    throw new Untranslatable(`the constraint class ${ruby}, whose name cannot be a class of the module`);
  const args = (call.arguments_?.arguments_ ?? []).map((arg) => {
    const constant = constantPath(arg);
    return constant === undefined ? toJs(arg, context) : jsString(constant);
  });
  if (!context.stubs.has(name)) context.stubs.set(name, { name, ruby, line: context.source.startLine(call.location) });
  return `new ${name}(${args.join(', ')})`;
}

/** `redirect('/path/%{id}')`, `redirect('/x', status: 302)`, `redirect(path: ..., host: ...)`. */
function redirectToJs(node: CallNode, context: ValueContext): string {
  if (node.block) throw new Untranslatable('a redirect with a block (Ruby code computes the target)');
  const args = node.arguments_?.arguments_ ?? [];
  if (args.length === 0 || args.length > 2) throw new Untranslatable('redirect with these arguments');
  context.usesRedirect = true;
  return `redirect(${args.map((arg) => toJs(arg, context)).join(', ')})`;
}

export function describe(node: RubyNode): string {
  if (isKind(node, 'CallNode'))
    return node.name === 'lambda' || node.name === 'proc' ? 'a lambda' : `a method call (${node.name})`;
  switch (kind(node)) {
    case 'InterpolatedStringNode':
    case 'InterpolatedSymbolNode':
    case 'InterpolatedRegularExpressionNode':
      return 'string interpolation';
    case 'ConstantReadNode':
    case 'ConstantPathNode':
      return 'a constant';
    case 'LambdaNode':
      return 'a lambda';
    default:
      return `Ruby code (${kind(node).replace(/Node$/, '')})`;
  }
}
