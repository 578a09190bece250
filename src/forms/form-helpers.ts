/**
 * The form helpers of one request (`res.locals.forms`, a controller's `this.forms`), as Rails'
 * view helpers: `buttonTo`, `formWith`, `linkTo`, `csrfMetaTags`. Each returns an HTML string,
 * every value escaped, so any template engine can print it unescaped (EJS `<%-`).
 */
import type { RouterRequest, RouterResponse } from '../request/http-types';
import type { UrlHelpers } from '../helpers/url-helpers';
import { forgeryFor } from '../controllers/csrf-secret';
import { TOKEN_FIELD } from '../controllers/forgery-protection';
import { isPlainObject } from '../support/own';
import { toParamValue } from '../url-rules/values';
import { contentTag, dataAttributes, hiddenInput, textTag, voidTag, type Attributes } from './html-tag';
import { FormBuilder, formModel } from './form-builder';

/** The verbs `buttonTo` sends as a POST with a hidden `_method`, as Rails' `button_to` does. */
const BUTTON_OVERRIDES = ['patch', 'put', 'delete'];

/** Where a helper points: a path or URL, a record, a class or an array as `polymorphic_path` takes them, or `url_for` options. */
export type LinkTarget = unknown;

/** Options of `buttonTo(label, target, options)`: Rails' `button_to` options. */
export interface ButtonToOptions {
  /** `'post'` (default), `'get'`, or `'patch'`/`'put'`/`'delete'` (a POST with a hidden `_method`). */
  method?: string;
  /** Hidden fields sent with the button (nested objects as `a[b]`). */
  params?: Record<string, unknown>;
  /** Attributes of the `<form>` (`{ class: 'inline' }`). */
  form?: Attributes;
  /** `data-*` attributes of the button (`{ turbo_confirm: 'Sure?' }`). */
  data?: Record<string, unknown>;
}

/** Options of `linkTo(label, target, options)`: a non-GET `method` becomes `data-turbo-method`, as Rails 7 writes it. */
export interface LinkToOptions {
  /** A verb other than GET becomes `data-turbo-method`, as Rails 7 writes it for Turbo. */
  method?: string;
  /** `data-*` attributes. */
  data?: Record<string, unknown>;
}

/** Options of `formWith(options, block)`: Rails' `form_with(model:, url:, method:, scope:)`. */
export interface FormWithOptions {
  /** A record (new: the collection path and POST; persisted: its path and PATCH), or `[namespace, record]`. */
  model?: unknown;
  /** Where the form goes (default: from the model). */
  url?: LinkTarget;
  /** `'post'` (default for a new record), `'patch'` (a persisted one), `'get'`, `'put'`, `'delete'`. */
  method?: string;
  /** The field names' prefix (`post` → `post[title]`; default: the model's param key). */
  scope?: string;
  /** Other attributes of the `<form>`. */
  html?: Attributes;
}

/**
 * The form helpers of one request (`res.locals.forms`, `this.forms`): Rails' `button_to`,
 * `link_to`, `form_with` and `csrf_meta_tags`, each returning an HTML string with every value
 * escaped, bound to the request's URL helpers and forgery-protection token.
 */
export class FormHelpers {
  constructor(
    private readonly req: RouterRequest,
    private readonly res: RouterResponse,
    private readonly helpers: UrlHelpers,
  ) {}

  /**
   * Rails 7's `button_to`: a form of its own around one button, `_method` hidden for PATCH,
   * PUT and DELETE, the token when the controller protects from forgery.
   */
  buttonTo(label: string, target: LinkTarget, options: ButtonToOptions = {}): string {
    const url = this.urlFor(target);
    const method = (options.method ?? 'post').toLowerCase();
    const formMethod = method === 'get' ? 'get' : 'post';
    const form: Attributes = { ...(options.form ?? {}) };
    form.class ??= 'button_to';
    form.method = formMethod;
    form.action = url;
    // Rails' BUTTON_TAG_METHOD_VERBS: any other method is a plain POST (or the GET above).
    let inner = BUTTON_OVERRIDES.includes(method) ? hiddenInput('_method', method) : '';
    inner += textTag('button', { ...dataAttributes(options.data), type: 'submit' }, label);
    if (formMethod === 'post') inner += this.tokenField();
    // Rails' hidden params: a value as `to_param` gives it (a record's id), nil with no value.
    for (const [name, value] of formParams(options.params ?? {}, undefined))
      inner += voidTag('input', { type: 'hidden', name, value: toParamValue(value), autocomplete: 'off' });
    return contentTag('form', form, inner);
  }

