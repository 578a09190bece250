/**
 * The example app in the map form of Rails 2.3 (`router.map`): forums with nested topics,
 * a singleton session, an admin namespace, member and collection routes, a `map.connect`
 * route and `map.root`. Everything is kept in memory.
 *
 * The helpers and params are typed by map-app-helpers.d.ts, which `railroute routes
 * examples/map-app.ts --types` writes (a test checks it is up to date).
 *
 *   npx ts-node --transpile-only examples/map-app.ts   → http://localhost:3001 (PORT overrides)
 *   POST /forums/1 with _method=delete                  → forums#destroy
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { Controller, Router, RoutingError, type MapMapper } from '../src';
import type { ControllerParams, RouteHelpers } from './map-app-helpers';

interface Forum {
  id: number;
  name: string;
  subscribers: number;
}
interface Topic {
  id: number;
  forumId: number;
  title: string;
}

const forums: Forum[] = [{ id: 1, name: 'Routing', subscribers: 0 }];
const topics: Topic[] = [{ id: 1, forumId: 1, title: 'map.resources' }];
let nextId = 2;

class NotFound extends Error {
  readonly status = 404;
}

/** The status an error carries: RoutingError's (404, 405, 400), NotFound's, the body parser's (413); else 500. */
function statusOf(err: unknown): number {
  const status = typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined;
  return typeof status === 'number' ? status : 500;
}

const esc = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const page = (res: Response, title: string, body: string, status = 200): void => {
  res
    .status(status)
    .type('html')
    .send(`<!doctype html>\n<title>${esc(title)}</title>\n<h1>${esc(title)}</h1>\n${body}\n`);
};

/** A form with a hidden `_method` for the verbs browsers cannot send. */
const button = (action: string, label: string, method?: 'put' | 'delete'): string =>
  `<form method="post" action="${esc(action)}">${method ? `<input type="hidden" name="_method" value="${method}">` : ''}<button>${esc(label)}</button></form>`;

/** A form or query field as text; absent, or sent as a hash or an array (`name[]=…`), the fallback. */
const field = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** `res.locals.helpers`, typed: what the plain handlers below use. */
const helpersOf = (res: Response): RouteHelpers => res.locals.helpers as RouteHelpers;

function findForum(id: string | undefined): Forum {
  const forum = forums.find((f) => String(f.id) === id);
  if (!forum) throw new NotFound(`No forum ${id}`);
  return forum;
}

/** The controllers' base: `this.links` is the request's helpers, typed. Getters are never actions. */
class AppController<P extends object> extends Controller<Request, Response, P> {
  get links(): RouteHelpers {
    return this.helpers as RouteHelpers;
  }
}

class ForumsController extends AppController<ControllerParams['forums']> {
  index(): void {
    const h = this.links;
    const items = forums.map((f) => `<li><a href="${h.forum_path(f.id)}">${esc(f.name)}</a></li>`).join('\n');
    page(
      this.res,
      'Forums',
      `<ul>\n${items}\n</ul>\n<p><a href="${h.new_forum_path()}">New forum</a> · <a href="${h.search_forums_path()}">Search</a></p>`,
    );
  }

  search(): void {
    const q = field(this.params.q);
    const found = forums.filter((f) => f.name.toLowerCase().includes(q.toLowerCase()));
    // hash_for_ gives the options url_for takes: { controller, action, use_route, only_path, id }.
    const links = found.map(
      (f) =>
        `<li><a href="${this.links.url_for(this.links.hash_for_forum_path({ id: f.id }))}">${esc(f.name)}</a></li>`,
    );
    page(this.res, `Search: ${q}`, `<ul>\n${links.join('\n')}\n</ul>`);
  }

  new(): void {
    page(
      this.res,
      'New forum',
      `<form method="post" action="${this.links.forums_path()}"><input name="name"><button>Create</button></form>`,
    );
  }

  create(): void {
    const name = field(this.params.name).trim();
    if (name === '') return page(this.res, 'New forum', '<p>Name can&#39;t be blank</p>', 422);
    const forum = { id: nextId++, name, subscribers: 0 };
    forums.push(forum);
    this.redirectTo(this.links.forum_path(forum.id), 303);
  }

  show(): void {
    const h = this.links;
    const forum = findForum(this.params.id);
    page(
      this.res,
      forum.name,
      [
        `<p>${forum.subscribers} subscribers</p>`,
        `<p><a href="${h.forum_topics_path(forum.id)}">Topics</a> · <a href="${h.edit_forum_path(forum.id)}">Edit</a></p>`,
        button(h.subscribe_forum_path(forum.id), 'Subscribe'),
        button(h.forum_path(forum.id), 'Delete', 'delete'),
      ].join('\n'),
    );
  }

