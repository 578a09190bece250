/**
 * A route path in Rails' syntax: `:param`, `*glob`, `( ... )` optional parts, `(.:format)`.
 *
 * A short scanner reads the usual paths; path-to-regexp parses and validates the rest
 * (Rails' parentheses become its braces) and words the syntax errors. The matching semantics are Rails' (Journey's): a parameter matches `[^/.?]+` unless
 * constrained, a glob matches lazily `.+?`, and matching happens on the encoded path.
 */
import type { parse as P2RParse, Token as P2RToken } from 'path-to-regexp';
import { ArgumentError } from '../errors';
import { requirementSource } from './requirement';
import { scanPath, type Token } from './path-scanner';
import { withoutFormatGroup } from './format-group';

export type { Token } from './path-scanner';

/** `[^/.?]+`: a dynamic segment stops at a slash, a dot (the format) or a query. */
const DEFAULT_SEGMENT = '[^/.?]+';
const DEFAULT_GLOB = '.+?';
const NAME = /^[A-Za-z_]\w*/;
const P2R_SPECIAL = /[{}()[\]+?!:*\\]/;

/** Shared by the patterns without a glob (never changed: `globs` is read-only). */
const NO_GLOBS: ReadonlySet<string> = new Set();
const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * A pattern's names, collected into lists reused from pattern to pattern and then copied
 * out at their length: lists filled by `push` from empty reserve 17 slots each, garbage once
 * copied (see `compact` in support/own.ts).
 */
const scratchNames: string[] = [];
const scratchRequired: string[] = [];
let nameCount = 0;
let requiredCount = 0;
let globNames: Set<string> | undefined;

function collectNames(list: readonly Token[], optional: boolean): void {
  // Indexed: unoptimized `for...of` allocates per step (see matcher/trie/trie.ts `insert`).
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    if (token.type === 'group') collectNames(token.tokens, true);
    else if (token.type !== 'text') {
      scratchNames[nameCount++] = token.name;
      if (!optional) scratchRequired[requiredCount++] = token.name;
      if (token.type === 'glob') (globNames ??= new Set()).add(token.name);
    }
  }
}

export interface CompiledPath {
  regexp: RegExp;
  /** Capture group name for each parameter, in `names` order. */
  groups: string[];
}

/**
 * Paths the scanner reads as path-to-regexp would, whatever else they hold: no parenthesis
 * but a final `(.:format)`, no `$` and no character past ASCII (where `scanPath` gives up).
 * Their tokens are read on first use, the rest's when parsed (a syntax error is the
 * declaration's).
 */
const SCANS_LATER = /^[^()$\u0080-\uffff]*$/;

export class PathPattern {
  /** Null until the path is read (`read`): most routes of a large table are never matched. */
  private tokenList: readonly Token[] | null;
  private nameList: readonly string[] = NO_NAMES;
  private requiredList: readonly string[] = NO_NAMES;
  private globSet: ReadonlySet<string> = NO_GLOBS;
  private nameSetCache: ReadonlySet<string> | undefined = undefined;
  /**
   * The compiled matcher's reading of this pattern (matcher/trie/trie-shape.ts), kept with the
   * pattern so that a rebuild finds it; opaque here.
   */
  shapeMemo: unknown = undefined;

  private constructor(
    readonly source: string,
    tokens: Token[] | null,
  ) {
    this.tokenList = null;
    if (tokens !== null) this.fill(tokens);
  }

  get tokens(): readonly Token[] {
    return this.tokenList ?? this.read();
  }

  /** Every parameter and glob name, in path order. */
  get names(): readonly string[] {
    if (this.tokenList === null) this.read();
    return this.nameList;
  }

  /** Names outside any optional group: generation needs them. */
  get required(): readonly string[] {
    if (this.tokenList === null) this.read();
    return this.requiredList;
  }

  get globs(): ReadonlySet<string> {
    if (this.tokenList === null) this.read();
    return this.globSet;
  }

  /**
   * `names` as a set, built on first use (the helpers and the inspector ask): a draw asks
   * `has`, and a Set per distinct path was ~1 MB of a 10,000-route table.
   */
  get nameSet(): ReadonlySet<string> {
    return (this.nameSetCache ??= new Set(this.names));
  }

  /**
   * Patterns are immutable, and a resource's routes share paths (show, update, update and
   * destroy are all `/photos/:id(.:format)`): parse each distinct path once. Bounded, so a
   * process that builds many routers keeps no more than this many.
   */
  private static readonly parsed = new Map<string, PathPattern>();
  private static readonly PARSED_LIMIT = 20_000;

