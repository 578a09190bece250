/**
 * The `Accept` header as the router reads it: its first `MAX_ACCEPT_ENTRIES` entries, each
 * a media range and at most `MAX_ACCEPT_PARAMETERS` parameters, so a 16 KB hostile header
 * costs what a browser's does (browsers send fewer than 20 entries; the rest are ignored).
 * Rails' reading of the entries (request-format.ts) is unchanged.
 */

/** Entries read from one `Accept` header; later ones are ignored. */
export const MAX_ACCEPT_ENTRIES = 64;
/** Parameters read per entry (`q` comes first in practice); later ones are ignored. */
export const MAX_ACCEPT_PARAMETERS = 8;

/** Entries and parameters read, for the tests that bound the work. */
export const acceptStats = { entries: 0, parameters: 0 };

export interface AcceptItem {
  readonly name: string;
  readonly quality: number;
  readonly index: number;
}

/** The header's first entries, joined back: what the browser-like test and the parser see. */
export function boundedAccept(accept: string): string {
  let end = -1;
  for (let n = 0; n < MAX_ACCEPT_ENTRIES; n++) {
    end = accept.indexOf(',', end + 1);
    if (end === -1) return accept;
  }
  return accept.slice(0, end);
}

/** The media ranges of the header's first entries, by preference (q, then position). */
export function acceptItems(accept: string): AcceptItem[] {
  const entries = boundedAccept(accept).split(',');
  acceptStats.entries += entries.length;
  return entries
    .map((part, index) => {
      // One more piece than read: the rest of the entry, unread.
      const pieces = part.split(';', MAX_ACCEPT_PARAMETERS + 1);
      acceptStats.parameters += pieces.length - 1;
      const name = (pieces[0] as string).trim();
      const q = pieces
        .slice(1)
        .map((piece) => piece.trim())
        .find((param) => /^q=/i.test(param));
      const quality = q ? Number.parseFloat(q.slice(2).replace(/"/g, '')) : name === '*/*' ? 0 : 1;
      return { name, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((item) => item.name !== '')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}
