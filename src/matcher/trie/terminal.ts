/**
 * A terminal: one way of one route filed at a trie node — where it stands in route order,
 * the checks its values pass, and how its params are built from a walk's values. A terminal
 * is its own params maker (a `ParamsSlot`): a hit loads one object where a terminal holding a
 * slot loaded two (measured under valgrind on the shared harness's mix: 29.7 → 28.4
 * first-level data-cache misses a lookup, the prototype's 28.7; 3,369 → 3,335 instructions).
 */
import type { Route } from '../../definition/route';
import { ParamsSlot, type ShapeBuilders } from '../params/params-factory';
import { remapValues } from '../params/remap-values';
import type { ValueTest } from '../constraints/value-check';
import type { FormatMode } from './trie-shape';

/**
 * A parameter check: the constraint's whole-value test, linear in the value
 * (value-check.ts); `null` is the default `[^/.?]+` (non-empty, no dot).
 */
export type Check = ValueTest | null;

type Values = ReadonlyArray<string | undefined>;

/** What a terminal is besides its route: where it stands and what its values must pass. */
export interface TerminalParts {
  order: number;
  /** The way's `Shape.slots` (null: the names in order). */
  slots: readonly number[] | null;
  format: FormatMode;
  checks: Check[];
  formatCheck: Check;
  dots: boolean;
}

export class Terminal extends ParamsSlot {
  /**
   * Where this terminal stands in route order: by route, then (for the ways of one route's
   * optional groups) by the way's rank in Rails' order (trie-shape.ts `trieLayout`). The
   * walk keeps the lowest; `index` still orders `Allow`.
   */
  readonly order: number;
  /** `route.index`, kept here: the walk compares it without loading the (large) route. */
  readonly index: number;
  readonly format: FormatMode;
  readonly checks: Check[];
  /** `null`: the default `[^/.?]+`. */
  readonly formatCheck: Check;
  /** Some parameter's constraint could take a dot: a value with one may be this route's. */
  readonly dots: boolean;
  /** The way's `Shape.slots`: the route's name index of each value (null: the names in order). */
  readonly slots: readonly number[] | null;

  constructor(route: Route, builders: ShapeBuilders | null, parts: TerminalParts) {
    super(route, builders);
    this.order = parts.order;
    this.index = route.index;
    this.format = parts.format;
    this.checks = parts.checks;
    this.formatCheck = parts.formatCheck;
    this.dots = parts.dots;
    this.slots = parts.slots;
  }
}

/**
 * A way of a route with optional groups: the walk gives that way's values in path order,
 * which this puts at the route's name indexes (a name of an absent group stays undefined, so
 * it is absent from the params) before building them with the route's builder.
 */
export class RemappedTerminal extends Terminal {
  /** Reused from match to match: a builder reads it and keeps nothing of it. */
  private readonly scratch: Array<string | undefined>;

  constructor(route: Route, builders: ShapeBuilders | null, parts: TerminalParts & { slots: readonly number[] }) {
    super(route, builders, parts);
    this.scratch = new Array<string | undefined>(route.pattern.names.length).fill(undefined);
  }

  override make(values: Values, escaped = true): Record<string, unknown> | null {
    return super.make(remapValues(this.slots as readonly number[], values, this.scratch), escaped);
  }
}
