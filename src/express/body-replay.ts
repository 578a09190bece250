/**
 * A form body the router read only to look for `_method`, given back as it was sent when no
 * override happened and the request goes on to a mounted app or a handler — as Rack rewinds
 * `rack.input` after `MethodOverride` read it. The app's own body parser (with its `verify`
 * signature check) or a proxy then reads the same bytes from the stream, and finds no
 * `req.body`/`req._body` of the router's.
 */
import { Readable } from 'node:stream';
import type { RouterRequest } from '../request/http-types';

const SENT = Symbol('railroute.bodyAsSent');

interface Carrier {
  [SENT]?: Buffer;
}

/** Keeps the bytes of a body read to decide an override that did not happen. */
export function keepBodyAsSent(req: RouterRequest, raw: Buffer): void {
  (req as Carrier)[SENT] = raw;
}

/**
 * Before a mounted app or a handler: the request stream holds the body again, from its first
 * byte, and nothing says it was read. A request whose body the router did not read is left alone.
 */
export function replayBodyAsSent(req: RouterRequest): void {
  const carrier = req as Carrier;
  const raw = carrier[SENT];
  if (raw === undefined) return;
  delete carrier[SENT];
  delete req.body;
  delete req._body;
  delete req.rawBody;
  // A new readable state that holds the bytes and its end: the request object stays the one
  // every listener and middleware knows, and reads (events, pipe, async iteration) start over.
  // The bytes are pushed through the request itself: pushed into the new stream first, they
  // would be read (and their events emitted) by that stream.
  const fresh = new Readable({ read() {} });
  const stream = req as unknown as { _readableState: unknown; _read: () => void };
  stream._readableState = (fresh as unknown as { _readableState: unknown })._readableState;
  stream._read = () => {};
  req.push(raw);
  req.push(null);
}
