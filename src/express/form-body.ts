/**
 * Reads an unparsed `application/x-www-form-urlencoded` body, as the router must to find
 * `_method`. The parsed fields stay in `req.body` and the request is marked read (body-parser's
 * `_body` flag), so nothing downstream loses the body or waits for it again. Any other
 * body type is never touched.
 */
import querystring from 'node:querystring';
import { PayloadTooLargeError, RoutingError } from '../errors';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `'100kb'` → 102400, as body-parser reads its `limit`. */
export function parseByteLimit(limit: string | number): number {
  if (typeof limit === 'number') return limit;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new TypeError(`Invalid bodyLimit: ${limit}`);
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] as number));
}

export function isFormRequest(req: any): boolean {
  const type = String(req.headers?.['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/** True when some parser already consumed the body (or the stream has ended). */
export function bodyAlreadyRead(req: any): boolean {
  return req._body === true || req.readableEnded === true || (req.body !== undefined && req.body !== null && typeof req.body === 'object' && Object.keys(req.body).length > 0);
}

/** Reads and parses the form body into `req.body`; calls back with an error on 413/400. */
export function readFormBody(req: any, limit: number, callback: (err?: Error) => void): void {
  const declared = Number(req.headers?.['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume?.();
    callback(new PayloadTooLargeError(limit));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (err?: Error): void => {
    if (finished) return;
    finished = true;
    req.removeListener('data', onData);
    req.removeListener('end', onEnd);
    req.removeListener('error', onError);
    if (err) {
      // Keep draining so the client can read our answer; what is left is discarded.
      req.resume?.();
      callback(err);
      return;
    }
    req._body = true;
    req.body = querystring.parse(Buffer.concat(chunks).toString('utf8'));
    callback();
  };
  const onData = (chunk: Buffer | string): void => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) finish(new PayloadTooLargeError(limit));
    else chunks.push(buffer);
  };
  const onEnd = (): void => finish();
  const onError = (err: Error): void => finish(new RoutingError(`Could not read the request body: ${err.message}`, 400));
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
}
