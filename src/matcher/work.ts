/**
 * Work done by the matcher, counted, for the tests that bound it (never time): instructions
 * run by route programs and lookaround (`steps`). Read the difference before and after a
 * request; nothing in the matcher reads it.
 */
export const runStats = { steps: 0 };