  /** `link_to`: `<a href>`; a method other than GET as `data-turbo-method` (Turbo sends it as a form). */
  linkTo(label: string, target: LinkTarget, options: LinkToOptions = {}): string {
    const data: Record<string, unknown> = { ...(options.data ?? {}) };
    const method = options.method?.toLowerCase();
    if (method !== undefined && method !== 'get') data.turbo_method = method;
    return textTag('a', { ...dataAttributes(data), href: this.urlFor(target) }, label);
  }

  /** `csrf_meta_tags`: the field name and a token for scripts (`X-CSRF-Token`); empty when the controller does not protect. */
  csrfMetaTags(): string {
    if (!this.protects()) return '';
    return [
      voidTag('meta', { name: 'csrf-param', content: TOKEN_FIELD }),
      voidTag('meta', { name: 'csrf-token', content: this.forgery().maskedToken() }),
    ].join('\n');
  }

  /**
   * Rails' `form_with`: the `<form>`, its hidden `_method` and token, and what `block` builds
   * with the field helpers (`f.textField('title')` → `name="post[title]" id="post_title"`).
   */
  formWith(options: FormWithOptions, block: (f: FormBuilder) => string = () => ''): string {
    const model = formModel(options.model, options.scope);
    const url = this.urlFor(options.url ?? options.model ?? '');
    const method = (options.method ?? (model.persisted ? 'patch' : 'post')).toLowerCase();
    const formMethod = method === 'get' ? 'get' : 'post';
    const attributes: Attributes = {
      ...(options.html ?? {}),
      action: url,
      'accept-charset': 'UTF-8',
      method: formMethod,
    };
    // Rails' `extra_tags_for_form`: an empty method is a POST too.
    let inner = formMethod === 'post' && method !== 'post' && method !== '' ? hiddenInput('_method', method) : '';
    if (formMethod === 'post') inner += this.tokenField();
    return contentTag('form', attributes, inner + block(new FormBuilder(model)));
  }

  /** The hidden `authenticity_token` field, or nothing when the controller does not protect from forgery. */
  private tokenField(): string {
    return this.protects() ? hiddenInput(TOKEN_FIELD, this.forgery().maskedToken()) : '';
  }

  private protects(): boolean {
    return this.forgery().protected;
  }

  private forgery() {
    return forgeryFor(this.req, this.res);
  }

  private urlFor(target: LinkTarget): string {
    if (typeof target === 'string') return target;
    if (isPlainObject(target) && !('id' in target) && ('controller' in target || 'action' in target))
      return this.helpers.url_for(target);
    return this.helpers.polymorphic_path(target);
  }
}

/**
 * Rails' `to_form_params`: `{ c: [1, 2], a: { b: 1 } }` → `a[b]=1`, `c[]=1`, `c[]=2`, sorted by
 * name (a list's values keep their order).
 */
function formParams(value: unknown, name: string | undefined): Array<[string, unknown]> {
  let pairs: Array<[string, unknown]>;
  if (isPlainObject(value)) {
    pairs = Object.entries(value).flatMap(([key, inner]) =>
      formParams(inner, name === undefined ? key : `${name}[${key}]`),
    );
  } else if (Array.isArray(value)) pairs = value.flatMap((inner) => formParams(inner, `${name ?? ''}[]`));
  else return name === undefined ? [] : [[name, value]];
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
