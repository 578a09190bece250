/**
 * The request and response a controller sees unless its class says otherwise
 * (`class PhotosController extends Controller`): Express' request and response, described by
 * the parts railroute and controllers use, so that no Express typings are needed.
 */
import type { UrlHelpers } from '../helpers/url-helpers';
import type { FormHelpers } from '../forms/form-helpers';
import type { RouterRequest, RouterResponse } from '../request/http-types';

/**
 * What a controller's `this.req` is unless the class says otherwise: an Express request
 * (`get`, `query`, and whatever the app's own middleware adds, unknown until typed).
 * Bare node:http apps write `Controller<IncomingMessage, ServerResponse>`.
 */
export interface ControllerRequest extends RouterRequest {
  /** Set by the router before a controller runs. */
  params: Record<string, unknown>;
  /** Express: the parsed query string (`this.params` parses its own, as Rails does). */
  query?: unknown;
  /** Express: a request header by name, case-insensitively. */
  get?(name: string): string | undefined;
  [added: string]: unknown;
}

/**
 * What a controller's `this.res` is unless the class says otherwise: an Express response
 * (`status`, `send`, `json`, `type`, `redirect`, `render`, `set`, `sendStatus`).
 */
export interface ControllerResponse extends RouterResponse {
  /** Express' locals; the router puts this request's URL helpers at `locals.helpers`. */
  locals: {
    /** The URL helpers of this request, as `this.helpers`. */
    helpers: UrlHelpers;
    /** The form helpers of this request, as `this.forms`. */
    forms: FormHelpers;
    [key: string]: unknown;
  };
  /** Express: sets the status code. */
  status(code: number): this;
  /** Express: sends a body (a string, a Buffer, or JSON for an object). */
  send(body?: unknown): this;
  /** Express: sends a JSON body. */
  json(body?: unknown): this;
  /** Express: sets `Content-Type` from a type or an extension. */
  type(type: string): this;
  /** Express: sets a header. */
  set(field: string, value?: string | string[]): this;
  /** Express: sends a status with its text as the body. */
  sendStatus(code: number): this;
  /** Express: redirects with 302. */
  redirect(url: string): void;
  /** Express: redirects with the status given. */
  redirect(status: number, url: string): void;
  /** Express: renders a view with the app's engine. */
  render(view: string, options?: object, callback?: (err: Error | null, html?: string) => void): void;
}
