/**
 * The fast matcher. Routes whose segments are plain words or whole `:params`, with an
 * optional or required `.:format` at the end, go into a segment trie: static children in a
 * Map, one parameter child per node, parameter names applied at the end (they are the
 * route's), constraints and the format checked only at the terminal node. Every other route
 * (globs, inner optional parts, mounts, constraints that may span a slash) keeps its own
 * regular expression. Answers for static paths are computed once at build time.
 */
import type { Route } from '../definition/route';
import type { Token } from '../definition/path-pattern';
import { execRoute } from './reference-matcher';
import type { Matcher, PathMatch } from './types';

type FormatMode = 'none' | 'optional' | 'required';

/** A parameter check: `null` is the default `[^/.?]+` (non-empty, no dot). */
type Check = RegExp | null;

interface Terminal {
  route: Route;
  format: FormatMode;
  checks: Check[];
  /** `null`: the default `[^/.?]+`. */
  formatCheck: Check;
}

class Node {
  statics: Map<string, Node> | null = null;
  param: Node | null = null;
  terminals: Terminal[] = [];
  /** True when some terminal at or below takes a format: only then is a dot split worth trying. */
  formats = false;
}

interface Shape {
  segments: Array<{ literal: string } | { param: number }>;
  format: FormatMode;
}

export class CompiledMatcher implements Matcher {
  private readonly root = new Node();
  private readonly fallback: Route[] = [];
  /** find() for every static path any route declares, computed once. */
  private readonly staticAnswers = new Map<string, readonly PathMatch[]>();

  constructor(routes: readonly Route[]) {
    const staticPaths: string[] = [];
    for (const route of routes) {
      const shape = route.anchored ? trieShape(route) : null;
      if (!shape) {
        this.fallback.push(route);
        continue;
      }
      this.insert(route, shape);
      if (shape.segments.every((segment) => 'literal' in segment)) {
        staticPaths.push(`/${shape.segments.map((s) => (s as { literal: string }).literal).join('/')}`);
      }
    }
    for (const path of staticPaths) this.staticAnswers.set(path, this.search(path));
  }

  find(path: string): readonly PathMatch[] {
    return this.staticAnswers.get(path) ?? this.search(path);
  }

  private search(path: string): PathMatch[] {
    const out: PathMatch[] = [];
    const segments = path === '/' ? [] : path.slice(1).split('/');
    this.walk(this.root, segments, 0, [], out);
    for (const route of this.fallback) {
      const match = execRoute(route, path);
      if (match) out.push(match);
    }
    if (out.length > 1) out.sort((a, b) => a.route.index - b.route.index);
    return out;
  }

  private insert(route: Route, shape: Shape): void {
    let node = this.root;
    const checks: Check[] = [];
    const path: Node[] = [node];
    for (const segment of shape.segments) {
      if ('literal' in segment) {
        node.statics ??= new Map();
        let next = node.statics.get(segment.literal);
        if (!next) node.statics.set(segment.literal, (next = new Node()));
        node = next;
      } else {
        node = node.param ??= new Node();
        checks.push(checkFor(route.requirements[route.pattern.names[segment.param] as string]));
      }
      path.push(node);
    }
    const formatCheck = shape.format === 'none' ? null : checkFor(route.requirements.format);
    node.terminals.push({ route, format: shape.format, checks, formatCheck });
    if (shape.format !== 'none') for (const visited of path) visited.formats = true;
  }

  private walk(node: Node, segments: string[], i: number, values: string[], out: PathMatch[]): void {
    if (i === segments.length) {
      for (const terminal of node.terminals) {
        if (terminal.format !== 'required' && paramsPass(terminal, values)) emit(out, terminal, values, undefined);
      }
      return;
    }
    const segment = segments[i] as string;
    const child = node.statics?.get(segment);
    if (child) this.walk(child, segments, i + 1, values, out);
    if (node.param && segment !== '') {
      values.push(segment);
      this.walk(node.param, segments, i + 1, values, out);
      values.pop();
    }
    if (i === segments.length - 1 && node.formats) {
      const last = segment.lastIndexOf('.');
      if (last > 0) this.withFormat(node, segment, last, values, out);
      const first = segment.indexOf('.');
      if (first > 0 && first !== last) this.withFormat(node, segment, first, values, out);
    }
  }

  /** The last segment split at a dot: what precedes it, then the format. */
  private withFormat(node: Node, segment: string, dot: number, values: string[], out: PathMatch[]): void {
    const core = segment.slice(0, dot);
    const format = segment.slice(dot + 1);
    if (format === '') return;
    const child = node.statics?.get(core);
    if (child) emitFormatted(child, values, format, out);
    if (node.param) {
      values.push(core);
      emitFormatted(node.param, values, format, out);
      values.pop();
    }
  }
}

