/**
 * What the matcher loads on first use rather than with `require('railroute')` (each loader
 * names what it takes: support/on-first-use.ts):
 * - the constraint readers (what a segment constraint's syntax says, whether it is decided
 *   exactly, its whole-value test), with the first constrained route: a table without
 *   constraints never reads one;
 * - the route programs of routes outside the trie, and the index that finds which of them a
 *   path could match, with the first table that has such a route: a table of plain routes
 *   (most) never runs them. With the constraint readers, fourteen modules of a fresh `require`;
 * - request constraints (and with them the request's format and Accept readers), with the
 *   first route that has one to check.
 */
import { onFirstUse } from '../support/on-first-use';

type RequirementTreeModule = typeof import('./constraints/requirement-tree');
type RequestConditionsModule = typeof import('../request/request-conditions');

export const constraintModules = onFirstUse(() => {
  const { valueTest }: typeof import('./constraints/value-check') = require('./constraints/value-check');
  const {
    canMatchChar,
    anchoredInside,
    isGreedyClass,
  }: RequirementTreeModule = require('./constraints/requirement-tree');
  const { inexactReason }: typeof import('./constraints/constraint-plan') = require('./constraints/constraint-plan');
  return { valueTest, canMatchChar, anchoredInside, isGreedyClass, inexactReason };
});

export const fallbackModule = onFirstUse(() => {
  const { FallbackIndex }: typeof import('./fallback/fallback-index') = require('./fallback/fallback-index');
  return { FallbackIndex };
});

/** `programFor`, `runProgram`, `execRoute`. */
export const programModules = onFirstUse(() => {
  const { programFor }: typeof import('./programs/route-program') = require('./programs/route-program');
  const { runProgram }: typeof import('./programs/route-run') = require('./programs/route-run');
  const { execRoute }: typeof import('./programs/route-match') = require('./programs/route-match');
  return { programFor, runProgram, execRoute };
});

export const requestConditions = onFirstUse(() => {
  const { defaultRequest, requestMatches }: RequestConditionsModule = require('../request/request-conditions');
  return { defaultRequest, requestMatches };
});
