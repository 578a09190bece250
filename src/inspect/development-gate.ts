/**
 * The development tools (`routesPage()`, `developmentErrors()`) show the whole route table:
 * hidden admin routes, constraint RegExps, middleware names, source files. As Rails serves
 * them only in development, they pass every request on when NODE_ENV is `production`,
 * unless the application says `{ enabled: true }` (or turns them off anywhere with `false`).
 * NODE_ENV is read per request: a test or a process manager may set it after the app is built.
 */
export interface DevelopmentToolOptions {
  /** Serve even when NODE_ENV is `production` (true), or never (false). Default: not in production. */
  enabled?: boolean;
}

export function developmentGate(options: DevelopmentToolOptions = {}): () => boolean {
  const enabled = options.enabled;
  if (enabled !== undefined && typeof enabled !== 'boolean')
    throw new TypeError(`Invalid enabled option: ${String(enabled)}`);
  if (enabled !== undefined) return () => enabled;
  return () => process.env.NODE_ENV !== 'production';
}

/** `router.routesPage()`: an Express handler (`next` optional: bare node:http answers 404 when disabled). */
export type RoutesPageHandler = (req: unknown, res: PageResponse, next?: (err?: unknown) => void) => void;

interface PageResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}

/** A disabled routes page under bare node:http (no `next` to pass to). */
export function notFound(res: PageResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not Found\n');
}
