/**
 * The one origin rule (src/request/origin.ts, API.md URL helpers): which `Host` headers are
 * a host, and what a host option may hold. A host option with userinfo (or anything but
 * `host[:port]` after its scheme) throws `ArgumentError`, the same in helpers'
 * options, `defaultUrlOptions` and `redirect({ host })`; so do `subdomain`, `domain` and `port`
 * options that would make the URL's authority anything else.
 */
import { ArgumentError, redirect, Router } from '../../src';
import { parseAuthority } from '../../src/request/origin';
import { requestOrigin } from '../../src/request/request-origin';

const requestHost = (headers: Record<string, string | string[]>): string | undefined => requestOrigin({ headers }).host;

const HOSTS: Array<[string, { hostname: string; port: string | undefined } | null]> = [
  ['example.com', { hostname: 'example.com', port: undefined }],
  ['Example.COM:8080', { hostname: 'Example.COM', port: '8080' }],
  ['example.com.', { hostname: 'example.com.', port: undefined }],
  ['my_host~1', { hostname: 'my_host~1', port: undefined }],
  ['127.0.0.1:3000', { hostname: '127.0.0.1', port: '3000' }],
  ['[::1]', { hostname: '[::1]', port: undefined }],
  ['[2001:db8::7]:443', { hostname: '[2001:db8::7]', port: '443' }],
  ['example.com:', { hostname: 'example.com', port: undefined }],
  ['example.com:65535', { hostname: 'example.com', port: '65535' }],
  ['example.com:65536', null],
  ['example.com:123456', null],
  ['good.example:80@evil.example', null],
  ['user@evil.example', null],
  ['user:pass@evil.example', null],
  ['', null],
  [' ', null],
  ['a b.example', null],
  [' example.com', null],
  ['example.com/evil', null],
  ['example.com\\evil', null],
  ['example.com?x', null],
  ['example.com#x', null],
  ['example.com:80x', null],
  ['example.com:-1', null],
  ['%65vil.example', null],
  ['a.example,b.example', null],
  ['a..b', null],
  ['.example.com', null],
  ['[::1', null],
  ['::1', null],
  ['[fe80::1%25eth0]', null],
  ['[v1.x]', null],
];

test.each(HOSTS)('Host %j → %j', (host, expected) => {
  expect(parseAuthority(host)).toEqual(expected);
  expect(requestHost({ host })).toBe(expected === null ? undefined : host);
});

test('a duplicated Host header is no host', () => {
  expect(requestHost({ host: ['a.example', 'b.example'] })).toBeUndefined();
  expect(requestHost({ host: ['a.example'] })).toBe('a.example');
  expect(requestHost({})).toBeUndefined();
});

test('the rule is linear: a 64 KB Host of labels is refused or read in one pass', () => {
  expect(parseAuthority(`${'a.'.repeat(32768)}!`)).toBeNull();
  expect(parseAuthority(`${'a-'.repeat(32768)}a`)).not.toBeNull();
});

const BAD_OPTIONS = [
  'user@evil.example',
  'good.example:80@evil.example',
  'https://user:pw@evil.example',
  '//u@evil.example',
  'evil.example/path',
  'a b.example',
];

describe('a host option is host[:port] after its scheme: anything else throws ArgumentError, everywhere', () => {
  const draw = (r: any): void => r.get('thing', { to: 'things#show', as: 'thing' });

  test.each(BAD_OPTIONS)('%s in a helper call', (host) => {
    const router = new Router().draw(draw);
    expect(() => router.helpers.thing_url({ host })).toThrow(ArgumentError);
    expect(() => router.helpers.thing_url({ host })).toThrow(
      `Invalid host for a URL: ${JSON.stringify(host)} (expected host[:port], with no userinfo)`,
    );
  });

  test.each(BAD_OPTIONS)('%s in defaultUrlOptions', (host) => {
    const router = new Router({ defaultUrlOptions: { host } }).draw(draw);
    expect(() => router.helpers.thing_url()).toThrow(ArgumentError);
    // A path needs no host.
    expect(router.helpers.thing_path()).toBe('/thing');
  });

  test.each(BAD_OPTIONS)('%s in redirect({ host })', (host) => {
    expect(() => redirect({ host })).toThrow(ArgumentError);
    expect(() => redirect({ host, path: '/x' })).toThrow(
      `Invalid host for a URL: ${JSON.stringify(host)} (expected host[:port], with no userinfo)`,
    );
  });

  test('subdomain, domain and port options cannot smuggle userinfo or a path', () => {
    const router = new Router({ defaultUrlOptions: { host: 'example.com' } }).draw(draw);
    expect(() => router.helpers.thing_url({ subdomain: 'evil.example/@' })).toThrow(ArgumentError);
    expect(() => router.helpers.thing_url({ subdomain: 'u@evil' })).toThrow(ArgumentError);
    expect(() => router.helpers.thing_url({ domain: 'evil.example@x' })).toThrow(ArgumentError);
    expect(() => router.helpers.thing_url({ port: '1@evil.example' })).toThrow(ArgumentError);
    expect(() => redirect({ subdomain: 'u@evil' })).toThrow('Invalid redirect option subdomain: "u@evil"');
    expect(() => redirect({ domain: 'evil.example/x' })).toThrow('Invalid redirect option domain: "evil.example/x"');
    expect(() => redirect({ port: '1@evil' })).toThrow('Invalid redirect option port: "1@evil"');
  });

  test('valid host options still work as before', () => {
    const router = new Router({ defaultUrlOptions: { host: 'example.com' } }).draw(draw);
    expect(router.helpers.thing_url()).toBe('http://example.com/thing');
    expect(router.helpers.thing_url({ host: 'https://example.org:8080/' })).toBe('https://example.org:8080/thing');
    expect(router.helpers.thing_url({ host: '[::1]', port: 3000 })).toBe('http://[::1]:3000/thing');
    expect(router.helpers.thing_url({ subdomain: 'www' })).toBe('http://www.example.com/thing');
    expect(router.helpers.thing_url({ protocol: '//' })).toBe('//example.com/thing');
  });
});
