/**
 * API.md Middleware §1: the `Accept` header is read up to a bounded number of entries
 * (MAX_ACCEPT_ENTRIES, 64; browsers send fewer than 20), each with at most 8 parameters:
 * a 16 KB hostile header does the work of a browser's, counted in entries and parameters
 * read, never timed.
 */
import { Router } from '../../src';
import { requestFormats } from '../../src/request/request-format';
import { acceptStats, MAX_ACCEPT_ENTRIES, MAX_ACCEPT_PARAMETERS } from '../../src/request/accept';

const request = (accept: string, url = '/feed'): any => ({ headers: { accept }, url });

function work(accept: string): number {
  const before = acceptStats.entries + acceptStats.parameters;
  requestFormats(request(accept));
  return acceptStats.entries + acceptStats.parameters - before;
}

const NORMAL = 'application/json, text/plain;q=0.9, application/xml;q=0.8';
const HOSTILE: Array<[string, string]> = [
  ['16 KB of commas', ','.repeat(16384)],
  ['16 KB of entries', 'application/json;q=0.1,'.repeat(700)],
  ['16 KB of wildcards', 'text/*,'.repeat(2340)],
  ['16 KB of parameters in one entry', `application/json${';a=b'.repeat(4096)}`],
  ['16 KB of q parameters', `text/html${';q=0.5'.repeat(2730)}`],
  ['16 KB of spaces and commas', ' ,'.repeat(8192)],
];

test.each(HOSTILE)('%s: the work of a few entries, bounded whatever the length', (_name, accept) => {
  expect(accept.length).toBeGreaterThan(16000);
  const normal = work(NORMAL);
  const hostile = work(accept);
  expect(normal).toBeGreaterThan(0);
  expect(hostile).toBeLessThanOrEqual(MAX_ACCEPT_ENTRIES * (1 + MAX_ACCEPT_PARAMETERS));
  // Unbounded, these read thousands of entries or parameters (700 to 16,385).
  expect(hostile).toBeLessThanOrEqual(200 * normal);
});

test('entries after the 64th are ignored; the first 64 are read as Rails reads them', () => {
  const unknown = Array.from({ length: MAX_ACCEPT_ENTRIES }, (_, i) => `x/y${i};q=0.5`).join(', ');
  expect(requestFormats(request(`${unknown}, application/json`))).toEqual([]);
  expect(requestFormats(request(`${unknown.split(', ').slice(1).join(', ')}, application/json`))).toEqual(['json']);
  expect(requestFormats(request(NORMAL))).toEqual(['json', 'text', 'xml']);
  // A browser's header: the path's extension, else html.
  expect(requestFormats(request('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'))).toEqual(['html']);
});

test('a format constraint sees the bounded reading through recognize', () => {
  const router = new Router().draw((r) =>
    r.get('feed', { to: 'feeds#show', format: false, constraints: { format: /json/ } }),
  );
  const padding = Array.from({ length: MAX_ACCEPT_ENTRIES }, (_, i) => `x/y${i}`).join(',');
  expect(router.recognize('GET', '/feed', { headers: { accept: 'application/json' } } as any)).not.toBeNull();
  expect(router.recognize('GET', '/feed', { headers: { accept: `${padding},application/json` } } as any)).toBeNull();
});
