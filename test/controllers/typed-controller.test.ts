/** `Controller<Req, Res>` types `this.req`/`this.res`; without arguments they stay `any`. */
import express from 'express';
import request from 'supertest';
import { Controller, Router } from '../../src';

class PhotosController extends Controller<express.Request, express.Response> {
  show(): void {
    // Typed: `this.res.json` and `this.req.get` are Express' own signatures.
    this.res.json({ id: this.params.id, agent: this.req.get('user-agent') ?? null });
  }
}

class LooseController extends Controller {
  index(): void {
    this.res.end(String(this.req.url));
  }
}

test('typed and untyped controllers dispatch alike', async () => {
  const router = new Router().draw((r) => {
    r.resources('photos', { only: 'show' });
    r.get('loose', { to: 'loose#index' });
  });
  router.controllers.register(PhotosController).register(LooseController);
  const app = express();
  app.use(router.middleware());
  expect((await request(app).get('/photos/3').set('User-Agent', 'jest').expect(200)).body).toEqual({
    id: '3',
    agent: 'jest',
  });
  expect((await request(app).get('/loose?x=1').expect(200)).text).toBe('/loose?x=1');
});
