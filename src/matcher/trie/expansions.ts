/**
 * A route path's optional groups spelled out: one token list per way of choosing each group
 * present or absent (a nested group only inside a present parent), in the order Rails'
 * regexp tries them — its greedy `?` takes a group before leaving it out, earlier groups
 * first — so the first way that matches a path is the one Rails answers with. A trailing
 * `(.:format)` group is kept as it is: the trie takes it as the optional format.
 */
import type { Token } from '../../definition/path-pattern';
import { isOptionalFormat } from '../../definition/format-group';

/** More ways than this and the route keeps its route program: the trie grows with each way. */
export const MAX_EXPANSIONS = 16;

/** One way: its tokens, and for each token the route's name index it fills (-1 for text). */
export interface Expansion {
  tokens: Token[];
  at: number[];
}

/**
 * The ways of a token list, in Rails' order; null past MAX_EXPANSIONS, or for a group after a
 * glob: the regexp tries every length of the lazy glob before the group's next choice, so
 * which way matches first would depend on the path, not on a rank.
 */
export function expandGroups(tokens: readonly Token[]): Expansion[] | null {
  if (groupAfterGlob(tokens, false) === null) return null;
  const ways = expandList(tokens, 0);
  return ways === null ? null : ways.ways.map(joinTexts);
}

/** Whether the tokens hold a group other than the optional format's. */
export function hasOptionalGroup(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.type === 'group' && !isOptionalFormat(token)) return true;
  }
  return false;
}

/** Whether a group other than the optional format's follows a glob (null), else whether `list` holds a glob. */
function groupAfterGlob(list: readonly Token[], seen: boolean): boolean | null {
  let glob = seen;
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    if (token.type === 'glob') glob = true;
    else if (token.type === 'group' && !isOptionalFormat(token)) {
      if (glob) return null;
      const inner = groupAfterGlob(token.tokens, false);
      if (inner === null) return null;
      glob ||= inner;
    }
  }
  return glob;
}

/** The ways of `list`, whose first name is the route's `first`th; and how many names it holds. */
function expandList(list: readonly Token[], first: number): { ways: Expansion[]; names: number } | null {
  let ways: Expansion[] = [{ tokens: [], at: [] }];
  let next = first;
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    let options: Expansion[];
    if (token.type === 'text') options = [{ tokens: [token], at: [-1] }];
    else if (token.type !== 'group') options = [{ tokens: [token], at: [next++] }];
    else if (isOptionalFormat(token)) options = [{ tokens: [token], at: [next++] }];
    else {
      const inner = expandList(token.tokens, next);
      if (inner === null) return null;
      // Present (each inner way) before absent: the regexp's greedy `?`.
      options = [...inner.ways, { tokens: [], at: [] }];
      next += inner.names;
    }
    if (ways.length * options.length > MAX_EXPANSIONS) return null;
    // Earlier tokens' choices vary slowest: the regexp backtracks the latest choice first.
    ways = ways.flatMap((way) =>
      options.map((option) => ({ tokens: [...way.tokens, ...option.tokens], at: [...way.at, ...option.at] })),
    );
  }
  return { ways, names: next - first };
}

/** Text tokens that meet once a group between them is left out become one (`/a` `/b` → `/a/b`). */
function joinTexts(way: Expansion): Expansion {
  const tokens: Token[] = [];
  const at: number[] = [];
  for (let i = 0; i < way.tokens.length; i++) {
    const token = way.tokens[i] as Token;
    const last = tokens[tokens.length - 1];
    if (token.type === 'text' && last?.type === 'text')
      tokens[tokens.length - 1] = { type: 'text', value: last.value + token.value };
    else {
      tokens.push(token);
      at.push(way.at[i] as number);
    }
  }
  return { tokens, at };
}
