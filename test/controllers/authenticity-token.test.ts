/**
 * Authenticity tokens as Rails masks them: tokens Rails 6.1's own `mask_token` made for a known
 * secret are accepted, ours unmask to the secret, every call gives another string, and
 * anything else (another secret, truncated, not base64, too long) is refused.
 */
import { randomBytes } from 'node:crypto';
import {
  TOKEN_LENGTH,
  decodeSecret,
  encodeSecret,
  generateSecret,
  maskToken,
  tokenMatches,
} from '../../src/controllers/authenticity-token';

/** The secret bytes 0..31 that the Rails tokens below were masked from. */
const SECRET = Buffer.from(Array.from({ length: 32 }, (_, i) => i));

/** Made by Rails 6.1 (`ActionController::Base#mask_token`, strict base64 with padding). */
const RAILS_TOKENS = [
  'Mc8gs1GK+XiT4s7ePFmfY2mBSHwqtuO+99VYyk0C4BcxziKwVY//f5vrxNUwVJFseZBabz6j9anvzELRUR/+CA==',
  'A49/HLMKstQOqPbKPF9EmrZ9GtDvFdSeThwlyL36ZxwDjn0ftw+00wah/MEwUkqVpmwIw/sAwolWBT/Toed5Aw==',
  's4zuOL5Eh8DkFMEcIhGq9w1Om/ZBxEpOnCCtBGYq4Ouzjew7ukGBx+wdyxcuHKT4HV+J5VXRXFmEObcfejf+9A==',
];

describe('authenticity tokens', () => {
  it.each(RAILS_TOKENS)('accepts the Rails-masked token %s', (token) => {
    expect(tokenMatches(token, SECRET)).toBe(true);
    expect(tokenMatches(token, generateSecret())).toBe(false);
  });

  it('masks as Rails 7 does: 64 bytes in URL-safe base64 without padding, a new pad each call', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => maskToken(SECRET)));
    expect(tokens.size).toBe(20);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{86}$/);
      const bytes = Buffer.from(token, 'base64url');
      const pad = bytes.subarray(0, TOKEN_LENGTH);
      const unmasked = Buffer.from(bytes.subarray(TOKEN_LENGTH).map((b, i) => b ^ (pad[i] as number)));
      expect(unmasked.equals(SECRET)).toBe(true);
      expect(tokenMatches(token, SECRET)).toBe(true);
    }
  });

  it('accepts the unmasked secret itself, as Rails does', () => {
    expect(tokenMatches(SECRET.toString('base64url'), SECRET)).toBe(true);
    expect(tokenMatches(SECRET.toString('base64'), SECRET)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['a number', 42],
    ['an array', [maskToken(SECRET)]],
    ['empty', ''],
    ['truncated by one', maskToken(SECRET).slice(0, -1)],
    ['truncated to half', maskToken(SECRET).slice(0, 43)],
    ['one character more', `${maskToken(SECRET)}A`],
    ['not base64', `${maskToken(SECRET).slice(0, -2)}!!`],
    ['with spaces', ` ${maskToken(SECRET)}`],
    ['very long', 'A'.repeat(100_000)],
    ['another secret', maskToken(randomBytes(32))],
    ['padding in the middle', `${maskToken(SECRET).slice(0, 40)}==${maskToken(SECRET).slice(42)}`],
  ])('refuses a token that is %s', (_label, token) => {
    expect(tokenMatches(token, SECRET)).toBe(false);
  });

  it('keeps secrets as URL-safe base64 and reads back only 32-byte ones', () => {
    const secret = generateSecret();
    expect(decodeSecret(encodeSecret(secret))?.equals(secret)).toBe(true);
    expect(decodeSecret('short')).toBeUndefined();
    expect(decodeSecret({})).toBeUndefined();
    expect(decodeSecret(undefined)).toBeUndefined();
  });
});