  edit(): void {
    const forum = findForum(this.params.id);
    page(
      this.res,
      `Edit ${forum.name}`,
      `<form method="post" action="${this.links.forum_path(forum.id)}"><input type="hidden" name="_method" value="put"><input name="name" value="${esc(forum.name)}"><button>Save</button></form>`,
    );
  }

  update(): void {
    const forum = findForum(this.params.id);
    forum.name = field(this.params.name, forum.name);
    this.redirectTo(this.links.forum_path(forum.id), 303);
  }

  destroy(): void {
    const forum = findForum(this.params.id);
    forums.splice(forums.indexOf(forum), 1);
    this.redirectTo(this.links.forums_path(), 303);
  }

  subscribe(): void {
    const forum = findForum(this.params.id);
    forum.subscribers += 1;
    this.redirectTo(this.links.forum_path(forum.id), 303);
  }
}

class TopicsController extends AppController<ControllerParams['topics']> {
  index(): void {
    const forum = findForum(this.params.forum_id);
    // Records fill the parameters in order: forum_id from the forum, id from the topic.
    const items = topics
      .filter((t) => t.forumId === forum.id)
      .map((t) => `<li><a href="${this.links.forum_topic_path(forum, t)}">${esc(t.title)}</a></li>`);
    page(
      this.res,
      `Topics in ${forum.name}`,
      `<ul>\n${items.join('\n')}\n</ul>\n<p><a href="${this.links.forum_path(forum.id)}">Back</a></p>`,
    );
  }

  show(): void {
    const topic = topics.find((t) => String(t.id) === this.params.id && String(t.forumId) === this.params.forum_id);
    if (!topic) throw new NotFound(`No topic ${this.params.id}`);
    page(this.res, topic.title, `<p><a href="${this.links.forum_topics_path(topic.forumId)}">All topics</a></p>`);
  }

  create(): void {
    const forum = findForum(this.params.forum_id);
    const topic = { id: nextId++, forumId: forum.id, title: field(this.params.title, 'Untitled') };
    topics.push(topic);
    this.redirectTo(this.links.forum_topic_path(forum.id, topic.id), 303);
  }
}

let signedIn = false;
const sessions = {
  new(_req: Request, res: Response): void {
    page(
      res,
      'Sign in',
      `<form method="post" action="${helpersOf(res).session_path()}"><button>Sign in</button></form>`,
    );
  },
  create(_req: Request, res: Response): void {
    signedIn = true;
    res.redirect(303, helpersOf(res).root_path());
  },
  destroy(_req: Request, res: Response): void {
    signedIn = false;
    res.redirect(303, helpersOf(res).root_path());
  },
};

const adminForums = {
  index(_req: Request, res: Response): void {
    const rows = forums.map((f) => `<tr><td>${esc(f.name)}</td><td>${f.subscribers}</td></tr>`).join('\n');
    page(res, 'Admin: forums', `<table>\n${rows}\n</table>\n<p>Signed in: ${signedIn}</p>`);
  },
};

const pages = {
  about(_req: Request, res: Response): void {
    page(
      res,
      'About',
      `<p>Routed with router.map. <a href="${helpersOf(res).url_for({ controller: 'forums', action: 'index' })}">Forums</a></p>`,
    );
  },
};

export const router = new Router();
router.controllers.register('forums', ForumsController);
router.controllers.register('topics', TopicsController);
router.controllers.register('sessions', sessions);
router.controllers.register('admin/forums', adminForums);
router.controllers.register('pages', pages);

router.map((map) => {
  map.root({ controller: 'forums', action: 'index' });
  map.resources('forums', { member: { subscribe: 'post' }, collection: { search: 'get' } }, (forum: MapMapper) => {
    forum.resources('topics', { only: ['index', 'show', 'create'] });
  });
  map.resource('session', { only: ['new', 'create', 'destroy'] });
  map.namespace('admin', (admin: MapMapper) => admin.resources('forums', { only: 'index' }));
  map.connect('about', { controller: 'pages', action: 'about', conditions: { method: 'get' } });
});

export const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(router.middleware());
app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
  const status = statusOf(err);
  const message = err instanceof Error && status !== 500 ? err.message : 'Something went wrong.';
  const allowed = err instanceof RoutingError && err.allowed ? `<p>Allowed: ${esc(err.allowed.join(', '))}</p>` : '';
  page(res, String(status), `<p>${esc(message)}</p>${allowed}`, status);
});

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3001);
  console.log(router.inspect());
  app.listen(port, () => console.log(`railroute map-form example on http://localhost:${port}`));
}
