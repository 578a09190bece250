/**
 * The first line of a module `railroute import` writes: which command wrote it and a hash of
 * everything below it, ``// written by `railroute import config/routes.rb` (sha256 …)``. The
 * next run replaces the module only while that hash still holds: a hand edit below the line
 * (or an old module with no hash) is never overwritten silently.
 */
import { createHash } from 'node:crypto';

const PREFIX = '// written by `railroute import ';
/** The hash at the end of the first line: 16 hex digits of SHA-256 (64 bits: enough to see an edit). */
const STAMP = / \(sha256 ([0-9a-f]{16})\)$/;

function digest(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 16);
}

/** The module's text: `header` (the command, `// written by \`railroute import …\``) stamped with the hash of `body`. */
export function stamped(header: string, body: string): string {
  return `${header} (sha256 ${digest(body)})\n${body}`;
}

/** Whether a file's text begins with the importer's first line (with or without a hash). */
export function writtenByImport(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** Whether a module the importer wrote has changed since: its hash no longer holds, or it has none. */
export function changedSinceImport(text: string): boolean {
  const end = text.indexOf('\n');
  const stamp = STAMP.exec(end === -1 ? text : text.slice(0, end));
  return !stamp || end === -1 || digest(text.slice(end + 1)) !== stamp[1];
}
