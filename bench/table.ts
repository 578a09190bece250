/**
 * A Rails-shaped route table: `resources` with the seven actions, some with a nested
 * resource, member and collection routes, `(.:format)` on every route; and the same table
 * registered in the peers (find-my-way needs the `.json` variants spelled out).
 */
import FindMyWay from 'find-my-way';
import express from 'express';
import { Router } from '../src';

export interface TableShape {
  resources: number;
  /** Every `nestEvery`-th resource gets a nested `comments` resource. */
  nestEvery: number;
}

export const RAILS_SHAPED: TableShape = { resources: 100, nestEvery: 3 };

/** The table's verbs, each with the name of its Express method (`router.route(path).get(...)`). */
export const EXPRESS_METHOD = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;
type Verb = keyof typeof EXPRESS_METHOD;

/** `[verb, path pattern (Express/find-my-way syntax), route key]` for every route. */
export function routeList(shape: TableShape): Array<[Verb, string, string]> {
  const list: Array<[Verb, string, string]> = [];
  const seven = (base: string, key: string): void => {
    list.push(['GET', `${base}/search`, `${key}#search`]);
    list.push(['GET', base, `${key}#index`], ['POST', base, `${key}#create`], ['GET', `${base}/new`, `${key}#new`]);
    list.push(['GET', `${base}/:id/edit`, `${key}#edit`], ['GET', `${base}/:id/preview`, `${key}#preview`]);
    list.push(['GET', `${base}/:id`, `${key}#show`], ['PATCH', `${base}/:id`, `${key}#update`]);
    list.push(['PUT', `${base}/:id`, `${key}#update`], ['DELETE', `${base}/:id`, `${key}#destroy`]);
  };
  for (let i = 0; i < shape.resources; i++) {
    if (i % shape.nestEvery === 0) seven(`/res${i}/:res${i}_id/comments`, `comments${i}`);
    seven(`/res${i}`, `res${i}`);
  }
  return list;
}

export function buildRailroute(shape: TableShape): Router {
  return new Router().draw((r) => {
    for (let i = 0; i < shape.resources; i++) {
      r.resources(`res${i}`, (r) => {
        r.collection((r) => r.get('search'));
        r.member((r) => r.get('preview'));
        if (i % shape.nestEvery === 0) {
          r.resources('comments', { controller: `comments${i}` }, (r) => {
            r.collection((r) => r.get('search'));
            r.member((r) => r.get('preview'));
          });
        }
      });
    }
  });
}

type Lookup = (method: string, path: string) => unknown;

export function buildFindMyWay(shape: TableShape): Lookup {
  const router = FindMyWay();
  for (const [verb, path, key] of routeList(shape)) {
    const handler = (): string => key;
    router.on(verb, path, handler);
    router.on(verb, `${path}.:format`, handler);
  }
  return (method, path) => router.find(method as 'GET', path);
}

/** Express 5's own router, driven with a minimal request; answers the route key or null. */
export function buildExpress(shape: TableShape): Lookup {
  const router = express.Router();
  // The key of the route the last lookup reached: Express calls the handler before router() returns.
  let found: string | null = null;
  for (const [verb, path, key] of routeList(shape)) {
    router.route(`${path}{.:format}`)[EXPRESS_METHOD[verb]](() => {
      found = key;
    });
  }
  return (method, path) => {
    found = null;
    router({ method, url: path, headers: {} } as express.Request, {} as express.Response, () => undefined);
    return found;
  };
}
