/**
 * Work done by the matcher, counted, for the tests that bound it (never time): instructions
 * run by route programs and lookaround (`steps`), and walks over a path through the trie
 * (`walks`: the quick walk and the full one). Read the difference before and after a
 * request; nothing in the matcher reads it.
 */
import { checkWork } from '../url-rules/value-program';

/** The same object the value checks count in (url-rules/value-program.ts). */
export const runStats = checkWork;
