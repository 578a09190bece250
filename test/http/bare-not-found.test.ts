/**
 * Bare node:http answers a 404 itself without building the error (routing-answers.ts'
 * `answerNotFound`): the same status, type and text `RoutingError.noRoute` gives, for any path,
 * inside an engine's mount too, and no body for HEAD.
 */
import fc from 'fast-check';
import { Router, RoutingError } from '../../src';

function serve(router: Router, method: string, url: string): { status: number; type: unknown; body: string } {
  const headers: Record<string, unknown> = {};
  let out: { status: number; type: unknown; body: string } | undefined;
  const res: any = {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    end: (body?: string) => void (out = { status: res.statusCode, type: headers['content-type'], body: body ?? '' }),
  };
  router.middleware()({ method, url, headers: { host: 'example.com' } } as any, res);
  if (!out) throw new Error('no answer');
  return out;
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
        expect(got).toEqual({
          status: 404,
          type: 'text/plain; charset=utf-8',
          body: `${RoutingError.noRoute(method, path).message}\n`,
        });
      },
    ),
  );
  expect(serve(router, 'HEAD', '/nothing')).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: '' });
});
