/** Tags and the yearly archive: the routes that come from the map form (legacy-routes.ts). */
import type { Db, PostRow } from '../db';
import { ApplicationController } from './application';

const TAGS = ['routing', 'rails', 'express'];

function postsMentioning(db: Db, word: string): PostRow[] {
  return db.all<PostRow>("SELECT * FROM posts WHERE lower(title || ' ' || body) LIKE ? ORDER BY id", [`%${word}%`]);
}

export class TagsController extends ApplicationController {
  static {
    this.skipBeforeAction('requireLogin');
  }

  index(): void {
    this.res.render('tags/index', { tags: TAGS });
  }

  show(): void {
    const tag = String(this.params.id);
    if (!TAGS.includes(tag)) {
      this.res
        .status(404)
        .render('errors/error', { title: 'Not found', status: 404, message: `No tag ${tag}.`, allowed: null });
      return;
    }
    this.res.render('tags/show', { tag, posts: postsMentioning(this.db, tag) });
  }
}

export class ArchiveController extends ApplicationController {
  static {
    this.skipBeforeAction('requireLogin');
  }

  show(): void {
    this.res.render('archive/show', { year: String(this.params.year) });
  }
}
