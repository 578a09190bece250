/**
 * The example app in the map form of Rails 2.3 (`router.map`): forums with nested topics,
 * a singleton session, an admin namespace, member and collection routes, a `map.connect`
 * route and `map.root`. Everything is kept in memory.
 *
 * The helpers and params are typed by map-app-helpers.d.ts, which `railroute routes
 * examples/map-app.ts --types` writes (a test checks it is up to date). The pages are EJS
 * templates in examples/map-views: links through `helpers`, forms through `forms.buttonTo` and
 * `forms.formWith` (the hidden `_method` and every value escaped by them or by `<%= %>`).
 *
 *   npx ts-node --transpile-only examples/map-app.ts   → http://localhost:3001 (PORT overrides)
 *   POST /forums/1 with _method=delete                  → forums#destroy
 */
import path from 'node:path';
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
    this.res.render('forums/index', { forums });
  }

  search(): void {
    const q = field(this.params.q);
    const found = forums.filter((f) => f.name.toLowerCase().includes(q.toLowerCase()));
    this.res.render('forums/search', { q, found });
  }

  new(): void {
    this.res.render('forums/new', { name: '', error: null });
  }

  create(): void {
    const name = field(this.params.name).trim();
    if (name === '') {
      this.res.status(422).render('forums/new', { name, error: "Name can't be blank" });
      return;
    }
    const forum = { id: nextId++, name, subscribers: 0 };
    forums.push(forum);
    this.redirectTo(this.links.forum_path(forum.id), 303);
  }

  show(): void {
    this.res.render('forums/show', { forum: findForum(this.params.id) });
  }

  edit(): void {
    this.res.render('forums/edit', { forum: findForum(this.params.id) });
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
    this.res.render('topics/index', { forum, topics: topics.filter((t) => t.forumId === forum.id) });
  }

  show(): void {
    const topic = topics.find((t) => String(t.id) === this.params.id && String(t.forumId) === this.params.forum_id);
    if (!topic) throw new NotFound(`No topic ${this.params.id}`);
    this.res.render('topics/show', { topic });
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
    res.render('sessions/new');
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
    res.render('admin/forums/index', { forums, signedIn });
  },
};

const pages = {
  about(_req: Request, res: Response): void {
    res.render('pages/about');
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
// Pages are EJS templates in examples/map-views (apart from the main app's examples/views).
app.set('views', path.join(__dirname, 'map-views'));
app.set('view engine', 'ejs');
app.use(express.urlencoded({ extended: false }));
app.use(router.middleware());
app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
  const status = statusOf(err);
  const message = err instanceof Error && status !== 500 ? err.message : 'Something went wrong.';
  res.status(status).render('errors/error', {
    status,
    message,
    allowed: err instanceof RoutingError && err.allowed ? err.allowed : null,
  });
});

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3001);
  console.log(router.inspect());
  app.listen(port, () => console.log(`railroute map-form example on http://localhost:${port}`));
}
