/**
 * No Express: `http.createServer(router.middleware())`. Routes dispatch; routing errors
 * are answered by the middleware itself (status, Allow, a one-line text body).
 */
import http from 'node:http';
import request from 'supertest';
import { Controller, Router, redirect } from '../../src';
import { chunkedRequest } from './support';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

class ItemsController extends Controller {
  show(): void {
    send(this.res, 200, {
      params: this.params,
      method: this.req.method,
      link: this.helpers.item_path(2),
      url: this.helpers.item_url(2),
    });
  }
  update(): void {
    send(this.res, 200, {
      action: 'update',
      method: this.req.method,
      originalMethod: this.req.originalMethod,
      body: this.req.body ?? null,
    });
  }
  destroy(): void {
    send(this.res, 200, { action: 'destroy', method: this.req.method });
  }
  go(): void {
    this.redirectTo('/elsewhere');
  }
  fmt(): void {
    this.respondTo({
      html: () => this.res.end('html'),
      json: () => this.res.end('json'),
    });
  }
  boom(): void {
    throw new Error('secret detail');
  }
}

function makeServer(options: Parameters<Router['middleware']>[0] = {}): http.Server {
  const router = new Router();
  router.controllers.register('items', ItemsController);
  router.draw((r) => {
    r.resources('items', { only: ['show', 'update', 'destroy'] }, (r) => {
      r.member((r) => {
        r.get('go');
        r.get('fmt');
        r.get('boom');
      });
    });
    r.get('ping', { to: (_req: any, res: any) => res.end('pong') });
    r.get('old/:id', { to: redirect('/items/%{id}') });
    r.get('ghost', { to: 'ghosts#index' });
  });
  return http.createServer(router.middleware(options) as http.RequestListener);
}

describe('bare node http.createServer(router.middleware())', () => {
  const server = makeServer();

  test('a controller action dispatches', async () => {
    const res = await request(server).get('/items/5?q=1').set('Host', 'example.org');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      params: { q: '1', controller: 'items', action: 'show', id: '5' },
      method: 'GET',
      link: '/items/2',
      url: 'http://example.org/items/2',
    });
  });

  test('a handler target dispatches', async () => {
    const res = await request(server).get('/ping');
    expect(res.status).toBe(200);
    expect(res.text).toBe('pong');
  });

  test('a redirect target', async () => {
    const res = await request(server).get('/old/5');
    expect(res.status).toBe(301);
    expect(res.headers.location).toMatch(/\/items\/5$/);
  });

  test('this.redirectTo without Express', async () => {
    const res = await request(server).get('/items/5/go');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/elsewhere');
  });

  test.each([
    ['/items/5/fmt.json', undefined, 200, 'json'],
    ['/items/5/fmt', 'application/json', 200, 'json'],
    ['/items/5/fmt', 'text/html', 200, 'html'],
    ['/items/5/fmt.xml', undefined, 406, 'Unknown format "xml": the action responds to html, json\n'],
  ] as Array<[string, string | undefined, number, string | undefined]>)(
    'respondTo without Express: %s Accept %s → %d',
    async (path, accept, status, text) => {
      let req = request(server).get(path);
      if (accept) req = req.set('Accept', accept);
      const res = await req;
      expect(res.status).toBe(status);
      if (text) expect(res.text).toBe(text);
    },
  );

  test('method override: POST + _method=delete', async () => {
    const res = await request(server).post('/items/5').type('form').send('_method=delete');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: 'destroy', method: 'DELETE' });
  });

  test('method override keeps the body: POST + _method=put', async () => {
    const res = await request(server).post('/items/5').type('form').send('_method=put&name=x');
    expect(res.body).toEqual({
      action: 'update',
      method: 'PUT',
      originalMethod: 'POST',
      body: { _method: 'put', name: 'x' },
    });
  });

  test.each([
    ['get', '/nothing', 404, 'No route matches [GET] "/nothing"', undefined],
    ['get', '/items/5/foo', 404, 'No route matches [GET] "/items/5/foo"', undefined],
    ['post', '/items/5', 405, 'No route matches [POST] "/items/5"', 'GET, HEAD, PATCH, PUT, DELETE'],
    ['delete', '/ping', 405, 'No route matches [DELETE] "/ping"', 'GET, HEAD'],
  ] as Array<[string, string, number, string, string | undefined]>)(
    '%s %s → %d with a one-line text body',
    async (verb, path, status, message, allow) => {
      const res = await (request(server) as any)[verb](path);
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text.trimEnd()).toBe(message);
      expect(res.text.trimEnd()).not.toContain('\n');
      expect(res.headers.allow).toBe(allow);
    },
  );

  test.each([['/items/%zz'], ['/items/%E0%A4%A']])('GET %s → 400, one line', async (path) => {
    const res = await request(server).get(path);
    expect(res.status).toBe(400);
    expect(res.text.trimEnd()).not.toContain('\n');
    expect(res.text.length).toBeGreaterThan(0);
  });

  test('OPTIONS → 204 + Allow', async () => {
    const res = await request(server).options('/items/5');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, PATCH, PUT, DELETE');
  });

  test('HEAD → the GET route, no body', async () => {
    const res = await request(server).head('/ping');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  test('HEAD on a missing path → 404 with no body', async () => {
    const res = await request(server).head('/nothing');
    expect(res.status).toBe(404);
    expect(res.text ?? '').toBe('');
  });

  test('fallthrough: true without a next still answers 404 itself', async () => {
    const res = await request(makeServer({ fallthrough: true })).get('/nothing');
    expect(res.status).toBe(404);
    expect(res.text.trimEnd()).toBe('No route matches [GET] "/nothing"');
  });

  test('unregistered controller → 404, one line', async () => {
    const res = await request(server).get('/ghost');
    expect(res.status).toBe(404);
    expect(res.text.trimEnd()).not.toContain('\n');
  });

  test('an action that throws → 500 without leaking the error', async () => {
    const res = await request(server).get('/items/5/boom');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('secret detail');
  });

  test("bodyLimit '1kb': a 5kb form body → 413", async () => {
    const res = await request(makeServer({ bodyLimit: '1kb' }))
      .post('/items/5')
      .type('form')
      .send(`_method=put&a=${'x'.repeat(5 * 1024)}`);
    expect(res.status).toBe(413);
  });

  test("bodyLimit '1kb': a chunked 5kb form body → 413", async () => {
    const router = new Router();
    router.controllers.register('items', ItemsController);
    router.draw((r) => r.resources('items', { only: ['update'] }));
    const chunk = 'x'.repeat(1024);
    const res = await chunkedRequest(
      router.middleware({ bodyLimit: '1kb' }),
      { method: 'POST', path: '/items/5', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ['_method=put&a=', chunk, chunk, chunk, chunk, chunk],
    );
    expect(res.status).toBe(413);
  });
});
