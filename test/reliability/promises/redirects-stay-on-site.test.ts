/**
 * The Security promise "Redirects stay on site" (README, docs/middleware-and-security.md), as
 * the guide states it, over HTTP with Express 4 and 5: in `redirect('/%{path}')` a value is
 * percent-encoded for its place; a template or a block whose result is a path never answers
 * `//host`, `/\host` or an absolute URL; what a header cannot hold (CR, LF) is percent-encoded,
 * never a 500; a forwarded scheme that is no scheme never leads off-site. The full suites:
 * test/reliability/redirects.test.ts, test/request/one-origin.test.ts.
 */
import request from 'supertest';
import { redirect, Router } from '../../../src';
import { EXPRESSES } from '../support';

test('Redirects stay on site', async () => {
  for (const [, express] of EXPRESSES) {
    const router = new Router().draw((r) => {
      r.get('a/:path', { to: redirect('/%{path}') });
      r.get('q/:q', { to: redirect('/search?q=%{q}') });
      r.get('b/:name', { to: redirect((params: any) => `/${params.name}`) });
      r.get('crlf/:name', { to: redirect((params: any) => `/x/${params.name}`) });
    });
    const app = express();
    app.set('trust proxy', true);
    app.use(router.middleware());
    app.use((err: any, _req: any, res: any, _next: any) => res.status(err.status ?? 500).end());
    const location = async (path: string, proto?: string): Promise<[number, string | undefined]> => {
      const req = request(app).get(path).set('Host', 'good.example');
      const res = await (proto ? req.set('X-Forwarded-Proto', proto) : req);
      return [res.status, res.headers.location];
    };
    expect(await location('/a/%2Fevil')).toEqual([301, 'http://good.example/%2Fevil']);
    expect(await location('/q/x%26admin%3D1')).toEqual([301, 'http://good.example/search?q=x%26admin%3D1']);
    // A block's result that is a path stays a path.
    expect(await location('/b/%2Fevil')).toEqual([301, 'http://good.example/evil']);
    expect(await location('/b/%5Cevil')).toEqual([301, 'http://good.example/evil']);
    // CR/LF from a block: encoded, not a 500 and not a header.
    expect(await location('/crlf/a%0D%0ASet-Cookie:%20x=1')).toEqual([
      301,
      'http://good.example/x/a%0D%0ASet-Cookie:%20x=1',
    ]);
    // A forwarded scheme that is no scheme: the connection's.
    expect(await location('/a/x', '//evil.example#')).toEqual([301, 'http://good.example/x']);
  }
});
