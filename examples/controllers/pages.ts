/**
 * Static pages. They only read, but protect from forgery as every controller here does: a
 * page whose controller protects gets the token in its forms (the layout's Sign out button)
 * and its `csrf-token` meta tag. Not an ApplicationController: its `links` action would
 * clash with that class's `links` getter. `map-app.ts` shows controllers as plain objects.
 */
import type { Request, Response } from 'express';
import { Controller } from '../../src';
import type { Db, PostRow } from '../db';

export class PagesController extends Controller<Request, Response> {
  static {
    this.protectFromForgery({ with: 'exception' });
  }

  private get db(): Db {
    return this.req.app.locals.db as Db;
  }

  home(): void {
    const latest = this.db.all<PostRow>('SELECT * FROM posts ORDER BY created_at DESC, id DESC LIMIT 3');
    this.res.render('pages/home', { latest });
  }

  /**
   * Links built in the browser: the page's script imports the helpers from /assets/routes.js,
   * the module `railroute routes examples/routes.ts --client --exclude '^admin_'` writes
   * (a test checks it is current), and gets what these helpers give on the server.
   */
  links(): void {
    const latest = this.db.all<PostRow>('SELECT id, title FROM posts ORDER BY created_at DESC, id DESC LIMIT 3');
    this.res.render('pages/links', { latest });
  }

  about(): void {
    this.res.render('pages/about');
  }
}
