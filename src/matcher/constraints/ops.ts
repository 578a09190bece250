/**
 * The instructions of a program (program.ts): what the compiler, the runners (route-run.ts,
 * url-rules/value-program.ts) and the span pass (spans.ts) all share, in a module of its own
 * so that none of them imports another in a cycle. The instructions the value checker runs
 * take their numbers from it (url-rules/value-program.ts, which imports nothing, so that the
 * browser module carries it); `Save` and `Span` are route programs' own. The code-unit range
 * test of its sets is `inRanges` (url-rules/value-program.ts).
 */
import {
  OP_ASSERT,
  OP_CHAR,
  OP_COUNT,
  OP_JUMP,
  OP_LOOK,
  OP_MATCH,
  OP_SET,
  OP_SPLIT,
} from '../../url-rules/value-program';

export const Op = {
  /** Consume one code unit in `sets[arg]`. */
  Set: OP_SET,
  /** Consume the code unit `arg`. */
  Char: OP_CHAR,
  /** Try `arg` first, then `arg2` (the branch point). */
  Split: OP_SPLIT,
  Jump: OP_JUMP,
  /** Record the position in capture slot `arg`. */
  Save: 4,
  Assert: OP_ASSERT,
  Match: OP_MATCH,
  /** Consume the whole run of `spans[arg]` (spans.ts): a loop that never needs to give back. */
  Span: 7,
  /** Holds when lookaround `looks[arg]` does at the position (url-rules/value-program.ts). */
  Look: OP_LOOK,
  /**
   * A counted run of one class, `counts[arg]` (`[\w.-]{1,4096}`): the count is kept as a
   * number (route-run.ts, url-rules/value-program.ts) instead of one instruction per repetition.
   */
  Count: OP_COUNT,
} as const;
export type Op = (typeof Op)[keyof typeof Op];
