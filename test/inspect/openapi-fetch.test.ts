/**
 * openapi-fetch, the client most users put on openapi-typescript's types, over a
 * `routes --openapi` document: its calls with a query string and with a body type-check
 * (they were refused: the document declared neither), and sent to the router over HTTP they
 * reach the action's params as `?page=2` and a JSON body.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import createClient from 'openapi-fetch';
import { Router } from '../../src';
import { openApiTypes, typeCheck } from './openapi-consumers';
import { documentOf } from './openapi-tables';

const root = path.resolve(__dirname, '../..');

function notesRouter(): Router {
  const router = new Router();
  const echo = (req: express.Request, res: express.Response) =>
    res.json({ action: req.params.action, query: req.query, body: req.body as unknown });
  router.controllers.register('notes', { index: echo, create: echo, update: echo, show: echo });
  router.draw((r) => r.resources('notes', { only: ['index', 'create', 'update', 'show'] }));
  return router;
}

const CALLS = `import createClient from 'openapi-fetch';
import type { paths } from './notes';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1', querySerializer: { object: { style: 'form', explode: true } } });
export const calls = [
  client.GET('/notes', { params: { query: { params: { page: 2 } } } }),
  client.POST('/notes', { body: { note: { title: 'x' } } }),
  client.PATCH('/notes/{id}', { params: { path: { id: '1' } }, body: { title: 'y' } }),
  client.PUT('/notes/{id}.{format}', { params: { path: { id: '1', format: 'json' } } }),
  client.POST('/notes'),
];
`;

test('openapi-fetch types a query string and a body from the document', () => {
  const [types] = openApiTypes([documentOf(notesRouter())]);
  const wrong = `import createClient from 'openapi-fetch';
import type { paths } from './notes';
const client = createClient<paths>();
export const wrong = [
  client.GET('/notes/{id}', { params: { path: { id: '1' } }, body: { title: 'y' } }),
  client.GET('/notes', { params: { query: { params: 'page=2' } } }),
];
`;
  const diagnostics = typeCheck(
    { 'notes.ts': types as string, 'calls.ts': CALLS, 'wrong.ts': wrong },
    {
      // openapi-fetch's types name fetch's Request and Response.
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      paths: { 'openapi-fetch': [path.join(root, 'node_modules/openapi-fetch/dist/index.d.mts')] },
    },
  );
  // Only the wrong calls fail: no body on GET, the query is an object of fields.
  expect(diagnostics.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual(['wrong.ts:5', 'wrong.ts:6']);
}, 120_000);

test('sent by openapi-fetch, ?page=2 and a JSON body reach the action as the document says', async () => {
  const app = express();
  app.use(express.json());
  app.use(notesRouter().middleware());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const client = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      querySerializer: { object: { style: 'form', explode: true } },
    });
    const index = await client.GET('/notes' as never, { params: { query: { params: { page: 2 } } } } as never);
    const created = await client.POST('/notes' as never, { body: { note: { title: 'x' } } } as never);
    expect([index.data, created.data]).toEqual([
      { action: 'index', query: { page: '2' } },
      { action: 'create', query: {}, body: { note: { title: 'x' } } },
    ]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