  static parse(source: string): PathPattern {
    let pattern = PathPattern.parsed.get(source);
    if (pattern === undefined) {
      // Read later where that cannot fail (measured: reading ~6,400 paths was ~15% of a fresh
      // 10,000-route build, most of whose routes a process never matches).
      pattern = new PathPattern(source, SCANS_LATER.test(withoutFormatGroup(source)) ? null : tokensOf(source));
      if (PathPattern.parsed.size >= PathPattern.PARSED_LIMIT) PathPattern.parsed.clear();
      PathPattern.parsed.set(source, pattern);
    }
    return pattern;
  }

  private read(): readonly Token[] {
    return this.fill(tokensOf(this.source));
  }

  private fill(tokens: Token[]): readonly Token[] {
    nameCount = 0;
    requiredCount = 0;
    globNames = undefined;
    collectNames(tokens, false);
    this.nameList = nameCount === 0 ? NO_NAMES : scratchNames.slice(0, nameCount);
    // A path without optional parameters requires every name: one list serves as both.
    this.requiredList =
      requiredCount === 0
        ? NO_NAMES
        : requiredCount === nameCount
          ? this.nameList
          : scratchRequired.slice(0, requiredCount);
    this.globSet = globNames ?? NO_GLOBS;
    return (this.tokenList = tokens);
  }

  /**
   * A route has a few parameters: a scan of `names` is as quick as a Set. A path not read yet
   * that does not hold the name at all is not read for it (the DSL asks for `controller`
   * and `action` of every route).
   */
  has(name: string): boolean {
    if (this.tokenList === null && this.source.indexOf(name) === -1) return false;
    return this.names.includes(name);
  }

  /**
   * The route's regular expression under Journey's rules. `anchored: false` (mounted apps)
   * matches the path as a prefix ending at a slash or the end.
   */
  compile(requirements: Record<string, RegExp | string>, anchored = true): CompiledPath {
    const groups: string[] = [];
    const build = (list: readonly Token[]): string =>
      list
        .map((token) => {
          switch (token.type) {
            case 'text':
              return escapeRegExp(token.value);
            case 'group':
              return `(?:${build(token.tokens)})?`;
            default: {
              const group = `rr${groups.length}`;
              groups.push(group);
              const requirement = requirements[token.name];
              const body =
                requirement instanceof RegExp
                  ? `(?:${requirementSource(requirement)})`
                  : typeof requirement === 'string'
                    ? escapeRegExp(requirement)
                    : token.type === 'glob'
                      ? DEFAULT_GLOB
                      : DEFAULT_SEGMENT;
              return `(?<${group}>${body})`;
            }
          }
        })
        .join('');
    const body = build(this.tokens);
    // Unanchored (a mount) ends at a segment boundary; a pattern ending in `/` already does.
    const end = anchored ? '$' : body.endsWith('\\/') ? '' : '(?=/|$)';
    return { regexp: new RegExp(`^${body}${end}`), groups };
  }
}

/** A path's tokens: the scanner's, or path-to-regexp's where it gives up. */
function tokensOf(source: string): Token[] {
  return scanPath(source) ?? parseWithP2R(source);
}

/** path-to-regexp, loaded on the first path the scanner leaves to it. */
let p2rParse: typeof P2RParse | undefined;

/** Rails' syntax through path-to-regexp: the reference `scanPath` agrees with, and its errors. */
export function parseWithP2R(source: string): Token[] {
  p2rParse ??= (require('path-to-regexp') as { parse: typeof P2RParse }).parse;
  let data;
  try {
    data = p2rParse(toP2RSyntax(source));
  } catch (error) {
    throw new ArgumentError(
      `Invalid route path ${JSON.stringify(source)}: ${(error as Error).message.replace(/;.*$/, '')}`,
    );
  }
  return data.tokens.map(fromP2R);
}

/** Rails' syntax in path-to-regexp's: `(`/`)` become `{`/`}`, other specials are escaped. */
function toP2RSyntax(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '(') out += '{';
    else if (char === ')') out += '}';
    else if (char === ':' || char === '*') {
      const name = NAME.exec(source.slice(i + 1));
      if (name) {
        out += `${char}${name[0]}`;
        i += name[0].length;
      } else out += `\\${char}`;
    } else if (P2R_SPECIAL.test(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

function fromP2R(token: P2RToken): Token {
  switch (token.type) {
    case 'text':
      return { type: 'text', value: token.value };
    case 'param':
      return { type: 'param', name: token.name };
    case 'wildcard':
      return { type: 'glob', name: token.name };
    case 'group':
      return { type: 'group', tokens: token.tokens.map(fromP2R) };
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
