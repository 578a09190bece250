/**
 * Every `Location` railroute writes (a `redirect(...)` route, `redirectTo` with and without
 * Express, the 308 to a squeezed path) as Express' `res.location` writes one: characters a URL
 * cannot hold raw percent-encoded as UTF-8, an escape already there kept. Before, `/café` went
 * out as Latin-1 bytes and `/中`, a NUL or a CR/LF in a target made Node refuse the header:
 * a 500 on every request.
 */
import http from 'node:http';
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';
import { EXPRESSES } from './support';

/** A target as declared or computed, and the Location sent for it (path part, origin aside). */
const TARGETS: Array<[string, string]> = [
  ['/café', '/caf%C3%A9'],
  ['/中文', '/%E4%B8%AD%E6%96%87'],
  ['/x\u0000y', '/x%00y'],
  ['/x\r\ny', '/x%0D%0Ay'],
  ['/x\ty', '/x%09y'],
  ['/a b"<c>', '/a%20b%22%3Cc%3E'],
  ['/x\u007f', '/x%7F'],
  ['/\ud800', '/%EF%BF%BD'],
  ['/already%20encoded%C3%A9', '/already%20encoded%C3%A9'],
  ['/100%', '/100%25'],
  ['/plain/path?q=1&r=2#frag', '/plain/path?q=1&r=2#frag'],
];

class GoController extends Controller {
  to(): void {
    this.redirectTo(String(this.params.t));
  }
}

function routerFor(target: string): Router {
  const router = new Router();
  router.controllers.register(GoController);
  router.draw((r) => {
    r.get('declared', { to: redirect(target) });
    r.get('computed', { to: redirect(() => target) });
    r.get('action', { to: 'go#to' });
  });
  return router;
}

const pathOf = (location: string | undefined): string => (location ?? '').replace(/^https?:\/\/[^/]+/, '');

describe.each(TARGETS)('a Location for %j', (target, sent) => {
  it.each(['declared', 'computed'])('a %s redirect(...) route: 301 with it, through bare node:http', async (kind) => {
    const server = http.createServer(routerFor(target).middleware() as http.RequestListener);
    const res = await request(server).get(`/${kind}`);
    expect([res.status, pathOf(res.headers.location)]).toEqual([301, sent]);
  });

  it.each(EXPRESSES)('redirectTo and redirect(...) under %s', async (_name, express) => {
    const app = express();
    app.use(routerFor(target).middleware());
    const declared = await request(app).get('/declared');
    expect([declared.status, pathOf(declared.headers.location)]).toEqual([301, sent]);
    // redirectTo goes through Express' own res.redirect, which encodes the same way.
    if (!/[\ud800-\udfff]/.test(target)) {
      const action = await request(app).get(`/action?t=${encodeURIComponent(target)}`);
      expect([action.status, pathOf(action.headers.location)]).toEqual([302, sent]);
    }
  });
});

it('redirectTo without Express writes the encoded Location and names it in the body', async () => {
  class BareController extends Controller {
    to(): void {
      this.redirectTo('/café "x"');
    }
  }
  const router = new Router();
  router.controllers.register('bare', BareController);
  router.draw((r) => r.get('go', { to: 'bare#to' }));
  const res = await request(http.createServer(router.middleware() as http.RequestListener)).get('/go');
  expect([res.status, res.headers.location, res.text]).toEqual([
    302,
    '/caf%C3%A9%20%22x%22',
    'Redirecting to /caf%C3%A9%20%22x%22',
  ]);
});

it('the 308 to a squeezed path keeps its escapes and encodes what is raw', async () => {
  const router = new Router();
  router.controllers.register(GoController);
  router.draw((r) => r.get('a/b', { to: 'go#to' }));
  const res = await request(http.createServer(router.middleware() as http.RequestListener)).get('/a//b?q=%C3%A9&r="');
  expect([res.status, res.headers.location]).toEqual([308, '/a/b?q=%C3%A9&r=%22']);
});
