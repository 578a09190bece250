/**
 * The request and response a controller sees unless its class says otherwise
 * (`class PhotosController extends Controller`): Express' request and response, described by
 * the parts railroute and controllers use, so that no Express typings are needed.
 */
import type { UrlHelpers } from '../helpers/url-helpers';
import type { RouterRequest, RouterResponse } from '../support/http-types';

/**
 * What a controller's `this.req` is unless the class says otherwise: an Express request
 * (`get`, `query`, and whatever the app's own middleware adds, unknown until typed).
 * Bare node:http apps write `Controller<IncomingMessage, ServerResponse>`.
 */
export interface ControllerRequest extends RouterRequest {
  /** Set by the router before a controller runs. */
  params: Record<string, unknown>;
  query?: unknown;
  get?(name: string): string | undefined;
  [added: string]: unknown;
}

/**
 * What a controller's `this.res` is unless the class says otherwise: an Express response
 * (`status`, `send`, `json`, `type`, `redirect`, `render`, `set`, `sendStatus`).
 */
export interface ControllerResponse extends RouterResponse {
  /** Express' locals; the router puts this request's URL helpers at `locals.helpers`. */
  locals: { helpers: UrlHelpers; [key: string]: unknown };
  status(code: number): this;
  send(body?: unknown): this;
  json(body?: unknown): this;
  type(type: string): this;
  set(field: string, value?: string | string[]): this;
  sendStatus(code: number): this;
  redirect(url: string): void;
  redirect(status: number, url: string): void;
  render(view: string, options?: object, callback?: (err: Error | null, html?: string) => void): void;
}

