/**
 * The judge: what a path matches, found as Rails finds it, by a method that shares nothing
 * with the fast matcher. Each route becomes one anchored RegExp built here from the route's
 * own definition (its pattern's tokens and its requirements, Journey's rules: a parameter
 * is `[^/.?]+`, a glob `.+?`, an optional part `(?:...)?`, a constraint inlined as its own
 * group), and every route is tried in declaration order by the JavaScript engine. Nothing
 * in src/matcher is used to find a match (no trie, no route program, no index); the answer
 * for a verb is then picked by `recognizeAmong`, which both sides share.
 *
 * The engine backtracks: the judge answers only bounded inputs (`limit`), where an
 * application's catastrophic constraint still finishes. Properties on long paths compare
 * the fast matcher with every route's own program instead (every-route.ts).
 */
import type { Route } from '../../src/definition/route';
import type { Token } from '../../src/definition/path-pattern';
import { requirementSource } from '../../src/definition/requirement';
import { recognizeAmong, type Recognition } from '../../src/matcher/recognizer';
import type { RequestLike } from '../../src/request/request-like';
import type { Matcher, PathMatch } from '../../src/matcher/types';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface Judged {
  readonly regexp: RegExp;
  /** The capture group of each parameter, in `route.pattern.names` order. */
  readonly groups: readonly string[];
}

/** The route as one RegExp, under Journey's rules (`Journey::Router::Strexp` / `Path::Pattern`). */
function judgedRegExp(route: Route): Judged {
  const groups: string[] = [];
  const read = (tokens: readonly Token[]): string => {
    let out = '';
    for (const token of tokens) {
      if (token.type === 'text') out += escape(token.value);
      else if (token.type === 'group') out += `(?:${read(token.tokens)})?`;
      else {
        const group = `p${groups.length}`;
        groups.push(group);
        const requirement = route.requirements[token.name];
        let body: string;
        if (requirement instanceof RegExp) body = `(?:${requirementSource(requirement)})`;
        else if (typeof requirement === 'string') body = escape(requirement);
        else body = token.type === 'glob' ? '.+?' : '[^/.?]+';
        out += `(?<${group}>${body})`;
      }
    }
    return out;
  };
  const body = read(route.pattern.tokens);
  // A mount matches up to a segment's end (what follows is the mounted app's).
  const end = route.anchored ? '$' : body.endsWith('\\/') ? '' : '(?=/|$)';
  return { regexp: new RegExp(`^${body}${end}`), groups };
}

export class Judge implements Matcher {
  private readonly judged: Judged[];

  constructor(
    private readonly routes: readonly Route[],
    private readonly limit = 512,
  ) {
    this.judged = routes.map(judgedRegExp);
  }

  find(path: string): PathMatch[] {
    if (path.length > this.limit)
      throw new Error(`the judge answers paths of up to ${this.limit} characters (${path.length} given)`);
    const out: PathMatch[] = [];
    this.routes.forEach((route, i) => {
      const { regexp, groups } = this.judged[i] as Judged;
      const match = regexp.exec(path);
      if (match) out.push({ route, values: groups.map((group) => match.groups?.[group]) });
    });
    return out;
  }

  recognize(method: string, path: string, req?: RequestLike): Recognition {
    return recognizeAmong(this.find(path), method, req, path);
  }

  /** The judge always takes the normalized path. */
  recognizeUrl(): undefined {
    return undefined;
  }

  lookupUrl(): undefined {
    return undefined;
  }
}
