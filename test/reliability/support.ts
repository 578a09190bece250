/**
 * Shared pieces of the reliability suite: servers on 127.0.0.1, requests with exact (un-normalized)
 * paths and raw bytes, every one bounded by a timeout, and a check that nothing reached
 * Object.prototype.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export const EXPRESS5: any = require('express');
export const EXPRESS4: any = require('express4');
export const EXPRESSES: Array<[string, any]> = [
  ['express 5', EXPRESS5],
  ['express 4', EXPRESS4],
];

/** The own property names Object.prototype has before any test runs. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

/** Nothing from a URL, query or body reached Object.prototype. */
export function expectNoPollution(): void {
  const probe = {} as any;
  for (const key of ['x', 'y', 'polluted', 'id', 'action', 'controller', 'admin', 'isAdmin'])
    expect([key, probe[key]]).toEqual([key, undefined]);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
  expect(typeof Object.prototype.toString).toBe('function');
  expect(Object.getPrototypeOf(Object.prototype)).toBeNull();
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface Listening {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 on a free port. */
export async function listen(handler: any, options: http.ServerOptions = {}): Promise<Listening> {
  const server = http.createServer(options, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 1024, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * One request with the path sent exactly as given (no URL normalization, unlike
 * supertest). A server that hangs up after answering (413) is fine; a hang is a rejection.
 */
export function send(
  port: number,
  method: string,
  path: string,
  options: {
    headers?: Record<string, string | number | string[]>;
    body?: Buffer | string;
    timeout?: number;
    agent?: http.Agent | false;
  } = {},
): Promise<Reply> {
  const timeout = options.timeout ?? 4000;
  return withTimeout(
    new Promise<Reply>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path, headers: options.headers, agent: options.agent ?? false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        // The server may answer (413) and stop reading before the whole body is written.
        if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
      });
      // A hung server must not keep the socket open past the test.
      req.setTimeout(timeout, () => req.destroy(new Error(`no answer within ${timeout} ms`)));
      if (options.body !== undefined) req.end(options.body);
      else req.end();
    }),
    timeout,
    `${method} ${path.slice(0, 80)}`,
  );
}

/**
 * Raw bytes over a socket (for what http.request refuses to send: raw UTF-8 in the path,
 * lower-case or absurd methods). Resolves with the status of the first response line, or
 * 0 when the server closed the connection without answering.
 */
export function sendRaw(
  port: number,
  bytes: Buffer | string,
  timeout = 4000,
): Promise<{ status: number; head: string }> {
  return withTimeout(
    new Promise<{ status: number; head: string }>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => {
        chunks.push(c);
        // One response is enough: stop once the head and the declared body are in.
        const text = Buffer.concat(chunks).toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        if (end !== -1) {
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
          const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(text.slice(0, end));
          const complete = chunked ? text.endsWith('0\r\n\r\n') : !length || text.length - end - 4 >= Number(length[1]);
          if (complete) socket.end();
        }
      });
      const finish = (): void => {
        const text = Buffer.concat(chunks).toString('latin1');
        const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
        resolve({ status: match ? Number(match[1]) : 0, head: text.split('\r\n\r\n')[0] ?? '' });
      };
      socket.on('close', finish);
      socket.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNRESET' || err.code === 'EPIPE') finish();
        else reject(err);
      });
      socket.setTimeout(timeout, () => {
        reject(new Error(`no answer within ${timeout} ms`));
        socket.destroy();
      });
      socket.write(bytes);
    }),
    timeout,
    `raw ${String(bytes).slice(0, 60)}`,
  );
}

/** Reads a request stream to the end. */
export function readAll(req: any): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Answers JSON on a bare or Express response. */
export function json(res: any, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
