/**
 * `redirect('/articles/%{id}')`, `redirect((params, req) => ...)`: a route target that
 * answers with a redirect (301 unless `{ status }` says otherwise).
 */
import type { IncomingMessage } from 'node:http';
import { ArgumentError } from '../errors';
import type { RedirectTarget } from '../definition/route';
import { encodePath } from '../support/url-encoding';

export type RedirectBlock = (params: Record<string, unknown>, req: IncomingMessage) => string;

export function redirect(target: string | RedirectBlock, options: { status?: number } = {}): RedirectTarget {
  const status = options.status ?? 301;
  if (!Number.isInteger(status) || status < 300 || status > 399) throw new ArgumentError(`Invalid redirect status: ${status}`);
  if (typeof target === 'string') {
    return {
      kind: 'redirect',
      status,
      description: `redirect(${status}, ${target})`,
      // Parameters are percent-encoded as a path (slashes kept): no CR/LF can reach the header.
      location: (params) => target.replace(/%\{(\w+)\}/g, (_, name: string) => encodePath(String((Object.prototype.hasOwnProperty.call(params, name) ? params[name] : '') ?? ''))),
    };
  }
  if (typeof target !== 'function') throw new ArgumentError('redirect needs a path or a function (params, req) => path');
  return { kind: 'redirect', status, description: `redirect(${status})`, location: (params, req) => String(target(params, req)) };
}
