/**
 * Which routes the trie can hold, and how: a route whose segments are plain words or whole
 * `:params`, with an optional or required `.:format` at the end, and whose constraints
 * certainly stay within one segment. Every other route keeps its own regular expression.
 */
import type { Route } from '../definition/route';
import type { PathPattern, Token } from '../definition/path-pattern';

export type FormatMode = 'none' | 'optional' | 'required';

export interface Shape {
  segments: Array<{ literal: string } | { param: number }>;
  format: FormatMode;
}

/** Shapes of unconstrained patterns: routes sharing a path share its shape. */
const shapes = new WeakMap<PathPattern, Shape | null>();

/** The route's shape if the trie can hold it, else null (it keeps its regular expression). */
export function trieShape(route: Route): Shape | null {
  if (Object.keys(route.requirements).length > 0) return computeShape(route);
  let shape = shapes.get(route.pattern);
  if (shape === undefined) shapes.set(route.pattern, (shape = computeShape(route)));
  return shape;
}

function computeShape(route: Route): Shape | null {
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
  // A format requirement that may span a slash or meet a dot-taking parameter stays a regexp.
  const formatRequirement = format === 'none' ? undefined : route.requirements.format;
  if (formatRequirement !== undefined && !cannotMatchSlash(formatRequirement)) return null;
  const lastParam = tokens[tokens.length - 1];
  if (formatRequirement !== undefined && lastParam?.type === 'param' && route.requirements[lastParam.name] !== undefined) return null;
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
