/**
 * A node's static children by the hash of their label, the same hash the one walk works out
 * while it scans a segment for its end (quick-walk.ts): a child is found without cutting the
 * segment out of the path or hashing a new string. Open addressing in a power-of-two table at
 * most half full, each slot three neighbouring elements of one array (hash, label, child) so
 * that a probe touches one place in memory; the label is compared only when the hash matches.
 */
import type { Node } from './trie';

/**
 * The hash the walk computes: `h = h * 31 + code` over the label's characters, wrapped to
 * 32 bits; a table keeps 30 of them (a small integer, never a boxed number).
 */
export function labelHash(text: string, start = 0, end = text.length): number {
  let hash = 0;
  for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

const HASH_BITS = 0x3fffffff;
const EMPTY = -1;

export class LabelTable {
  private readonly mask: number;
  private readonly slots: Array<number | string | Node>;

  constructor(children: ReadonlyMap<string, Node>) {
    let size = 2;
    while (size < children.size * 2) size *= 2;
    this.mask = size - 1;
    const slots: Array<number | string | Node> = [];
    for (let i = 0; i < size; i++) slots.push(EMPTY, '', EMPTY);
    for (const [label, node] of children) {
      const hash = labelHash(label) & HASH_BITS;
      let slot = hash & this.mask;
      while (slots[slot * 3] !== EMPTY) slot = (slot + 1) & this.mask;
      slots[slot * 3] = hash;
      slots[slot * 3 + 1] = label;
      slots[slot * 3 + 2] = node;
    }
    this.slots = slots;
  }

  /** The child labelled `path[start, end)`, whose `labelHash` is `hash`. */
  get(path: string, start: number, end: number, hash: number): Node | undefined {
    const key = hash & HASH_BITS;
    const mask = this.mask;
    const slots = this.slots;
    for (let slot = key & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const stored = slots[at];
      if (stored === key) {
        const label = slots[at + 1] as string;
        if (label.length === end - start && sameText(label, path, start)) return slots[at + 2] as Node;
      } else if (stored === EMPTY) return undefined;
    }
  }
}

/**
 * Whether `path` holds `label` at `start`: after equal hashes and lengths almost always
 * true, and a label is short, so a loop here costs less than a call to `startsWith`.
 */
function sameText(label: string, path: string, start: number): boolean {
  for (let i = 0; i < label.length; i++) if (label.charCodeAt(i) !== path.charCodeAt(start + i)) return false;
  return true;
}
