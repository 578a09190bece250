/** Shared pieces of the HTTP suite: both Express majors, an echoing error handler, raw requests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RoutingError } from '../../src';

/** Every Express-level test runs under both majors. */
export const EXPRESSES: Array<[string, any]> = [
  ['express 5', require('express')],
  ['express 4', require('express4')],
];

/** An error handler that echoes what railroute put on the error. */
export function echoErrors(app: any): void {
  app.use((err: any, _req: any, res: any, _next: any) => {
    res.status(typeof err?.status === 'number' ? err.status : 500).json({
      status: err?.status ?? null,
      statusCode: err?.statusCode ?? null,
      message: err?.message ?? null,
      allowed: err?.allowed ?? null,
      routing: err instanceof RoutingError,
      allow: res.getHeader('Allow') ?? null,
    });
  });
}

/** Reads the raw request stream (for handlers that must see the untouched body). */
export function readStream(req: any): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request over a real socket with a chunked body (no Content-Length), which supertest
 * cannot send. The server is started and stopped here.
 */
export async function chunkedRequest(
  handler: http.RequestListener,
  options: { method: string; path: string; headers?: Record<string, string> },
  chunks: string[],
): Promise<RawResponse> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: options.method,
          path: options.path,
          headers: { ...options.headers, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          const body: Buffer[] = [];
          res.on('data', (c: Buffer) => body.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(body).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        // The server may answer (413) and close before every chunk is written.
        if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
      });
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  } finally {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A handler answering with its route's name and the params railroute gave it, as JSON. */
export const echoRoute =
  (name: string) =>
  (req: any, res: any): void => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ route: name, params: req.params }));
  };
