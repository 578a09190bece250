/**
 * Reads an unparsed `application/x-www-form-urlencoded` body, as the router must to find
 * `_method`, with the ecosystem's own parts and body-parser's rules, so nothing downstream
 * notices that the router read it: `req.body` is what `express.urlencoded({ extended: true })`
 * would give (qs, same limits), `req._body` stops body-parser from reading again, and
 * `req.rawBody` keeps the exact bytes as sent for signature checks. A body is never cut
 * short: over the byte limit or the field limit is a 413. Any other body type is never touched.
 */
import type { RouterRequest } from '../request/http-types';
import zlib from 'node:zlib';
import type getRawBodyModule from 'raw-body';
import type iconvModule from 'iconv-lite';
import type qsModule from 'qs';
import { PayloadTooLargeError, quoteValue, RoutingError } from '../errors';

// Loaded on the first form body, not with the package: together with their own dependencies
// they were ~40 ms of `require('railroute')` in a fresh process, and most
// requests never carry a form body.
let parts: { getRawBody: typeof getRawBodyModule; iconv: typeof iconvModule; qs: typeof qsModule } | undefined;
function bodyParts(): NonNullable<typeof parts> {
  return (parts ??= {
    getRawBody: require('raw-body') as typeof getRawBodyModule,
    iconv: require('iconv-lite') as typeof iconvModule,
    qs: require('qs') as typeof qsModule,
  });
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `'100kb'` → 102400, as body-parser reads its `limit`. */
export function parseByteLimit(limit: string | number): number {
  if (typeof limit === 'number') return limit;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new TypeError(`Invalid bodyLimit: ${limit}`);
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] as number));
}

export interface FormLimits {
  /** Bytes, before and after content decoding. */
  bytes: number;
  /** Fields (`&`-separated pairs), as body-parser's `parameterLimit`. */
  parameters: number;
}

/** The limits `bodyLimit` and `parameterLimit` set (defaults `'100kb'` and 1000, as body-parser's). */
export function formLimits(options: { bodyLimit?: string | number; parameterLimit?: number }): FormLimits {
  const parameterLimit = options.parameterLimit ?? 1000;
  if (!(parameterLimit >= 1)) throw new TypeError(`Invalid parameterLimit: ${String(parameterLimit)}`);
  return { bytes: parseByteLimit(options.bodyLimit ?? '100kb'), parameters: parameterLimit };
}

