/**
 * Where a command of railroute (and `router.watch()`) may write a file: a new file, or a
 * regular file it wrote before; never through a symbolic link (a link planted at
 * `public/routes.js` or `config/routes.ts` would send the text anywhere the user can write),
 * and over a file it did not write only when forced. "It wrote it" is a proof each writer
 * gives about the file's text (a header line, a field of a JSON document): see `Writer`.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** Why `file` must not be written, or undefined when it may be; `forcing` says how to force it. */
export function refusal(file: string, writer: Writer, force: boolean, forcing = '--force'): string | undefined {
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
 * left alone (its mtime is what a watcher reacts to). Throws `OutputRefused` naming the first
 * file refused.
 */
export function writeChecked(outputs: readonly Output[], writer: Writer, force: boolean, forcing = '--force'): void {
  for (const { file, shown } of outputs) {
    const why = refusal(file, writer, force, forcing);
    if (why !== undefined) throw new OutputRefused(`not writing ${shown}: ${why}`);
  }
  for (const { file, text } of outputs) {
    if (readOwnFile(file) === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeOutput(file, text);
  }
}
