/**
 * Where `railroute import -o FILE` and `--all` may write: a new file, or a regular file that
 * the importer wrote before (its first line is the `// written by \`railroute import` header);
 * never through a symbolic link (a link planted at config/routes.ts would send the module
 * anywhere), and a hand-written file only with `--force`.
 */
import fs from 'node:fs';

/** The first line of every file the CLI writes. */
export const WRITTEN_BY = '// written by `railroute import ';

/** Why `file` must not be written, or undefined when it may be. */
export function refusal(file: string, force: boolean): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return `cannot inspect it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  if (stat.isSymbolicLink()) return 'it is a symbolic link';
  if (!stat.isFile()) return 'it is not a regular file';
  if (force || firstBytes(file, WRITTEN_BY.length) === WRITTEN_BY) return undefined;
  return 'it exists and was not written by railroute import (--force replaces it)';
}

function firstBytes(file: string, length: number): string {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  try {
    const buffer = Buffer.alloc(length);
    return buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes the file; O_NOFOLLOW so that a link made since the check is refused too. */
export function writeOutput(file: string, text: string): void {
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC | (fs.constants.O_NOFOLLOW ?? 0), 0o644);
  try {
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}
