/**
 * Routes whose request constraints refuse a request are hidden — for the match
 * and for `Allow`. A path whose only routes refuse the request is a 404 for every verb
 * (OPTIONS too); a refused DELETE beside an accepted GET is a 405 with `Allow: GET, HEAD`.
 * Through `recognize`, Express 4 and 5, and bare node:http.
 */
import http from 'node:http';
import request from 'supertest';
import { Router } from '../../src';
import { EXPRESSES, echoErrors } from '../http/support';

const ok = (_req: any, res: any): void => void res.end('ok');

function router(): Router {
  return new Router().draw((r) => {
    // Only for the api subdomain: hidden elsewhere.
    r.get('secret/:id', { to: ok, constraints: { subdomain: 'api' } });
    r.delete('secret/:id', { to: ok, constraints: { subdomain: 'api' } });
    // Shown for any request, but DELETE only from localhost-like callers via a function.
    r.get('mixed/:id', { to: ok });
    r.delete('mixed/:id', { to: ok, constraints: (req: any) => req.headers?.['x-admin'] === 'yes' });
    // A static path whose routes are all refused.
    r.post('hidden', { to: ok, constraints: { subdomain: 'api' } });
  });
}

const VERBS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

describe('recognize', () => {
  const r = router();
  const www = { headers: { host: 'www.example.com' }, hostname: 'www.example.com', subdomains: ['www'] };
  const api = { headers: { host: 'api.example.com' }, hostname: 'api.example.com', subdomains: ['api'] };

  test('refused routes do not match; accepted ones do', () => {
    expect(r.recognize('GET', '/secret/1', www)).toBeNull();
    expect(r.recognize('GET', '/secret/1', api)?.params).toEqual({ id: '1' });
    expect(r.recognize('DELETE', '/mixed/1', { headers: { 'x-admin': 'yes' } })?.route.verb).toBe('DELETE');
    expect(r.recognize('DELETE', '/mixed/1', { headers: {} })).toBeNull();
  });

  test('allowedMethods stays a property of the path alone (API.md)', () => {
    expect(r.allowedMethods('/secret/1')).toEqual(['GET', 'HEAD', 'DELETE']);
    expect(r.allowedMethods('/mixed/1')).toEqual(['GET', 'HEAD', 'DELETE']);
  });
});

describe.each(EXPRESSES)('%s', (_name, express: any) => {
  const app = express();
  app.use(router().middleware());
  echoErrors(app);

  test.each(VERBS)('%s on a path whose routes all refuse the request: 404, no Allow', async (verb) => {
    for (const path of ['/secret/1', '/hidden']) {
      const res = await request(app)[verb](path).set('Host', 'www.example.com');
      expect([path, res.status, res.headers.allow]).toEqual([path, 404, undefined]);
    }
  });

  test('the same path for the accepted subdomain answers, and 405 lists its verbs', async () => {
    expect((await request(app).get('/secret/1').set('Host', 'api.example.com')).status).toBe(200);
    const res = await request(app).post('/secret/1').set('Host', 'api.example.com');
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD, DELETE']);
    const options = await request(app).options('/secret/1').set('Host', 'api.example.com');
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD, DELETE']);
  });

  test('a refused DELETE beside an accepted GET: 405 with Allow: GET, HEAD; OPTIONS 204 likewise', async () => {
    const res = await request(app).delete('/mixed/1');
    expect([res.status, res.headers.allow, res.body.allowed]).toEqual([405, 'GET, HEAD', ['GET', 'HEAD']]);
    const options = await request(app).options('/mixed/1');
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD']);
    expect((await request(app).delete('/mixed/1').set('X-Admin', 'yes')).status).toBe(200);
  });
});

test('bare node:http: 404 for every verb on a refused-only path', async () => {
  const server = http.createServer(router().middleware() as http.RequestListener);
  for (const verb of VERBS) {
    const res = await request(server)[verb]('/secret/1').set('Host', 'www.example.com');
    expect([verb, res.status, res.headers.allow]).toEqual([verb, 404, undefined]);
  }
  const res = await request(server).delete('/mixed/1');
  expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD']);
});
