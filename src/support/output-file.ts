/**
 * Where a command of railroute (and `router.watch()`) may write a file: a new file, or a
 * regular file it wrote before; never through a symbolic link (a link planted at
 * `public/routes.js` or `config/routes.ts`, or a planted folder link such as `public` →
 * `~/.ssh`, would send the text anywhere the user can write), and over a file it did not write
 * only when forced. "It wrote it" is a proof each writer gives about the file's text (a header
 * line, a field of a JSON document): see `Writer`.
 *
 * Which parts of the path must not be links: the ones the user's argument names. The path is
 * resolved against the working directory; every existing folder of it below the working
 * directory and the file itself are checked (for a path outside the working directory, every
 * one below the deepest folder the two share). The folders above are the machine's own (the
 * working directory as the system gives it has no link in it; macOS's `/tmp` is one), and a
 * path that names them (`/tmp/x/routes.js`) has them checked like any other part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { terminalSafe } from './terminal-text';

/** Who writes, for the messages, and how to recognize a file it wrote. */
export interface Writer {
  /** `railroute import`, `railroute routes`. */
  name: string;
  /** Whether the text of an existing file is one this writer wrote. */
  wrote(text: string): boolean;
  /** For a file it wrote: whether it has been edited since (then it is replaced only when forced). */
  changed?(text: string): boolean;
}

/** Larger files were not written by railroute (a route table's outputs are far smaller). */
const MAX_RECOGNIZED_BYTES = 64 * 1024 * 1024;

/** O_NOFOLLOW where the platform has it: a link is refused even when it appears after the check. */
const NO_FOLLOW = fs.constants.O_NOFOLLOW ?? 0;

/**
 * The first existing folder of `file` (absolute) that is a symbolic link, among those below
 * `base` (below the deepest folder `file` shares with `base` when it is outside it), as the
 * reason to refuse; undefined when there is none.
 */
function linkedFolder(file: string, base: string): string | undefined {
  const root = path.parse(file).root;
  const parts = file.slice(root.length).split(path.sep).filter(Boolean);
  const resolvedBase = path.resolve(base);
  const baseParts =
    path.parse(resolvedBase).root === root ? resolvedBase.slice(root.length).split(path.sep).filter(Boolean) : [];
  let shared = 0;
  while (shared < baseParts.length && shared < parts.length - 1 && baseParts[shared] === parts[shared]) shared++;
  for (let end = shared + 1; end < parts.length; end++) {
    const folder = root + parts.slice(0, end).join(path.sep);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(folder);
    } catch (error) {
      // A missing folder has no link below it: writeChecked creates what is missing.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      return `cannot inspect its folder ${shownFolder(folder, resolvedBase)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    }
    if (stat.isSymbolicLink()) return `its folder ${shownFolder(folder, resolvedBase)} is a symbolic link`;
  }
  return undefined;
}

/** A folder as a message names it: relative to the working directory when it is below it. */
function shownFolder(folder: string, base: string): string {
  const relative = path.relative(base, folder);
  return terminalSafe(relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : folder);
}

/**
 * Why `file` (absolute, resolved against `base`, the working directory) must not be written,
 * or undefined when it may be; `forcing` says how to force it.
 */
export function refusal(
  file: string,
  writer: Writer,
  force: boolean,
  forcing = '--force',
  base = process.cwd(),
): string | undefined {
  const linked = linkedFolder(file, base);
  if (linked !== undefined) return linked;
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return `cannot inspect it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  if (stat.isSymbolicLink()) return 'it is a symbolic link';
  if (!stat.isFile()) return 'it is not a regular file';
  if (force) return undefined;
  const text = stat.size <= MAX_RECOGNIZED_BYTES ? readOwnFile(file) : undefined;
  if (text !== undefined && writer.wrote(text)) {
    if (!writer.changed?.(text)) return undefined;
    return `it was changed since ${writer.name} wrote it (${forcing} replaces it and loses the changes; or import to another file and carry them over)`;
  }
  return `it exists and was not written by ${writer.name} (${forcing} replaces it)`;
}

/** The text of a regular file, read without following a link; undefined when it cannot be read. */
function readOwnFile(file: string): string | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | NO_FOLLOW);
  } catch {
    return undefined;
  }
  try {
    return fs.readFileSync(fd, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes the file (created 0644); O_NOFOLLOW so that a link made since the check is refused too. */
export function writeOutput(file: string, text: string): void {
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC | NO_FOLLOW, 0o644);
  try {
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}

/** Thrown by `writeChecked` when a file must not be written; its message says which and why. */
export class OutputRefused extends Error {
  override name = 'OutputRefused';
}

/** A file to write: its absolute path, its text, and how messages name it. */
export interface Output {
  file: string;
  text: string;
  shown: string;
}

/**
 * Checks every file first, then writes them all (a module and its `.d.ts` are written both or
 * neither), creating missing folders; a file whose text is already what would be written is
 * left alone (its mtime is what a watcher reacts to). `base` is the working directory the
 * files were resolved against. Throws `OutputRefused` naming the first file refused.
 */
export function writeChecked(
  outputs: readonly Output[],
  writer: Writer,
  force: boolean,
  forcing = '--force',
  base = process.cwd(),
): void {
  for (const { file, shown } of outputs) {
    const why = refusal(file, writer, force, forcing, base);
    if (why !== undefined) throw new OutputRefused(`not writing ${terminalSafe(shown)}: ${why}`);
  }
  for (const { file, text, shown } of outputs) {
    if (readOwnFile(file) === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Checked again once the folders exist: a folder replaced by a link since is refused.
    const linked = linkedFolder(file, base);
    if (linked !== undefined) throw new OutputRefused(`not writing ${terminalSafe(shown)}: ${linked}`);
    writeOutput(file, text);
  }
}
