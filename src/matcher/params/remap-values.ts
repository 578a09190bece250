/**
 * The values of one way of a route with optional groups (trie-shape.ts `trieLayout`) put back
 * at the route's name indexes: the walk reads them in path order, params are built by name.
 */
type Values = ReadonlyArray<string | undefined>;

/**
 * The way's values (and its format last, when it takes one) at the route's name indexes, in
 * `into` (its length the route's names'); an index no value fills is undefined.
 */
export function remapValues(
  slots: readonly number[],
  values: Values,
  into: Array<string | undefined>,
): Array<string | undefined> {
  into.fill(undefined);
  for (let i = 0; i < slots.length; i++) into[slots[i] as number] = values[i];
  return into;
}
