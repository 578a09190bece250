/**
 * `this.respondTo` reads the request's formats as Rails' `respond_to` does, through the one
 * reading of the Accept header the router's format constraints use (request/request-format.ts):
 * a browser's Accept counts as html, an API client's Accept by preference, `*\/*` takes the
 * first format offered, the `format` parameter wins over the header.
 */
import request from 'supertest';
import { Controller, Router } from '../../src';
import { EXPRESSES } from '../http/support';

class ThingsController extends Controller {
  both(): void {
    this.respondTo({ json: () => this.res.json({ json: true }), html: () => this.res.send('html') });
  }
  jsonOnly(): void {
    this.respondTo({ json: () => this.res.json({ json: true }) });
  }
}

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe.each(EXPRESSES)('%s', (_label, express) => {
  const app = express();
  const router = new Router();
  router.controllers.register('things', ThingsController);
  router.draw((r) => {
    r.get('both', { to: 'things#both' });
    r.get('json_only', { to: 'things#jsonOnly' });
  });
  app.use(router.middleware());
  app.use((err: any, _req: any, res: any, _next: any) => {
    res.status(err.status ?? 500).send(`${err.name} ${err.status}: ${err.message}`);
  });

  test.each<[string, string, Record<string, string>, number, string]>([
    ['a browser: html, whatever the order of the handlers', '/both', { Accept: BROWSER }, 200, 'html'],
    ['an API client asking for JSON', '/both', { Accept: 'application/json' }, 200, '{"json":true}'],
    ['q decides', '/both', { Accept: 'text/html;q=0.5, application/json' }, 200, '{"json":true}'],
    ['any type: the first offered', '/both', { Accept: '*/*' }, 200, '{"json":true}'],
    ['no Accept: html, as Rails', '/both', {}, 200, 'html'],
    ['the format parameter wins over Accept', '/both.html', { Accept: 'application/json' }, 200, 'html'],
    [
      'XHR with an Accept: by the Accept',
      '/both',
      { Accept: 'application/json, text/javascript, */*; q=0.01', 'X-Requested-With': 'XMLHttpRequest' },
      200,
      '{"json":true}',
    ],
    // Rails raises ActionController::UnknownFormat: the error goes to next(err), the action answers nothing.
    [
      'a browser to a JSON-only action: 406, as Rails',
      '/json_only',
      { Accept: BROWSER },
      406,
      'UnknownFormat 406: No format the request accepts: the action responds to json',
    ],
    [
      'an unknown type: 406',
      '/both',
      { Accept: 'image/png' },
      406,
      'UnknownFormat 406: No format the request accepts: the action responds to json, html',
    ],
    [
      'a format parameter the action does not offer: 406',
      '/both.xml',
      {},
      406,
      'UnknownFormat 406: Unknown format "xml": the action responds to json, html',
    ],
  ])('%s', async (_name, path, headers, status, body) => {
    const res = await request(app).get(path).set(headers);
    expect({ status: res.status, body: res.text }).toEqual({ status, body });
  });
});
