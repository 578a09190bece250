/**
 * Bare node:http answers a 404 itself without building the error (routing-answers.ts'
 * `answerNotFound`): the same status, type and text `RoutingError.noRoute` gives, for any path,
 * inside an engine's mount too, and no body for HEAD.
 */
import http from 'node:http';
import fc from 'fast-check';
import { Router, RoutingError } from '../../src';

/** A request through node's own request and response (no socket): the bytes it would send, read back. */
function serve(
  router: Router,
  method: string,
  url: string,
  before?: (res: http.ServerResponse) => void,
): { status: number; type: unknown; body: string; head: string } {
  const req = new http.IncomingMessage(null as never);
  req.method = method;
  req.url = url;
  req.headers = { host: 'example.com' };
  const res = new http.ServerResponse(req);
  before?.(res);
  router.middleware()(req, res);
  if (!res.writableEnded) throw new Error('no answer');
  const sent = (res as unknown as { outputData: Array<{ data: unknown }> }).outputData
    .map((c) => String(c.data))
    .join('');
  const split = sent.indexOf('\r\n\r\n');
  const head = sent.slice(0, split);
  return {
    status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
    type: /^content-type: (.*)$/im.exec(head)?.[1],
    body: sent.slice(split + 4),
    head,
  };
}

test('the bare 404 is RoutingError.noRoute’s answer, for any path', () => {
  const router = new Router().draw((r) => r.resources('photos'));
  fc.assert(
    fc.property(
      fc.constantFrom('GET', 'POST', 'DELETE', 'PATCH'),
      fc.array(
        fc.oneof(
          fc.constantFrom('nothing', '<b>', '&', '"q"', 'x.y'),
          fc.string({ maxLength: 6 }).map(encodeURIComponent),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      (method, segments) => {
        const path = `/zz/${segments.join('/')}`;
        const got = serve(router, method, `${path}?a=1`);
        if (got.status === 400 || got.status === 308) return;
        expect({ ...got, head: undefined }).toEqual({
          head: undefined,
          status: 404,
          type: 'text/plain; charset=utf-8',
          body: `${RoutingError.noRoute(method, path).message}\n`,
        });
      },
    ),
  );
  expect(serve(router, 'HEAD', '/nothing')).toMatchObject({ status: 404, type: 'text/plain; charset=utf-8', body: '' });
});

test('headers set before the router are sent with the 404, as setHeader would have them', () => {
  const router = new Router().draw((r) => r.resources('photos'));
  const got = serve(router, 'GET', '/nothing', (res) => res.setHeader('X-Request-Id', '7'));
  expect(got).toMatchObject({
    status: 404,
    type: 'text/plain; charset=utf-8',
    body: 'No route matches [GET] "/nothing"\n',
  });
  expect(got.head).toMatch(/^X-Request-Id: 7$/m);
  expect(got.head.match(/^content-type:/gim)).toHaveLength(1);
});