export function isFormRequest(req: RouterRequest): boolean {
  const type = String(req.headers?.['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/**
 * True when some parser already consumed the body, or the stream itself has been read
 * (body-parser's on-finished test: complete and no longer readable).
 */
export function bodyAlreadyRead(req: RouterRequest): boolean {
  if (req._body === true || req.readableEnded === true) return true;
  if (req.complete === true && req.readable === false) return true;
  return (
    req.body !== undefined && req.body !== null && typeof req.body === 'object' && Object.keys(req.body).length > 0
  );
}

/** Reads, decodes and parses the form body into `req.body`; calls back with a 400/413/415. */
export function readFormBody(req: RouterRequest, limits: FormLimits, callback: (err?: Error) => void): void {
  readBodyText(req, limits.bytes, (err, text, raw, charset) => {
    if (err) return callback(err);
    let body: unknown;
    try {
      body = parseForm(text as string, charset as string, limits.parameters);
    } catch (parseErr) {
      return callback(parseErr as Error);
    }
    req._body = true;
    req.rawBody = raw;
    req.body = body;
    callback();
  });
}

/**
 * Reads the whole body as text within `byteLimit`: `readBodyBytes`, then its charset (UTF-8 or
 * ISO-8859-1, else a 415). Calls back with the text, the bytes as sent and the charset.
 */
export function readBodyText(
  req: RouterRequest,
  byteLimit: number,
  callback: (err: Error | undefined, text?: string, raw?: Buffer, charset?: string) => void,
): void {
  const charset = charsetOf(req);
  if (charset !== 'utf-8' && charset !== 'iso-8859-1') {
    req.resume?.();
    return callback(bodyError(`unsupported charset ${quoteValue(charset.toUpperCase())}`, 415));
  }
  readBodyBytes(req, byteLimit, (err, bytes, raw) =>
    err ? callback(err) : callback(undefined, bodyParts().iconv.decode(bytes as Buffer, charset), raw, charset),
  );
}

/**
 * Reads the whole body within `byteLimit` (before and after content decoding) and decodes its
 * `Content-Encoding` (gzip, deflate, br; another is a 415). Calls back with the decoded bytes
 * and the bytes as sent, or a 400/413/415. The one reader of a body the router parses whole.
 */
export function readBodyBytes(
  req: RouterRequest,
  byteLimit: number,
  callback: (err: Error | undefined, bytes?: Buffer, raw?: Buffer) => void,
): void {
  const encoding = String(req.headers?.['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decode = Object.hasOwn(DECODERS, encoding) ? DECODERS[encoding] : undefined;
  const fail = (err: Error): void => {
    // Keep draining so the client can read our answer; what is left is discarded.
    req.resume?.();
    callback(err);
  };
  if (decode === undefined) return fail(bodyError(`unsupported content encoding ${quoteValue(encoding)}`, 415));
  const length = encoding === 'identity' ? req.headers?.['content-length'] : undefined;
  bodyParts().getRawBody(req, { length, limit: byteLimit }, (err, raw) => {
    if (err) {
      const status = (err as { status?: number }).status;
      return fail(
        status === 413
          ? new PayloadTooLargeError(byteLimit)
          : bodyError(`Could not read the request body: ${err.message}`, 400),
      );
    }
    decode(raw, byteLimit, (decodeErr, bytes) => {
      if (decodeErr) {
        const tooLarge = (decodeErr as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
        return callback(
          tooLarge
            ? new PayloadTooLargeError(byteLimit)
            : bodyError(`Could not decode the request body: ${decodeErr.message}`, 400),
        );
      }
      // On once the stream has finished ending (its auto-destroy and 'close' run right after
      // 'end', where raw-body calls back): a body given back to a mounted app (body-replay.ts)
      // must not be ended by the stream it replaces.
      setImmediate(callback, undefined, bytes, raw);
    });
  });
}

/** More fields than `parameterLimit` (form fields, JSON entries, multipart parts): a 413, as body-parser answers. */
export function tooManyParameters(limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(limit, 'too many parameters');
}

/** body-parser's extended parser: qs with its array, depth and field limits (depth 32, strict). */
function parseForm(text: string, charset: string, parameterLimit: number): Record<string, unknown> {
  if (text.length === 0) return {};
  let fields = 0;
  let index = -1;
  do {
    if (++fields > parameterLimit) throw tooManyParameters(parameterLimit);
    index = text.indexOf('&', index + 1);
  } while (index !== -1);
  try {
    return bodyParts().qs.parse(text, {
      allowPrototypes: true,
      arrayLimit: Math.max(100, fields),
      depth: 32,
      strictDepth: true,
      parameterLimit,
      charset: charset as 'utf-8' | 'iso-8859-1',
    });
  } catch (err) {
    if (err instanceof RangeError) throw bodyError('The input exceeded the depth', 400);
    throw err;
  }
}

function charsetOf(req: RouterRequest): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(String(req.headers?.['content-type'] ?? ''));
  return match ? (match[1] as string).toLowerCase() : 'utf-8';
}

type Decoder = (raw: Buffer, limit: number, done: (err: Error | null, bytes?: Buffer) => void) => void;

/**
 * Content-Encoding decoders, bounded by the byte limit on their output so a small gzip bomb
 * is a 413 like an honest large body. Unknown encodings are a 415, as body-parser answers.
 */
const DECODERS: Record<string, Decoder> = {
  identity: (raw, _limit, done) => done(null, raw),
  gzip: (raw, limit, done) => zlib.gunzip(raw, { maxOutputLength: Math.max(1, limit) }, done),
  deflate: (raw, limit, done) => zlib.inflate(raw, { maxOutputLength: Math.max(1, limit) }, done),
  br: (raw, limit, done) => zlib.brotliDecompress(raw, { maxOutputLength: Math.max(1, limit) }, done),
};

function bodyError(message: string, status: number): RoutingError {
  return new RoutingError(message, status);
}
