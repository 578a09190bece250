/**
 * Authenticity tokens as Rails makes and reads them: a 32-byte secret per session, handed to
 * pages masked with a one-time pad (the pad, then the pad XOR the secret, in URL-safe base64
 * without padding), so every page carries a different string and a compression side channel
 * (BREACH) learns nothing from it. A token read back is unmasked and compared with the secret
 * in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Bytes of a secret, and of each half of a masked token (Rails' AUTHENTICITY_TOKEN_LENGTH). */
export const TOKEN_LENGTH = 32;

/** Either base64 alphabet (Rails decodes with `urlsafe_decode64`, which takes both), padding optional. */
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
/** Longest text that can be a masked token: 64 bytes in base64 with padding. */
const MAX_ENCODED = 88;

/** A new session secret. */
export function generateSecret(): Buffer {
  return randomBytes(TOKEN_LENGTH);
}

/** A secret as it is kept in a session or a cookie (URL-safe base64, as Rails 7 keeps it). */
export function encodeSecret(secret: Buffer): string {
  return secret.toString('base64url');
}

/** A kept secret read back; undefined when it is not one (another app's value, a tampered store). */
export function decodeSecret(stored: unknown): Buffer | undefined {
  const bytes = typeof stored === 'string' ? decodeBase64(stored) : undefined;
  return bytes?.length === TOKEN_LENGTH ? bytes : undefined;
}

/** The secret masked with a fresh one-time pad: a different string on every call. */
export function maskToken(secret: Buffer): string {
  const pad = randomBytes(TOKEN_LENGTH);
  return Buffer.concat([pad, xor(pad, secret)]).toString('base64url');
}

/**
 * Whether `token` (from a form field or the `X-CSRF-Token` header) stands for `secret`: a
 * masked token unmasks to it, or, as Rails also accepts, it is the secret itself. Anything
 * else — not a string, not base64, another length — is simply false.
 */
export function tokenMatches(token: unknown, secret: Buffer): boolean {
  if (typeof token !== 'string' || token.length > MAX_ENCODED) return false;
  const bytes = decodeBase64(token);
  if (bytes === undefined) return false;
  if (bytes.length === TOKEN_LENGTH) return timingSafeEqual(bytes, secret);
  if (bytes.length !== TOKEN_LENGTH * 2) return false;
  const unmasked = xor(bytes.subarray(0, TOKEN_LENGTH), bytes.subarray(TOKEN_LENGTH));
  return timingSafeEqual(unmasked, secret);
}

function xor(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.allocUnsafe(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] as number) ^ (b[i] as number);
  return out;
}

/**
 * Strict base64 of either alphabet: Node's decoder skips characters it does not know, so a
 * string is checked whole first, its length must be one base64 can have, and it must be the
 * one spelling of its bytes.
 */
function decodeBase64(text: string): Buffer | undefined {
  if (!BASE64.test(text)) return undefined;
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  if (text.length !== body.length && text.length % 4 !== 0) return undefined;
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Buffer.from(standard, 'base64');
  // As Ruby's strict decoder: the last character's unused bits must be zero, so one token has one spelling.
  return bytes.toString('base64').replace(/=+$/, '') === standard ? bytes : undefined;
}
