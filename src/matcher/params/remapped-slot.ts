/**
 * The params maker of one way of a route with optional groups (trie-shape.ts `trieLayout`):
 * the walk gives that way's values in path order, which this puts at the route's name
 * indexes (a name of an absent group stays undefined, so it is absent from the params), then
 * builds them with the route's own builder, shared with its other ways and static answers.
 */
import type { Route } from '../../definition/route';
import { ParamsSlot, type ShapeBuilders } from './params-factory';

type Values = ReadonlyArray<string | undefined>;

export class RemappedSlot extends ParamsSlot {
  /** Reused from match to match: a builder reads it and keeps nothing of it. */
  private readonly scratch: Array<string | undefined>;

  constructor(
    route: Route,
    builders: ShapeBuilders | null,
    private readonly slots: readonly number[],
  ) {
    super(route, builders);
    this.scratch = new Array<string | undefined>(route.pattern.names.length).fill(undefined);
  }

  override make(values: Values, escaped = true): Record<string, unknown> | null {
    return super.make(remapValues(this.slots, values, this.scratch), escaped);
  }
}

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
