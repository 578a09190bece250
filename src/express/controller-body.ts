/**
 * A controller action's body, parsed as Rails parses params, just before its filters run
 * (dispatch.ts calls this once the action is known): `application/x-www-form-urlencoded` as
 * the method override reads it (form-body.ts), JSON (an object, or anything else as `_json`:
 * controllers/params.ts), `multipart/form-data` through busboy (fields nested as form fields,
 * files as `UploadedFile`). Every body within `bodyLimit` and `parameterLimit`, files within
 * `fileLimit`: over a limit is a 413, a malformed body a 400, and the action never sees a
 * half-read one. A body already parsed or consumed (route middleware, an app's body parser)
 * is used as it is; any other type is left unread for the action. Mounted apps and handlers
 * never come here: they get the stream as sent.
 */
import type busboyModule from 'busboy';
import type { RouterRequest } from '../request/http-types';
import { PayloadTooLargeError, quoteValue, RoutingError } from '../errors';
import { addNestedParam, isJsonRequest } from '../controllers/params';
import { UploadedFile } from '../controllers/uploaded-file';
import { setUnpermittedMode, type UnpermittedMode } from '../controllers/parameters';
import {
  bodyAlreadyRead,
  formLimits,
  isFormRequest,
  parseByteLimit,
  readBodyBytes,
  readBodyText,
  readFormBody,
  type FormLimits,
  tooManyParameters,
} from './form-body';

/** Loaded on the first multipart body: most applications never receive one. */
let busboy: typeof busboyModule | undefined;

/** `router.middleware()`'s options that bound a controller's body. */
export interface ControllerBodyOptions {
  /** Largest form or JSON body, and the most bytes of a multipart body's fields (default `'100kb'`). */
  bodyLimit?: string | number;
  /** Most fields of a form or multipart body, entries of a JSON body (default 1000). */
  parameterLimit?: number;
  /** Most bytes of the files of one multipart body, together (default `'10mb'`). */
  fileLimit?: string | number;
}

interface BodyLimits extends FormLimits {
  /** Bytes of uploaded files, all together. */
  files: number;
}

/**
 * Before a controller action's filters. `ready(req)` records what the action reads of the
 * router (strong parameters' mode) and says whether it may run now: no body to read, or one
 * already read (most requests: no callback to make). Otherwise `read(req, done)` reads it:
 * `done()` once parsed, `done(err)` with a 400/413/415.
 */
export interface ControllerPreparation {
  ready(req: RouterRequest): boolean;
  read(req: RouterRequest, done: (err?: unknown) => void): void;
}

/**
 * The step dispatch runs before each controller action, for these middleware options and the
 * router's `unpermittedParameters` (which `this.parameters` of the controller reads).
 */
export function controllerPreparation(
  options: ControllerBodyOptions,
  unpermitted: UnpermittedMode | undefined,
): ControllerPreparation {
  const limits: BodyLimits = { ...formLimits(options), files: parseByteLimit(options.fileLimit ?? '10mb') };
  return {
    ready(req) {
      // Unset, `this.parameters` takes the default itself: no per-request record to keep.
      if (unpermitted !== undefined) setUnpermittedMode(req, unpermitted);
      return !hasBody(req) || bodyAlreadyRead(req);
    },
    read: (req, done) => readControllerBody(req, limits, done),
  };
}

const MULTIPART = 'multipart/form-data';
/** Rails' JSON parser's `max_nesting` (the json gem's default): deeper is a 400. */
const JSON_MAX_NESTING = 100;

/** A body sent and not yet read (`ready` said so), by its type; any other type is left for the action. */
function readControllerBody(req: RouterRequest, limits: BodyLimits, done: (err?: unknown) => void): void {
  if (isFormRequest(req)) return readFormBody(req, limits, done);
  if (isJsonRequest(req)) return readJsonBody(req, limits, done);
  if (mediaType(req) === MULTIPART) return readMultipartBody(req, limits, done);
  done();
}

/** Whether a body was sent at all (type-is' `hasBody`: a length, even 0, or a chunked transfer). */
function hasBody(req: RouterRequest): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

function mediaType(req: RouterRequest): string {
  return String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() as string;
}

function readJsonBody(req: RouterRequest, limits: BodyLimits, done: (err?: unknown) => void): void {
  readBodyText(req, limits.bytes, (err, text, raw) => {
    if (err) return done(err);
    let value: unknown;
    try {
      value = parseJson(text as string, limits.parameters);
    } catch (parseErr) {
      return done(parseErr);
    }
    req._body = true;
    req.rawBody = raw;
    req.body = value;
    done();
  });
}

/**
 * `JSON.parse` after one pass that bounds the nesting (Rails' 100) and the entries (`parameterLimit`
 * keys and array items), so no body can make copying or filtering it recurse or run long.
 * An empty body is no params, as Rails reads it.
 */
