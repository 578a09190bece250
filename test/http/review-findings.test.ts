/** Middleware behaviour found in review: errors from constraints, shared Allow lists, fallthrough. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { Controller, Router, RoutingError } from '../../src';

const throwing = (): boolean => {
  throw new Error('constraint exploded');
};

describe('a request constraint that throws', () => {
  const router = new Router().draw((r) => {
    r.post('boom', { to: (_req: unknown, res: { end(b: string): void }) => res.end('ok'), constraints: throwing });
    r.get('later', {
      to: (_req: unknown, res: { end(b: string): void }) => res.end('ok'),
      constraints: (() => Promise.resolve(true)) as any,
    }); // a Promise is no boolean: tsc refuses it, JS may still pass one
  });

  test('on a form POST (routing after the body was read) reaches the error handler, not the process', async () => {
    const app = express();
    app.use(router.middleware());
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send(`handled: ${err.message}`);
    });
    const res = await request(app).post('/boom').type('form').send('a=1');
    expect(res.status).toBe(500);
    expect(res.text).toBe('handled: constraint exploded');
  });

  test('under bare node:http the middleware answers 500 itself', async () => {
    const server = http.createServer(router.middleware());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
        .post('/boom')
        .type('form')
        .send('a=1');
      expect(res.status).toBe(500);
      expect(res.text).toBe('Internal Server Error\n');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('an async constraint is an error, not a match', async () => {
    const app = express();
    app.use(router.middleware());
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send(err.message);
    });
    const res = await request(app).get('/later');
    expect(res.status).toBe(500);
    expect(res.text).toMatch(/synchronously/);
  });
});

test('changing err.allowed in one request does not change the next Allow header', async () => {
  const router = new Router().draw((r) => r.resources('photos', { only: ['show'] }));
  const app = express();
  app.use(router.middleware());
  app.use((err: RoutingError, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    err.allowed?.push('BOGUS');
    res.status(err.status).send(err.message);
  });
  await request(app).put('/photos/1').expect(405).expect('Allow', 'GET, HEAD');
  await request(app).put('/photos/1').expect(405).expect('Allow', 'GET, HEAD');
});

test('with fallthrough, a route whose constraints refuse the request falls through', async () => {
  const router = new Router().draw((r) =>
    r.constraints({ subdomain: 'api' }, (r) =>
      r.get('status', { to: (_q: unknown, res: express.Response) => res.send('api') }),
    ),
  );
  const app = express();
  app.use(router.middleware({ fallthrough: true }));
  app.get('/status', (_req, res) => res.send('www'));
  await request(app).get('/status').set('Host', 'www.example.com').expect(200, 'www');
  await request(app).get('/status').set('Host', 'api.example.com').expect(200, 'api');
});

describe('what the audit found untested', () => {
  test("_url helpers take the request's protocol as well as its host", async () => {
    const router = new Router().draw((r) => {
      r.resources('photos');
      r.get('link/:id', {
        to: (req: express.Request, res: express.Response) =>
          res.json({ url: res.locals.helpers.photo_url(req.params.id) }),
      });
    });
    const app = express();
    app.set('trust proxy', true);
    app.use(router.middleware());
    const res = await request(app)
      .get('/link/5')
      .set('Host', 'shop.example.com')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(res.body.url).toBe('https://shop.example.com/photos/5');
  });

  test('a JSON body with __proto__ never reaches the prototype of this.params', async () => {
    class PhotosController extends Controller {
      create(): void {
        const params = this.params;
        this.res.json({
          inherited: 'polluted' in params && !Object.prototype.hasOwnProperty.call(params, 'polluted'),
          objectPrototype: Object.getPrototypeOf(params) === Object.prototype,
          own: Object.prototype.hasOwnProperty.call(params, '__proto__'),
        });
      }
    }
    const router = new Router().draw((r) => r.resources('photos', { only: ['create'] }));
    router.controllers.register(PhotosController);
    const app = express();
    app.use(express.json());
    app.use(router.middleware());
    const res = await request(app)
      .post('/photos')
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"polluted": 1}}');
    expect(res.body).toEqual({ inherited: false, objectPrototype: true, own: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
