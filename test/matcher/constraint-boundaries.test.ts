/**
 * Where a constraint decides where its parameter, or the format, begins, the params are
 * Rails': lookahead and lookbehind (which see the whole path, past the parameter's
 * segment), alternations with anchors, classes that admit `.`. Every answer below was
 * taken from ActionPack 6.1 (`set.router.recognize`), and is checked through the pure
 * API and, for the lobsters route, over HTTP with both Express majors.
 */
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES } from '../http/support';

interface Row {
  path: string;
  param: string;
  constraint: RegExp;
  urls: Array<[url: string, params: Record<string, string> | null]>;
}

/** Rails 6.1's answers (`get PATH => "NAME#show", constraints: { PARAM => CONSTRAINT }`). */
const ROWS: Row[] = [
  {
    path: 'domains/:id',
    param: 'id',
    constraint: /([^/]+?)(?=\.json|\.rss|$|\/)/,
    urls: [
      ['/domains/example.com', { id: 'example.com' }],
      ['/domains/example.com.rss', { id: 'example.com', format: 'rss' }],
      ['/domains/example.com.json', { id: 'example.com', format: 'json' }],
      ['/domains/example.com.xml', { id: 'example.com.xml' }],
      ['/domains/example', { id: 'example' }],
      ['/domains/a.b.c.rss', { id: 'a.b.c', format: 'rss' }],
      ['/domains/.rss', { id: '.rss' }],
    ],
  },
  {
    path: 'tags/:id',
    param: 'id',
    constraint: /[a-z.]+/,
    urls: [
      ['/tags/a.json', { id: 'a.json' }],
      ['/tags/a', { id: 'a' }],
      ['/tags/a.b.c', { id: 'a.b.c' }],
      ['/tags/.json', { id: '.json' }],
    ],
  },
  {
    path: 'alt/:id',
    param: 'id',
    constraint: /a|a\.b/,
    urls: [
      ['/alt/a.b', { id: 'a', format: 'b' }],
      ['/alt/a.json', { id: 'a', format: 'json' }],
      ['/alt/a.b.json', { id: 'a.b', format: 'json' }],
      ['/alt/a', { id: 'a' }],
      ['/alt/a.b.c', { id: 'a.b', format: 'c' }],
    ],
  },
  {
    path: 'anch/:id',
    param: 'id',
    constraint: /a$|b/,
    urls: [
      ['/anch/a', { id: 'a' }],
      ['/anch/a.json', null],
      ['/anch/b.json', { id: 'b', format: 'json' }],
      ['/anch/b', { id: 'b' }],
    ],
  },
  {
    path: 'neg/:id',
    param: 'id',
    constraint: /(?!new)\w+/,
    urls: [
      ['/neg/new', null],
      ['/neg/newer', null],
      ['/neg/abc.json', { id: 'abc', format: 'json' }],
      ['/neg/renew', { id: 'renew' }],
    ],
  },
  {
    path: 'behind/:id',
    param: 'id',
    constraint: /[^/]+(?<!\.bak)/,
    urls: [
      ['/behind/a.bak', { id: 'a', format: 'bak' }],
      ['/behind/a.bak.json', { id: 'a.bak.json' }],
      ['/behind/a.json', { id: 'a.json' }],
      ['/behind/abc', { id: 'abc' }],
    ],
  },
  {
    path: 'before/:id/:rest',
    param: 'id',
    constraint: /\w+(?=\/edit)/,
    urls: [
      ['/before/a/edit', { id: 'a', rest: 'edit' }],
      ['/before/a/show', null],
      ['/before/a.b/edit', null],
    ],
  },
  {
    path: 'lb/:id',
    param: 'id',
    constraint: /(?<=lb\/)\w+/,
    urls: [
      ['/lb/abc', { id: 'abc' }],
      ['/lb/abc.json', { id: 'abc', format: 'json' }],
    ],
  },
  {
    path: 'ver/:id',
    param: 'id',
    constraint: /\d+(?:\.\d+)*/,
    urls: [
      ['/ver/1.2.3', { id: '1.2.3' }],
      ['/ver/1.2.json', { id: '1.2', format: 'json' }],
      ['/ver/1.json', { id: '1', format: 'json' }],
      ['/ver/1.2.3.x', { id: '1.2.3', format: 'x' }],
    ],
  },
  {
    path: 'dotted/:id',
    param: 'id',
    constraint: /[^/]+/,
    urls: [
      ['/dotted/a.b.c', { id: 'a.b.c' }],
      ['/dotted/a.json', { id: 'a.json' }],
    ],
  },
  {
    path: 'nla/:id',
    param: 'id',
    constraint: /[\w.]+?(?!\.)/,
    urls: [
      ['/nla/a.b.json', { id: 'a.b.json' }],
      ['/nla/a.json', { id: 'a.json' }],
      ['/nla/ab', { id: 'ab' }],
    ],
  },
  {
    path: 'wb/:id',
    param: 'id',
    constraint: /\w+\b\.\w+/,
    urls: [
      ['/wb/a.b', { id: 'a.b' }],
      ['/wb/a.b.json', { id: 'a.b', format: 'json' }],
      ['/wb/ab', null],
    ],
  },
  {
    path: 'segs/:a-:b',
    param: 'a',
    constraint: /[^/]+?(?=-\d)/,
    urls: [
      ['/segs/x-y-1', { a: 'x-y', b: '1' }],
      ['/segs/x-1-2', { a: 'x', b: '1-2' }],
      ['/segs/x-1.json', { a: 'x', b: '1', format: 'json' }],
    ],
  },
];

function routerFor(row: Row): Router {
  const router = new Router();
  const name = row.path.split('/')[0] as string;
  router.draw((r) => {
    r.get(row.path, { to: `${name}#show`, constraints: { [row.param]: row.constraint } });
  });
  return router;
}

function pathParams(params: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (params === undefined) return null;
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'controller' && name !== 'action'));
}

describe.each(ROWS)('$path with $constraint', (row) => {
  const router = routerFor(row);
  test.each(row.urls)('%s', (url, expected) => {
    expect(pathParams(router.recognize('GET', url)?.params)).toEqual(expected);
  });
});

describe('the lobsters domain route', () => {
  const router = new Router();
  router.draw((r) => {
    r.constraints({ id: /([^/]+?)(?=\.json|\.rss|$|\/)/ }, () => {
      r.get('/domains/:id', {
        to: (req: any, res: any) => res.json({ id: req.params.id, format: req.params.format ?? null }),
      });
    });
  });

  describe.each(EXPRESSES)('%s', (_name, express) => {
    const app = express();
    app.use(router.middleware());

    test.each([
      ['/domains/example.com', { id: 'example.com', format: null }],
      ['/domains/example.com.rss', { id: 'example.com', format: 'rss' }],
      ['/domains/example.com.json', { id: 'example.com', format: 'json' }],
      ['/domains/example.com.xml', { id: 'example.com.xml', format: null }],
    ])('%s', async (url, body) => {
      const response = await request(app).get(url);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(body);
    });
  });
});