function parseJson(text: string, parameterLimit: number): unknown {
  if (text.trim() === '') return {};
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > JSON_MAX_NESTING) throw jsonError(`nested deeper than ${JSON_MAX_NESTING}`);
      entries++;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c) entries++;
    if (entries > parameterLimit) throw tooManyParameters(parameterLimit);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // V8's message quotes the input: none of it reaches an exposed message.
    throw jsonError('not JSON');
  }
}

function jsonError(detail: string): RoutingError {
  return new RoutingError(`Invalid JSON in the request body: ${detail}`, 400);
}

/**
 * A multipart body, read whole within `bodyLimit + fileLimit` (its `Content-Encoding` decoded
 * as a form's is), then handed to busboy with Rack's rules: a part with a file name is a file,
 * any other part a field (an empty one sent as a file is a file input left empty: skipped, as
 * Rack skips it); names nested by brackets.
 */
function readMultipartBody(req: RouterRequest, limits: BodyLimits, done: (err?: unknown) => void): void {
  busboy ??= require('busboy') as typeof busboyModule;
  let parser: busboyModule.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: limits.bytes,
        fieldSize: limits.bytes,
        fields: limits.parameters,
        files: limits.parameters,
        parts: limits.parameters,
        fileSize: limits.files,
      },
    });
  } catch (err) {
    req.resume();
    return done(multipartError(err as Error));
  }
  readBodyBytes(req, limits.bytes + limits.files, (err, bytes, raw) => {
    if (err) return done(err);
    parseMultipart(parser, bytes as Buffer, limits, (parseErr, body) => {
      if (parseErr) return done(parseErr);
      req._body = true;
      req.rawBody = raw;
      req.body = body;
      done();
    });
  });
}

/** busboy's reason, quoted as every value that may hold request bytes is. */
function multipartError(err: Error): RoutingError {
  return new RoutingError(`Invalid multipart body: ${quoteValue(err.message)}`, 400);
}

type Part = { name: string; value: unknown };
const SKIPPED = Symbol('skipped');

function parseMultipart(
  parser: busboyModule.Busboy,
  bytes: Buffer,
  limits: BodyLimits,
  callback: (err: unknown, body?: Record<string, unknown>) => void,
): void {
  const parts: Part[] = [];
  let fieldBytes = 0;
  let fileBytes = 0;
  let pendingFiles = 0;
  let closed = false;
  let settled = false;
  const fail = (err: Error): void => {
    if (settled) return;
    settled = true;
    callback(err);
  };
  const tooLarge = (limit: number): void => fail(new PayloadTooLargeError(limit));
  const tooMany = (): void => fail(tooManyParameters(limits.parameters));
  const finish = (): void => {
    if (settled || !closed || pendingFiles > 0) return;
    settled = true;
    const body: Record<string, unknown> = {};
    try {
      for (const part of parts) if (part.value !== SKIPPED) addNestedParam(body, part.name, part.value);
    } catch (err) {
      return callback(err);
    }
    callback(undefined, body);
  };
  parser.on('field', (name: string | undefined, value, info) => {
    // A part without a name has nowhere to go in params (Rack drops it too).
    if (name === undefined) return;
    if (info.nameTruncated || info.valueTruncated) return tooLarge(limits.bytes);
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (fieldBytes > limits.bytes) return tooLarge(limits.bytes);
    parts.push({ name, value });
  });
  parser.on('file', (name: string | undefined, stream, info) => {
    // A file stream that ends early (a form cut short) errors too: the form's own error answers it.
    stream.on('error', () => undefined);
    if (name === undefined) return void stream.resume();
    const part: Part = { name, value: undefined };
    parts.push(part);
    pendingFiles++;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      fileBytes += chunk.length;
      if (fileBytes > limits.files) return tooLarge(limits.files);
      chunks.push(chunk);
    });
    stream.on('limit', () => tooLarge(limits.files));
    stream.on('end', () => {
      pendingFiles--;
      const buffer = Buffer.concat(chunks);
      // No file name: busboy's file by its type (`application/octet-stream`). Rack makes such a
      // part a field, and skips an empty one: what a browser sends for a file input left empty.
      if (info.filename === undefined) part.value = buffer.length === 0 ? SKIPPED : buffer.toString('utf8');
      else
        part.value = new UploadedFile({
          originalFilename: info.filename,
          contentType: info.mimeType,
          size: buffer.length,
          buffer,
        });
      finish();
    });
  });
  parser.on('fieldsLimit', () => tooMany());
  parser.on('filesLimit', () => tooMany());
  parser.on('partsLimit', () => tooMany());
  parser.on('error', (err: Error) => fail(multipartError(err)));
  parser.on('close', () => {
    closed = true;
    finish();
  });
  try {
    parser.end(bytes);
  } catch (err) {
    // busboy parses a buffer handed to end() at once: a throw here is one of ours, never a crash.
    fail(err as Error);
  }
}
