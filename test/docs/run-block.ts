/**
 * Runs a guide's block and checks what its comments claim:
 * - `expr; // value` (or the value on the comment lines right below): the expression's value
 *   deep-equals the value, when the comment starts with a JavaScript literal (a string,
 *   number, object, array, `null`, `true`, `false`); prose after the literal is allowed;
 * - `expr;` then `// SomeError: message`: the expression throws that error;
 * - `// GET /path → body`: the Express app the block created answers that body;
 * - what the block prints with console.log, compared by the test with an `<!-- output -->`
 *   block after it.
 * Express apps never listen: `listen` only records the app. `railroute` is the source.
 */
import path from 'node:path';
import ts from 'typescript';
import request from 'supertest';
import type { Block } from './markdown-blocks';
import { virtualPath } from './typecheck-blocks';

const LITERAL_START = /^(?:['"{[\d-]|null\b|true\b|false\b|undefined\b)/;
const THROWS = /^(\w*Error): (.*)$/;
const REQUEST = /\/\/ (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\/\S*) → (.*)$/;

interface Check {
  line: number;
  start: number;
  end: number;
  expression: string;
  expected: { value: string } | { error: string; message: string };
}

/** The longest prefix of a comment that is a JavaScript value; undefined for prose. */
function expectedValue(comment: string): string | undefined {
  if (!LITERAL_START.test(comment)) return undefined;
  for (let end = comment.length; end > 0; end--) {
    if (end < comment.length && comment[end] !== ' ') continue;
    const text = comment.slice(0, end).trim();
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a guide's comment is a value when it evaluates
      new Function(`return (${text});`)();
      return text;
    } catch {
      // not a whole value yet: try a shorter prefix
    }
  }
  throw new Error(`a comment starting like a value is no value: ${comment}`);
}

function commentAfter(lines: string[], lineIndex: number, column: number): string {
  const parts: string[] = [];
  const sameLine = /^\s*\/\/ ?(.*)$/.exec((lines[lineIndex] as string).slice(column));
  if (sameLine) parts.push(sameLine[1] as string);
  for (let k = lineIndex + 1; k < lines.length; k++) {
    const next = /^\s*\/\/ ?(.*)$/.exec(lines[k] as string);
    if (!next || (sameLine && parts.length === 1 && expectedComplete(parts[0] as string))) break;
    parts.push((next[1] as string).trim());
  }
  return parts.join(' ');
}

function expectedComplete(comment: string): boolean {
  try {
    return !LITERAL_START.test(comment) || expectedValue(comment) !== undefined;
  } catch {
    return false;
  }
}

function checksOf(code: string): Check[] {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const lines = code.split('\n');
  const checks: Check[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const end = source.getLineAndCharacterOfPosition(statement.end);
    const comment = commentAfter(lines, end.line, end.character);
    const thrown = THROWS.exec(comment);
    const expression = statement.expression.getText(source);
    const base = { line: end.line, start: statement.getStart(source), end: statement.end, expression };
    if (thrown) checks.push({ ...base, expected: { error: thrown[1] as string, message: thrown[2] as string } });
    else {
      const value = expectedValue(comment);
      if (value !== undefined) checks.push({ ...base, expected: { value } });
    }
  }
  return checks;
}

function instrument(code: string, checks: Check[]): string {
  let out = code;
  for (const check of [...checks].reverse()) {
    const call =
      'value' in check.expected
        ? `__check(${check.line}, () => (${check.expression}), (${check.expected.value}));`
        : `__checkThrows(${check.line}, () => { ${check.expression}; }, ${JSON.stringify(check.expected.error)}, ${JSON.stringify(check.expected.message)});`;
    out = out.slice(0, check.start) + call + out.slice(check.end);
  }
  return out;
}

export interface Run {
  output: string;
  apps: unknown[];
}

/** Runs a block (and the blocks of its guide it imports); throws on a failed claim. */
export async function runBlock(block: Block, guide: Block[]): Promise<Run> {
  const run: Run = { output: '', apps: [] };
  const cache = new Map<string, unknown>();
  const where = (b: Block, line: number) => `${b.doc}:${b.line + 1 + line}`;

  const execute = (b: Block): unknown => {
    const file = virtualPath(b);
    if (cache.has(file)) return cache.get(file);
    const module = { exports: {} as unknown };
    cache.set(file, module.exports);
    const js = ts.transpileModule(instrument(b.code, checksOf(b.code)), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: file.replace(/\.mjs$/, '.ts'),
    }).outputText;
    const sandbox = {
      require: (name: string) => load(name, b),
      module,
      exports: module.exports,
      console: { ...console, log: (...args: unknown[]) => (run.output += args.join(' ') + '\n') },
      test: (_name: string, fn: () => void) => fn(),
      __check: (line: number, fn: () => unknown, expected: unknown) => {
        const actual = fn();
        try {
          expect(actual).toEqual(expected);
        } catch (e) {
          throw new Error(`${where(b, line)}: ${(e as Error).message}`);
        }
      },
      __checkThrows: (line: number, fn: () => unknown, name: string, message: string) => {
        try {
          fn();
        } catch (e) {
          if ((e as Error).name === name && (e as Error).message === message) return;
          throw new Error(`${where(b, line)}: threw ${(e as Error).name}: ${(e as Error).message}`);
        }
        throw new Error(`${where(b, line)}: did not throw ${name}`);
      },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs a guide's code block, with the sandbox as its globals
    new Function(...Object.keys(sandbox), js)(...Object.values(sandbox));
    cache.set(file, module.exports);
    return module.exports;
  };

  const load = (name: string, from: Block): unknown => {
    if (name === 'railroute') return require('../../src');
    if (name === 'railroute/testing') return require('../../src/testing');
    if (name === 'node:test') return { test: (_name: string, fn: () => void) => fn() };
    if (name === 'express') return recordingExpress(run);
    if (name.startsWith('.')) {
      const wanted = path.join(path.dirname(from.name), name).replace(/\.(js|mjs|ts)$/, '');
      const stem = (b: Block) => b.name.replace(/\.(d\.ts|ts|mjs|js)$/, '');
      const target = guide.find((b) => stem(b) === wanted || stem(b) === path.join(wanted, 'index'));
      if (!target) throw new Error(`${from.doc}:${from.line}: no block named ${name}`);
      return execute(target);
    }
    return require(name);
  };

  execute(block);
  for (const [i, text] of block.code.split('\n').entries()) {
    const claim = REQUEST.exec(text);
    if (!claim) continue;
    const app = run.apps[run.apps.length - 1];
    if (!app) throw new Error(`${where(block, i)}: a request comment, but no Express app`);
    const [, verb, url, body] = claim as unknown as [string, string, string, string];
    const res = await request(app as Parameters<typeof request>[0])[verb.toLowerCase() as 'get'](url);
    if (res.text !== body) throw new Error(`${where(block, i)}: ${verb} ${url} answered ${res.status} ${JSON.stringify(res.text)}`);
  }
  return run;
}

/** Express whose apps are recorded and never listen. */
function recordingExpress(run: Run): unknown {
  const express = require('express') as ((...args: unknown[]) => { listen: unknown }) & Record<string, unknown>;
  const wrapped = (...args: unknown[]) => {
    const app = express(...args);
    run.apps.push(app);
    app.listen = () => ({ close: () => undefined });
    return app;
  };
  return Object.assign(wrapped, express);
}