function emitFormatted(node: Node, values: string[], format: string, out: PathMatch[]): void {
  for (const terminal of node.terminals) {
    if (terminal.format === 'none' || !passes(terminal.formatCheck, format)) continue;
    if (paramsPass(terminal, values)) emit(out, terminal, values, format);
  }
}

function emit(out: PathMatch[], terminal: Terminal, values: string[], format: string | undefined): void {
  // A route reached twice (whole segment, then split at a dot) keeps its first, greedier answer.
  for (const match of out) if (match.route === terminal.route) return;
  const all: Array<string | undefined> = values.slice();
  if (terminal.format !== 'none') all.push(format);
  out.push({ route: terminal.route, values: all });
}

function paramsPass(terminal: Terminal, values: string[]): boolean {
  for (let i = 0; i < terminal.checks.length; i++) {
    if (!passes(terminal.checks[i] as Check, values[i] as string)) return false;
  }
  return true;
}

function passes(check: Check, value: string): boolean {
  return check === null ? value !== '' && value.indexOf('.') === -1 : check.test(value);
}

function checkFor(requirement: RegExp | string | undefined): Check {
  if (requirement === undefined) return null;
  if (typeof requirement === 'string') return new RegExp(`^${requirement.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return new RegExp(`^(?:${requirement.source})$`, requirement.flags.replace(/[gy]/g, ''));
}

/** The route's shape if the trie can hold it, else null (it keeps its regular expression). */
function trieShape(route: Route): Shape | null {
  const tokens = route.pattern.tokens.slice();
  let format: FormatMode = 'none';
  const lastToken = tokens[tokens.length - 1];
  if (lastToken && isOptionalFormat(lastToken)) {
    format = 'optional';
    tokens.pop();
  } else if (lastToken?.type === 'param' && lastToken.name === 'format') {
    const dot = tokens[tokens.length - 2];
    if (dot?.type !== 'text' || !dot.value.endsWith('.')) return null;
    format = 'required';
    tokens.pop();
    tokens.pop();
    if (dot.value.length > 1) tokens.push({ type: 'text', value: dot.value.slice(0, -1) });
  }
  let source = '';
  const names: string[] = [];
  for (const token of tokens) {
    if (token.type === 'text') {
      if (/[:*()]/.test(token.value)) return null;
      source += token.value;
    } else if (token.type === 'param') {
      const requirement = route.requirements[token.name];
      if (requirement !== undefined && !cannotMatchSlash(requirement)) return null;
      if (format === 'required' && requirement !== undefined) return null;
      names.push(token.name);
      source += `:${names.length - 1}`;
    } else return null;
  }
  if (!source.startsWith('/')) return null;
  const segments: Shape['segments'] = [];
  if (source !== '/') {
    for (const piece of source.slice(1).split('/')) {
      const param = /^:(\d+)$/.exec(piece);
      if (param) segments.push({ param: Number(param[1]) });
      else if (piece.includes(':') || piece === '') return null;
      else segments.push({ literal: piece });
    }
  }
  // The trie hands values over in path order; that must be the pattern's own order.
  if (names.some((name, i) => route.pattern.names[i] !== name)) return null;
  return { segments, format };
}

function isOptionalFormat(token: Token): boolean {
  return (
    token.type === 'group' &&
    token.tokens.length === 2 &&
    token.tokens[0]?.type === 'text' &&
    token.tokens[0].value === '.' &&
    token.tokens[1]?.type === 'param' &&
    token.tokens[1].name === 'format'
  );
}

/**
 * Whether a constraint certainly stays within one segment. Conservative: `.`, `\W`, `\S`,
 * `\D`, unicode classes and negated classes without `/` may match a slash.
 */
export function cannotMatchSlash(requirement: RegExp | string): boolean {
  if (typeof requirement === 'string') return !requirement.includes('/');
  const source = requirement.source;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      if ('WSDpP/'.includes(source[i + 1] ?? '')) return false;
      i++;
    } else if (char === '.') return false;
    else if (char === '[') {
      const negated = source[i + 1] === '^';
      let j = i + 1;
      let content = '';
      for (; j < source.length && source[j] !== ']'; j++) {
        if (source[j] === '\\') {
          content += source[j]! + (source[j + 1] ?? '');
          j++;
        } else content += source[j];
      }
      if (negated ? !/\\\/|\//.test(content) : /\\[WSDpP]|\\\/|\//.test(content)) return false;
      i = j;
    }
  }
  return true;
}
