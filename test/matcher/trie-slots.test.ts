/**
 * The matcher's slots (trie-slots.ts): where a walk reads a plain table's answer for a verb
 * and a node's few static children. What the slots hold must be what the nodes' own tables
 * and static children say, before and after the answers are worked out on a first lookup,
 * for a pending branch built late as for one built with the table; a table that is not plain
 * (a constraint) is read from the table itself.
 */
import { CompiledMatcher } from '../../src/matcher/compiled-matcher';
import { NO_SLOTS, tableAt, UNSEALED, type Slot } from '../../src/matcher/trie/trie-slots';
import { ripe, type Node } from '../../src/matcher/trie/trie';
import { HTTP_VERBS } from '../../src/definition/vocabulary';
import { routeSet } from '../reliability/route-shapes';

function compile(): CompiledMatcher {
  const set = routeSet((r) => {
    r.resources('photos', () => r.resources('comments'));
    r.get('about', { to: 'pages#about' });
    r.get('posts/:id', { to: 'posts#show', constraints: { id: /\d+/ } });
    r.match('anything/:id', { to: 'pages#any', via: 'all' });
  });
  return new CompiledMatcher([...set.routes]);
}

/** Every node reachable from the root, pending branches built (as their first lookup would). */
function nodes(root: Node): Node[] {
  const all: Node[] = [];
  const visit = (node: Node): void => {
    all.push(node);
    node.statics?.forEach((child) => visit(ripe(child)));
    if (node.param) visit(node.param);
    if (node.glob) visit(node.glob);
  };
  visit(root);
  return all;
}

describe("the matcher's slots", () => {
  test('a plain table has a group of its verbs, unsealed until a lookup reads it; a constrained one has none', () => {
    const matcher = compile();
    const all = nodes(matcher.root);
    const slots = matcher.trieSlots.list;
    let groups = 0;
    let unplain = 0;
    for (const node of all)
      for (const [at, table] of [
        [node.bareAt, node.bare],
        [node.dottedAt, node.dotted],
      ] as const) {
        if (table === null) expect(at).toBe(NO_SLOTS);
        else if (!table.plain) {
          unplain++;
          expect(at).toBe(NO_SLOTS);
        } else {
          groups++;
          expect(tableAt(slots, at)).toBe(table);
          for (let verb = 0; verb < HTTP_VERBS.length; verb++) expect(slots[at + verb]).toBe(UNSEALED);
        }
      }
    expect(groups).toBeGreaterThan(5);
    expect(unplain).toBeGreaterThan(0);
  });

  test("after a lookup, a group's answers are its table's, verb by verb", () => {
    const matcher = compile();
    expect(matcher.recognize('GET', '/photos/1/comments/2').kind).toBe('found');
    expect(matcher.recognize('DELETE', '/photos/1').kind).toBe('found');
    const node = ripe(matcher.root.statics?.get('photos') as Node).param as Node;
    const slots: readonly Slot[] = matcher.trieSlots.list;
    const table = node.bare;
    expect(table).not.toBeNull();
    for (let verb = 0; verb < HTTP_VERBS.length; verb++) expect(slots[node.bareAt + verb]).toBe(table?.takeAt(verb));
    expect(matcher.recognize('POST', '/photos/1')).toEqual({ kind: 'method-not-allowed', allowed: table?.allowed });
  });

  test("a node's few static children are listed in threes: first character, name, child", () => {
    const matcher = compile();
    const slots = matcher.trieSlots.list;
    let listed = 0;
    for (const node of nodes(matcher.root)) {
      if (node.scanEnd === NO_SLOTS) continue;
      listed++;
      const seen = new Map<string, unknown>();
      for (let i = node.scanAt; i < node.scanEnd; i += 3) {
        const name = slots[i + 1] as string;
        expect(slots[i]).toBe(name.charCodeAt(0));
        seen.set(name, slots[i + 2]);
      }
      expect(seen).toEqual(node.statics);
    }
    expect(listed).toBeGreaterThan(3);
  });
});
