/**
 * The optional base class for controllers. Subclasses define actions as methods; the
 * router makes one instance per request and calls the action with `(req, res, next)`.
 *
 *   class PhotosController extends Controller {
 *     show() { this.res.json({ id: this.params.id }); }
 *   }
 */
import { requestFormats } from '../request/request-format';
import type { RequestLike } from '../request/request-conditions';
import type { ControllerHelpers } from '../helpers/url-helpers';
import type { FormHelpers } from '../forms/form-helpers';
import { requestParams, type ParamsSource } from './params';
import { Parameters, unpermittedModeFor } from './parameters';
import { quoteValue, UnknownFormat } from '../errors';
import type { ControllerRequest, ControllerResponse } from './controller-types';

/** What `redirectTo` and `respondTo` use of a response: Express' methods where there, node's otherwise. */
interface RedirectingResponse {
  redirect?(status: number, url: string): void;
  status?(code: number): unknown;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}
import { declareFilter } from './filters';
import { answerStarted } from '../request/answer-started';
import type { ForgeryStrategy } from './forgery-protection';
// Forgery protection loads with its first use.
import { forgery } from './on-demand';
import { locationHeader } from '../request/location-header';

/** A filter: a method name of the controller, or a function of it. */
export type FilterCallbackOf<C> = (keyof C & string) | (string & {}) | ((controller: C) => unknown);
/** An around filter: the function also receives `action()`, which runs the rest. */
export type AroundCallbackOf<C> =
  (keyof C & string) | (string & {}) | ((controller: C, action: () => Promise<void>) => unknown);
/** An `if`/`unless` condition: a method name of the controller, or a function of it, read as truthy or not. */
export type FilterConditionOf<C> = (keyof C & string) | (string & {}) | ((controller: C) => unknown);
/** Which actions a filter applies to, as Rails' callback options. On a skip, where it is skipped. */
export interface FilterOptionsOf<C> {
  /** Action names: the filter runs for these actions only. */
  only?: string | string[];
  /** Action names: the filter runs for every action but these. */
  except?: string | string[];
  /** The filter runs only when every condition holds. */
  if?: FilterConditionOf<C> | Array<FilterConditionOf<C>>;
  /** The filter does not run when any condition holds. */
  unless?: FilterConditionOf<C> | Array<FilterConditionOf<C>>;
}
type ControllerConstructor<C> = abstract new (...args: never[]) => C;

/**
 * `Req` and `Res` type `this.req` and `this.res`: by default an Express request and response
 * (`Controller<Request, Response>` with Express' own types, `Controller<IncomingMessage,
 * ServerResponse>` under bare node:http). `P` types `this.params`:
 * `Controller<Request, Response, ControllerParams['photos']>` with the `ControllerParams` that
 * `railroute routes --types` writes (path parameters as strings).
 */
export class Controller<Req = ControllerRequest, Res = ControllerResponse, P extends object = Record<string, unknown>> {
  // ---- filters (Rails' before_action family), declared in a static block --------------------

