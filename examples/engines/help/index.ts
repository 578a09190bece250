/**
 * The help pages as an engine: a Router with its own routes and controller, as a package
 * would ship them. The app mounts it twice (examples/routes.ts): at `/help` and, for readers
 * of another language, at `/:locale/help`. Inside, `this.helpers` links within the mount the
 * request came through, and `this.helpers.main_app` back to the blog.
 */
import type { Request, Response } from 'express';
import { Controller, Router } from '../../../src';
import type { HelpEngineHelpers } from '../../route-helpers';
import { esc } from '../../views';

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
    const links = Object.entries(ARTICLES).map(
      ([slug, article]) => `<li><a href="${h.article_path(slug)}">${esc(article.title)}</a></li>`,
    );
    this.page('Help', `<ul class="help">\n${links.join('\n')}\n</ul>`);
  }

  show(): void {
    const id = this.params.id ?? '';
    const article = Object.hasOwn(ARTICLES, id) ? ARTICLES[id] : undefined;
    if (!article) return this.page('Not found', '<p>No such help article.</p>', 404);
    this.page(
      article.title,
      `<p>${esc(article.body)}</p>\n<p><a href="${this.links.articles_path()}">All help</a></p>`,
    );
  }

  /** A page of its own (an engine brings its own layout), with the way back to the blog. */
  private page(title: string, body: string, status = 200): void {
    const locale = this.params.locale ? ` lang="${esc(this.params.locale)}"` : '';
    const home = this.links.main_app.root_path();
    this.res
      .status(status)
      .type('html')
      .send(
        `<!DOCTYPE html>\n<html${locale}><head><title>${esc(title)}</title></head>\n<body>\n<h1>${esc(title)}</h1>\n${body}\n<p><a href="${home}">Back to the blog</a></p>\n</body></html>\n`,
      );
  }
}

export const help = new Router({ name: 'help' });
help.controllers.register('help/articles', ArticlesController);
help.draw((r) => {
  r.root('help/articles#index');
  r.resources('articles', { module: 'help', only: ['index', 'show'] });
});
