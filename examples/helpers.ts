/**
 * The URL helpers this app uses, typed. `UrlHelpers` declares helpers through an index
 * signature, which `noUncheckedIndexedAccess` reads as possibly undefined, so the app names
 * the helpers its routes define.
 */
import type { Response } from 'express';
import { Controller, type UrlHelper, type UrlHelpers } from '../src';

type Names =
  | 'root_path'
  | 'about_path'
  | 'posts_path'
  | 'new_post_path'
  | 'post_path'
  | 'edit_post_path'
  | 'post_comments_path'
  | 'comment_path'
  | 'profile_path'
  | 'edit_profile_path'
  | 'admin_posts_path'
  | 'admin_post_path';

export type AppHelpers = UrlHelpers & Record<Names, UrlHelper>;

/** `res.locals.helpers`, typed: what plain handlers use. The router sets it on every routed request. */
export function helpersOf(res: Response): AppHelpers {
  return res.locals.helpers as AppHelpers;
}

/** The app's controllers share this: `this.links.post_path(post)`. A getter is never an action. */
export class ApplicationController extends Controller {
  get links(): AppHelpers {
    return this.helpers as AppHelpers;
  }
}
