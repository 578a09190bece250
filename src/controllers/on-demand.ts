/**
 * Forgery protection loads with its first use (a `protectFromForgery` declaration, a token),
 * not with `require('railroute')`: it brings the request's origin reading along. The loader
 * names what it takes: support/on-first-use.ts.
 */
import { onFirstUse } from '../support/on-first-use';

type ForgeryProtectionModule = typeof import('./forgery-protection');

export const forgery = onFirstUse(() => {
  const { protectFromForgery, skipForgeryProtection }: ForgeryProtectionModule = require('./forgery-protection');
  const { forgeryFor }: typeof import('./csrf-secret') = require('./csrf-secret');
  return { protectFromForgery, skipForgeryProtection, forgeryFor };
});
