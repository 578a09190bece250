/**
 * A `Location` header's value, as Express' own `res.location` writes it (encodeurl): what a URL
 * cannot hold raw (non-ASCII, spaces, quotes, control characters) percent-encoded as UTF-8, an
 * escape already there kept, a lone surrogate as U+FFFD. So `redirect('/café')` sends the URL
 * browsers read as written (not Latin-1 bytes), and no target, declared or computed, makes
 * Node refuse the header and the request end in a 500.
 */
import encodeUrl from 'encodeurl';

export function locationHeader(location: string): string {
  return encodeUrl(location);
}
