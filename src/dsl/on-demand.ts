/**
 * What builds a redirect's Location (and checks the options form's origin), loaded with the
 * first redirect answered or declared, not with `require('railroute')`, which exports
 * `redirect` (five modules). Each loader names what it takes: support/on-first-use.ts.
 */
import { onFirstUse } from '../support/on-first-use';

type OriginModule = typeof import('../request/origin');
type RedirectLocationModule = typeof import('../request/redirect-location');

export const encoding = onFirstUse(() => {
  const { encodePath, encodeSegment }: typeof import('../support/url-encoding') = require('../support/url-encoding');
  return { encodePath, encodeSegment };
});

export const origin = onFirstUse(() => {
  const { hostOption, normalizeProtocol, parseAuthority }: OriginModule = require('../request/origin');
  return { hostOption, normalizeProtocol, parseAuthority };
});

export const locations = onFirstUse(() => {
  const { optionsLocation, sameOrigin }: RedirectLocationModule = require('../request/redirect-location');
  const { locationHeader }: typeof import('../request/location-header') = require('../request/location-header');
  return { optionsLocation, sameOrigin, locationHeader };
});
