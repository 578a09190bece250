/**
 * The example app in the map form of Rails 2.3 (`router.map`): forums with nested topics,
 * a singleton session, an admin namespace, member and collection routes, a `map.connect`
 * route and `map.root`. Everything is kept in memory.
 *
 *   npx ts-node --transpile-only examples/map-app.ts   → http://localhost:3001 (PORT overrides)
 *   POST /forums/1 with _method=delete                  → forums#destroy
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { Controller, Router, RoutingError, type MapMapper } from '../src';

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

function findForum(id: unknown): Forum {
  const forum = forums.find((f) => String(f.id) === String(id));
  if (!forum) throw new NotFound(`No forum ${String(id)}`);
  return forum;
}

class ForumsController extends Controller<Request, Response> {
  index(): void {
    const h = this.helpers;
    const items = forums.map((f) => `<li><a href="${h.forum_path(f.id)}">${esc(f.name)}</a></li>`).join('\n');
    page(
      this.res,
      'Forums',
      `<ul>\n${items}\n</ul>\n<p><a href="${h.new_forum_path()}">New forum</a> · <a href="${h.search_forums_path()}">Search</a></p>`,
    );
  }

  search(): void {
    const q = String(this.params.q ?? '');
    const found = forums.filter((f) => f.name.toLowerCase().includes(q.toLowerCase()));
    // hash_for_ gives the options url_for takes: { controller, action, use_route, only_path, id }.
    const links = found.map(
      (f) =>
        `<li><a href="${this.helpers.url_for(this.helpers.hash_for_forum_path({ id: f.id }))}">${esc(f.name)}</a></li>`,
    );
    page(this.res, `Search: ${q}`, `<ul>\n${links.join('\n')}\n</ul>`);
  }

  new(): void {
    page(
      this.res,
      'New forum',
      `<form method="post" action="${this.helpers.forums_path()}"><input name="name"><button>Create</button></form>`,
    );
  }

  create(): void {
    const name = String(this.params.name ?? '').trim();
    if (name === '') return page(this.res, 'New forum', '<p>Name can&#39;t be blank</p>', 422);
    const forum = { id: nextId++, name, subscribers: 0 };
    forums.push(forum);
    this.redirectTo(this.helpers.forum_path(forum.id), 303);
  }

  show(): void {
    const h = this.helpers;
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
      `<form method="post" action="${this.helpers.forum_path(forum.id)}"><input type="hidden" name="_method" value="put"><input name="name" value="${esc(forum.name)}"><button>Save</button></form>`,
    );
  }

  update(): void {
    const forum = findForum(this.params.id);
    forum.name = String(this.params.name ?? forum.name);
    this.redirectTo(this.helpers.forum_path(forum.id), 303);
  }

  destroy(): void {
    const forum = findForum(this.params.id);
    forums.splice(forums.indexOf(forum), 1);
    this.redirectTo(this.helpers.forums_path(), 303);
  }

  subscribe(): void {
    const forum = findForum(this.params.id);
    forum.subscribers += 1;
    this.redirectTo(this.helpers.forum_path(forum.id), 303);
  }
}

class TopicsController extends Controller<Request, Response> {
  index(): void {
    const forum = findForum(this.params.forum_id);
    // Inside a request, the current forum_id fills forum_topic_path's first parameter.
    const items = topics
      .filter((t) => t.forumId === forum.id)
      .map((t) => `<li><a href="${this.helpers.forum_topic_path({ id: t.id })}">${esc(t.title)}</a></li>`);
    page(
      this.res,
      `Topics in ${forum.name}`,
      `<ul>\n${items.join('\n')}\n</ul>\n<p><a href="${this.helpers.forum_path(forum.id)}">Back</a></p>`,
    );
  }

  show(): void {
    const topic = topics.find(
      (t) => String(t.id) === String(this.params.id) && String(t.forumId) === String(this.params.forum_id),
    );
    if (!topic) throw new NotFound(`No topic ${String(this.params.id)}`);
    page(this.res, topic.title, `<p><a href="${this.helpers.forum_topics_path(topic.forumId)}">All topics</a></p>`);
  }

  create(): void {
    const forum = findForum(this.params.forum_id);
    const topic = { id: nextId++, forumId: forum.id, title: String(this.params.title ?? 'Untitled') };
    topics.push(topic);
    this.redirectTo(this.helpers.forum_topic_path(forum.id, topic.id), 303);
  }
}

let signedIn = false;
const sessions = {
  new(_req: Request, res: Response): void {
    page(
      res,
      'Sign in',
      `<form method="post" action="${res.locals.helpers.session_path()}"><button>Sign in</button></form>`,
    );
  },
  create(_req: Request, res: Response): void {
    signedIn = true;
    res.redirect(303, res.locals.helpers.root_path());
  },
  destroy(_req: Request, res: Response): void {
    signedIn = false;
    res.redirect(303, res.locals.helpers.root_path());
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
      `<p>Routed with router.map. <a href="${res.locals.helpers.url_for({ controller: 'forums', action: 'index' })}">Forums</a></p>`,
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
app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
  const status = typeof err?.status === 'number' ? (err.status as number) : 500;
  const allowed = err instanceof RoutingError && err.allowed ? `<p>Allowed: ${esc(err.allowed.join(', '))}</p>` : '';
  page(res, `${status}`, `<p>${esc(status === 500 ? 'Something went wrong.' : err.message)}</p>${allowed}`, status);
});

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3001);
  console.log(router.inspect());
  app.listen(port, () => console.log(`railroute map-form example on http://localhost:${port}`));
}
