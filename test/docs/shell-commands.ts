/**
 * Checks the commands of the guides' shell blocks as far as they can be checked without
 * running them: npm scripts exist in package.json, `npx railroute` subcommands and flags are
 * in the CLI's usage, other npx programs are dependencies, files a command names exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './markdown-blocks';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const usage = ['src/cli/main.ts', 'src/cli/import-command.ts'].map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8')).join('\n');

/** The commands of a shell block: comments cut, `&&` split, leading `VAR=value` dropped. */
export function commandsOf(code: string): string[][] {
  const commands: string[][] = [];
  for (const line of code.split('\n')) {
    const text = line.replace(/(^|\s)#.*$/, '').trim();
    if (!text) continue;
    for (const part of text.split('&&')) {
      const words = part.trim().split(/\s+/);
      while (words.length && /^[A-Z_]+=/.test(words[0] as string)) words.shift();
      if (words.length) commands.push(words);
    }
  }
  return commands;
}

/** Why a command would not work in this repository, or undefined. */
export function problemWith(words: string[]): string | undefined {
  const [program, first, ...rest] = words;
  const files = words.filter((w) => /^[\w./-]+\.(?:ts|js|mjs|rb)$/.test(w) && w.includes('/'));
  if (program === 'npm') {
    if (first === 'ci' || first === 'pack' || first === 'install' || first === 'publish') return undefined;
    const script = first === 'run' ? rest[0] : first;
    return script !== undefined && script in pkg.scripts ? undefined : `no npm script ${script}`;
  }
  if (program === 'npx' && first === 'railroute') {
    if (!pkg.bin.railroute || !fs.existsSync(path.join(ROOT, pkg.bin.railroute))) return 'no railroute bin';
    const [command, ...args] = rest;
    if (command !== 'routes' && command !== 'import' && command !== '-h') return `no railroute command ${command}`;
    const unknown = args.filter((a) => a.startsWith('-') && !usage.includes(a));
    return unknown.length ? `flags not in the CLI's usage: ${unknown.join(' ')}` : undefined;
  }
  if (program === 'npx') {
    const name = first as string;
    if (!(name in pkg.dependencies || name in pkg.devDependencies || fs.existsSync(path.join(ROOT, 'node_modules/.bin', name)))) {
      return `npx ${name}: not a dependency`;
    }
    const missing = files.filter((f) => !fs.existsSync(path.join(ROOT, f)));
    return missing.length ? `missing ${missing.join(' ')}` : undefined;
  }
  if (program === 'node') {
    const missing = files.filter((f) => !fs.existsSync(path.join(ROOT, f)));
    return missing.length ? `missing ${missing.join(' ')}` : undefined;
  }
  return `unknown program ${program}`;
}