  /**
   * Rails' `before_action`: runs before the action, in declaration order, parents' first; one
   * that responds halts the chain. `static { this.beforeAction('requireLogin', { except: ['index'] }); }`
   */
  static beforeAction<C>(
    this: ControllerConstructor<C>,
    callback: FilterCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'append', 'before', callback, options);
  }
  /** Runs before the filters declared so far (the parents' included). */
  static prependBeforeAction<C>(
    this: ControllerConstructor<C>,
    callback: FilterCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'prepend', 'before', callback, options);
  }
  /** Runs once the action (and its promise) is done, unless a before filter halted. */
  static afterAction<C>(
    this: ControllerConstructor<C>,
    callback: FilterCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'append', 'after', callback, options);
  }
  /** Wraps what follows it: `this.aroundAction(async (c, action) => { ...; await action(); ... })`. */
  static aroundAction<C>(
    this: ControllerConstructor<C>,
    callback: AroundCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'append', 'around', callback, options);
  }
  /** In this class and its subclasses only; with only/except/if/unless, skipped only there. */
  static skipBeforeAction<C>(
    this: ControllerConstructor<C>,
    callback: FilterCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'skip', 'before', callback, options);
  }
  /** Rails' `skip_after_action`: as `skipBeforeAction`, for an after filter. */
  static skipAfterAction<C>(
    this: ControllerConstructor<C>,
    callback: FilterCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'skip', 'after', callback, options);
  }
  /** Rails' `skip_around_action`: as `skipBeforeAction`, for an around filter. */
  static skipAroundAction<C>(
    this: ControllerConstructor<C>,
    callback: AroundCallbackOf<C>,
    options?: FilterOptionsOf<C>,
  ): void {
    declareFilter(this, 'skip', 'around', callback, options);
  }

  // ---- forgery protection (Rails' protect_from_forgery) -----------------------------------------

  /**
   * Rails' `protect_from_forgery`: a before filter that lets a POST, PUT, PATCH or DELETE run only
   * with this session's token (`authenticity_token` field or `X-CSRF-Token` header) and no foreign
   * `Origin`. `with`: what an unverified request gets (`'exception'`: a 422
   * `InvalidAuthenticityToken`; `'null_session'`, Rails' default: an empty session;
   * `'reset_session'`). `static { this.protectFromForgery({ with: 'exception' }); }`
   */
  static protectFromForgery<C>(
    this: ControllerConstructor<C>,
    options?: FilterOptionsOf<C> & { with?: ForgeryStrategy; prepend?: boolean },
  ): void {
    forgery().protectFromForgery(this, options);
  }
  /** Rails' `skip_forgery_protection`: no check here (or only where only/except/if/unless say). */
  static skipForgeryProtection<C>(this: ControllerConstructor<C>, options?: FilterOptionsOf<C>): void {
    forgery().skipForgeryProtection(this, options);
  }

  /** Rails' `form_authenticity_token`: this session's token, masked afresh on each call. */
  formAuthenticityToken(): string {
    return forgery()
      .forgeryFor(this.req as never, this.res as never)
      .maskedToken();
  }

  /** The form helpers for this request (`this.forms.buttonTo(...)`), as views get them in `res.locals.forms`. */
  get forms(): FormHelpers {
    return (this.res as { locals?: { forms?: unknown } }).locals?.forms as FormHelpers;
  }

  /** A response was sent (or is being sent): a before filter that answers halts the chain. */
  get performed(): boolean {
    return answerStarted(this.res);
  }

  private paramsCache: Record<string, unknown> | undefined = undefined;
  private parametersCache: Parameters | undefined = undefined;

  /** `class PhotosController extends Controller<Request, Response>` types `this.req` and `this.res`. */
  constructor(
    /** The request this instance serves: one controller instance per request. */
    readonly req: Req,
    /** The response to answer on; `performed` tells whether something was sent. */
    readonly res: Res,
    /** Express' `next`: `this.next(err)` hands an error on, `this.next()` passes the request on. */
    readonly next: (err?: unknown) => void,
  ) {}

  /**
   * Query, then body, then path parameters (later ones win), bracketed keys nested as Rails
   * nests them (`post[title]=x` → `{ post: { title: 'x' } }`). Built before the action runs
   * (`paramsProblem`): conflicting or too deep keys are a 400, as Rails answers them, before
   * any filter or action, so reading `this.params` never throws.
   */
  get params(): P & Record<string, unknown> {
    return (this.paramsCache ??= requestParams(this.req as ParamsSource)) as P & Record<string, unknown>;
  }

  /**
   * Strong parameters over the same values as `this.params` (which stays as it is):
   * `this.parameters.require('post').permit('title')`, `this.parameters.expect({ post: ['title'] })`.
   * Keys left out are logged or thrown as the router's `unpermittedParameters` says.
   */
  get parameters(): Parameters {
    return (this.parametersCache ??= new Parameters(this.params, {
      unpermittedParameters: unpermittedModeFor(this.req),
    }));
  }

  /**
   * The URL helpers for this request (`this.helpers.photo_path(1)`): exactly typed once the
   * file `railroute routes --types` writes is in the compilation (`TypedHelpers`).
   */
  get helpers(): ControllerHelpers {
    return (this.res as { locals?: { helpers?: unknown } }).locals?.helpers as ControllerHelpers;
  }

  /** Redirects to a path, a URL or a record (through its polymorphic path). */
  redirectTo(target: unknown, status = 302): void {
    const location = typeof target === 'string' ? target : this.helpers.polymorphic_path(target);
    const res = this.res as RedirectingResponse;
    if (typeof res.redirect === 'function') {
      res.redirect(status, location);
      return;
    }
    // Without Express' `res.redirect`: its encoding of the Location (locationHeader), not the raw text.
    const header = locationHeader(location);
    res.statusCode = status;
    res.setHeader('Location', header);
    res.end(`Redirecting to ${header}`);
  }

  /**
   * Calls the handler for the request's format: `params.format` if given, else the best
   * match for the Accept header. None fits: `UnknownFormat` (406) goes to `next(err)`, as
   * Rails raises `ActionController::UnknownFormat`.
   */
  respondTo(handlers: Record<string, () => unknown>): unknown {
    const formats = Object.keys(handlers);
    const wanted = this.params.format;
    let format: string | undefined;
    if (typeof wanted === 'string') format = formats.includes(wanted) ? wanted : undefined;
    else format = this.negotiate(formats);
    const handler = format === undefined ? undefined : handlers[format];
    if (!handler) {
      const offered = formats.join(', ');
      this.next(
        new UnknownFormat(
          typeof wanted === 'string'
            ? `Unknown format ${quoteValue(wanted)}: the action responds to ${offered}`
            : `No format the request accepts: the action responds to ${offered}`,
        ),
      );
      return undefined;
    }
    return handler.call(this);
  }

  /**
   * As Rails' `respond_to`: the first of the request's formats (`request.formats`, read once for
   * routing and here: request/request-format.ts) that the action offers; `*` takes the first
   * offered. A browser's Accept (`text/html,...,*\/*;q=0.8`) counts as html, as in Rails.
   */
  private negotiate(formats: string[]): string | undefined {
    for (const wanted of requestFormats(this.req as RequestLike)) {
      if (wanted === '*') return formats[0];
      if (formats.includes(wanted)) return wanted;
    }
    return undefined;
  }
}

/**
 * Builds `this.params` of a controller about to run; the error (a 400 `RoutingError`) when the
 * request cannot become params. Only a request with a query or a body has anything to parse.
 */
export function paramsProblem(
  controller: { readonly params: unknown },
  req: { url?: string; originalUrl?: string; body?: unknown },
): unknown {
  const url = req.originalUrl ?? req.url;
  if (req.body === undefined && (typeof url !== 'string' || url.indexOf('?') === -1)) return undefined;
  try {
    void controller.params;
    return undefined;
  } catch (err) {
    return err;
  }
}
