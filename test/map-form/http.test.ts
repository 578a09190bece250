/**
 * The map form through real requests: the method restrictions of resource routes (405 with
 * an Allow header, Rails 2.3's MethodNotAllowed), form POSTs with `_method=put` /
 * `_method=delete`, and the default catch-all route that accepts verbs the resource refuses.
 */
import express from 'express';
import request from 'supertest';
import { Router } from '../../src';

/** A plain controller object with the given actions, each echoing what it received. */
function controller(name: string, actions: string[]): Record<string, (req: any, res: any) => void> {
  const out: Record<string, (req: any, res: any) => void> = {};
  for (const action of actions) {
    out[action] = (req: any, res: any) =>
      res.json({ controller: name, action, params: { ...req.params }, method: req.method });
  }
  return out;
}

function appFor(router: Router): express.Express {
  const app = express();
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => {
    res.status(typeof err?.status === 'number' ? err.status : 500).json({
      status: err?.status ?? null,
      message: err?.message ?? null,
      allow: res.getHeader('Allow') ?? null,
    });
  });
  return app;
}

const ACTIONS = ['index', 'new', 'create', 'show', 'edit', 'update', 'destroy', 'mark'];

describe('resource routes and their method restrictions', () => {
  const router = new Router();
  router.controllers.register('messages', controller('messages', ACTIONS));
  router.controllers.register('accounts', controller('accounts', ACTIONS));
  router.map((map) => {
    map.resources('messages', { member: { mark: 'put' } });
    map.resource('account');
  });
  const app = appFor(router);

  test('POST /messages/new → 405 with an Allow header', async () => {
    const res = await request(app).post('/messages/new').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(res.body).toEqual({
      status: 405,
      message: 'No route matches [POST] "/messages/new"',
      allow: 'GET, HEAD, PUT, DELETE',
    });
  });

  test('PUT /messages → 405, Allow: GET, HEAD, POST (test_should_not_allow_delete_or_put_on_collection_path)', async () => {
    const res = await request(app).put('/messages').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    await request(app).delete('/messages').expect(405);
  });

  test('PATCH is not routed in the map form (update is PUT only)', async () => {
    const res = await request(app).patch('/messages/1').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  test('GET /messages/1/mark → 405, Allow: PUT', async () => {
    const res = await request(app).get('/messages/1/mark').expect(405);
    expect(res.headers.allow).toBe('PUT');
  });

  test('the seven actions dispatch by verb', async () => {
    const cases: Array<[string, string, string]> = [
      ['get', '/messages', 'index'],
      ['post', '/messages', 'create'],
      ['get', '/messages/new', 'new'],
      ['get', '/messages/1/edit', 'edit'],
      ['get', '/messages/1', 'show'],
      ['put', '/messages/1', 'update'],
      ['delete', '/messages/1', 'destroy'],
      ['put', '/messages/1/mark', 'mark'],
    ];
    for (const [verb, url, action] of cases) {
      const res = await (request(app) as any)[verb](url).expect(200);
      expect([verb, url, res.body.action]).toEqual([verb, url, action]);
    }
  });

  test('req.params holds the path parameters and format', async () => {
    const res = await request(app).get('/messages/7.xml').expect(200);
    expect(res.body.params).toEqual({ controller: 'messages', action: 'show', id: '7', format: 'xml' });
  });

  test('a form POST with _method=put reaches update', async () => {
    const res = await request(app).post('/messages/1').type('form').send({ _method: 'put', title: 'x' }).expect(200);
    expect(res.body).toMatchObject({ action: 'update', method: 'PUT' });
  });

  test('a form POST with _method=delete reaches destroy', async () => {
    const res = await request(app).post('/messages/1').type('form').send({ _method: 'delete' }).expect(200);
    expect(res.body).toMatchObject({ action: 'destroy', method: 'DELETE' });
  });

  test('a form POST with _method=put on a singleton reaches update; plain POST creates', async () => {
    await request(app)
      .post('/account')
      .type('form')
      .send({ _method: 'put' })
      .expect(200)
      .expect((res) => expect(res.body.action).toBe('update'));
    await request(app)
      .post('/account')
      .type('form')
      .send({})
      .expect(200)
      .expect((res) => expect(res.body.action).toBe('create'));
  });

  test('a form POST with _method=patch finds no PATCH route → 405', async () => {
    const res = await request(app).post('/messages/1').type('form').send({ _method: 'patch' }).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  test('OPTIONS answers 204 with the Allow header', async () => {
    const res = await request(app).options('/messages/1').expect(204);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  test('an unknown path → 404', async () => {
    const res = await request(app).get('/nothing').expect(404);
    expect(res.body.message).toBe('No route matches [GET] "/nothing"');
  });
});

describe('the default catch-all after the resources (Rails 2.3)', () => {
  const router = new Router();
  router.controllers.register('messages', controller('messages', ACTIONS));
  router.map((map) => {
    map.resources('messages');
    map.connect(':controller/:action/:id');
  });
  const app = appFor(router);

  test('POST /messages/new reaches messages#new through the catch-all', async () => {
    const res = await request(app).post('/messages/new').expect(200);
    expect(res.body).toMatchObject({ controller: 'messages', action: 'new', method: 'POST' });
  });

  test('PUT /messages reaches messages#index through the catch-all', async () => {
    const res = await request(app).put('/messages').expect(200);
    expect(res.body).toMatchObject({ action: 'index', method: 'PUT' });
  });

  test('the resource routes still win where they match', async () => {
    await request(app)
      .put('/messages/1')
      .expect(200)
      .expect((res) => expect(res.body.action).toBe('update'));
    await request(app)
      .get('/messages/show/3')
      .expect(200)
      .expect((res) => expect(res.body.params).toMatchObject({ action: 'show', id: '3' }));
  });

  test('an unknown controller or action through the catch-all is a 404', async () => {
    await request(app).get('/nothing/here').expect(404);
    await request(app).get('/messages/toString/1').expect(404);
    await request(app).post('/messages/constructor').expect(404);
  });
});
