/**
 * What a developer sees when a routing test fails: a failing test file (diff-runners/) run
 * under real jest and real vitest in a subprocess, and their printed reports read. Each
 * failure must show both lines of the message and, once, a diff of the parameters expected
 * and reached: jest prints only a custom matcher's message (so the matcher puts jest's diff
 * in it), vitest prints its own diff from the result's `actual`/`expected` (so the message
 * must not carry one too); both print node:assert's AssertionError with a diff.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const runners = path.join(__dirname, 'diff-runners');
const reached = 'GET /photos/1 reached photo: GET /photos/:id(.:format) → photos#show';

/** The runner's whole report (it exits non-zero: its tests fail on purpose), without colours. */
function report(args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.JEST_WORKER_ID;
  try {
    execFileSync(process.execPath, args, { cwd: root, env, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    return `${String(stdout)}\n${String(stderr)}`.replace(/\u001b\[[0-9;]*m/g, '');
  }
  throw new Error(`node ${args.join(' ')} passed: its tests are meant to fail`);
}

/** The report's part about each failed test, by test name; `header` finds where each part starts. */
function failures(output: string, header: RegExp): Map<string, string> {
  const lines = output.split('\n');
  const parts = new Map<string, string>();
  let name: string | undefined;
  for (const line of lines) {
    const match = header.exec(line);
    if (match) name = match[1];
    else if (name !== undefined) parts.set(name, `${parts.get(name) ?? ''}${line}\n`);
  }
  return parts;
}

/** Each failure shows the message's two lines, and one diff whose lines are the action's. */
function expectDiffs(parts: Map<string, string>): void {
  expect([...parts.keys()].sort()).toEqual([
    'assertRecognizes reaches another action',
    'toRouteTo reaches another action',
  ]);
  for (const [name, text] of parts) {
    const count = (pattern: RegExp): number => text.split('\n').filter((line) => pattern.test(line)).length;
    expect({ name, reached: count(new RegExp(`^\\s*${reached.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)) }).toEqual({
      name,
      reached: 1,
    });
    expect({
      name,
      expectedLabel: count(/^\s*- Expected$/),
      removed: count(/^\s*-\s+"action": "edit",$/),
      added: count(/^\s*\+\s+"action": "show",$/),
    }).toEqual({
      name,
      expectedLabel: 1,
      removed: 1,
      added: 1,
    });
  }
}

test('jest prints each failure with its diff', () => {
  const output = report([
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--ci',
    '--maxWorkers=1',
    '--testMatch',
    '**/diff-runners/failing.jest.ts',
  ]);
  expect(output).toMatch(/Tests:\s+2 failed, 2 total/);
  expectDiffs(failures(output, /^\s*● (.+)$/));
}, 120_000);

test('vitest prints each failure with its diff, once', () => {
  const output = report([
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    path.join(runners, 'vitest.config.mjs'),
  ]);
  expect(output).toMatch(/Tests\s+2 failed \(2\)/);
  expectDiffs(failures(output, /^\s*FAIL\s+failing\.vitest\.mjs > (.+)$/));
}, 120_000);
