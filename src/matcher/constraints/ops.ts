/**
 * The instructions of a program (program.ts): what the compiler, the runners (route-run.ts,
 * url-rules/value-program.ts, which numbers them the same) and the span pass (spans.ts) all
 * share, in a module of its own so that none of them imports another in a cycle. The
 * code-unit range test of its sets is `inRanges` (url-rules/value-program.ts).
 */
export const enum Op {
  /** Consume one code unit in `sets[arg]`. */
  Set,
  /** Consume the code unit `arg`. */
  Char,
  /** Try `arg` first, then `arg2` (the branch point). */
  Split,
  Jump,
  /** Record the position in capture slot `arg`. */
  Save,
  Assert,
  Match,
  /** Consume the whole run of `spans[arg]` (spans.ts): a loop that never needs to give back. */
  Span,
  /** Holds when lookaround `looks[arg]` does at the position (url-rules/value-program.ts). */
  Look,
  /**
   * A counted run of one class, `counts[arg]` (`[\w.-]{1,4096}`): the count is kept as a
   * number (route-run.ts, url-rules/value-program.ts) instead of one instruction per repetition.
   */
  Count,
}

/** A counted repetition of one character class (`Op.Count`). */
export interface Counted {
  readonly ranges: readonly number[];
  readonly min: number;
  /** `Infinity` for `{m,}`. */
  readonly max: number;
  readonly greedy: boolean;
}
