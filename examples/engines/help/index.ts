/**
 * The help pages as an engine: a Router with its own routes and controller, as a package
 * would ship them. The app mounts it twice (examples/routes.ts): at `/help` and, for readers
 * of another language, at `/:locale/help`. Inside, `this.helpers` links within the mount the
 * request came through, and `this.helpers.main_app` back to the blog.
 */
import path from 'node:path';
import type { Request, Response } from 'express';
import { Controller, Router } from '../../../src';
import type { HelpEngineHelpers } from '../../route-helpers';

/** The engine's own template (rendered by the app's EJS engine, from the engine's folder). */
const PAGE = path.join(__dirname, 'views', 'page.ejs');

const ARTICLES: Record<string, { title: string; body: string }> = {
  writing: { title: 'Writing a post', body: 'Sign in, then choose "Write a post".' },
  comments: { title: 'Comments', body: 'Anyone may comment; comments appear at once.' },
};

/** The path parameters: an article's `id`, and `locale` when the request came through `/:locale/help`. */
interface ArticleParams {
  id?: string;
  locale?: string;
}

class ArticlesController extends Controller<Request, Response, ArticleParams> {
  /**
   * The request's helpers, typed: the app's route-helpers.d.ts declares each mounted engine's
   * helpers (`RouteHelpers['help']`), the way back to the app (`main_app`) included.
   */
  get links(): HelpEngineHelpers {
    return this.helpers as HelpEngineHelpers;
  }

  index(): void {
    const h = this.links;
    const articles = Object.entries(ARTICLES).map(([slug, article]) => [h.article_path(slug), article.title]);
    this.page('Help', { articles });
  }

  show(): void {
    const id = this.params.id ?? '';
    const article = Object.hasOwn(ARTICLES, id) ? ARTICLES[id] : undefined;
    if (!article) return this.page('Not found', {}, 404);
    this.page(article.title, { article });
  }

  /** A page of its own (an engine brings its own layout), with the way back to the blog. */
  private page(title: string, locals: { articles?: string[][]; article?: { body: string } }, status = 200): void {
    this.res.status(status).render(PAGE, {
      title,
      locale: this.params.locale ?? null,
      articles: null,
      article: null,
      ...locals,
    });
  }
}

export const help = new Router({ name: 'help' });
help.controllers.register('help/articles', ArticlesController);
help.draw((r) => {
  r.root('help/articles#index');
  r.resources('articles', { module: 'help', only: ['index', 'show'] });
});
