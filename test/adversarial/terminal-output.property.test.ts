/**
 * The adversarial suite, terminal output: "terminal output is inert". Routes whose defaults,
 * constraint sources, names and paths hold bidirectional overrides and isolates, line and
 * paragraph separators, NEL, zero-width and tag characters, escape sequences and lone
 * surrogates — drawn directly or carried by a hostile routes.rb through `railroute import` —
 * never reach the terminal raw: not in the `rails routes` table (plain, `-E`, `--unused`), not
 * in `--json`, `--types`, `--client`, `--openapi`, not in the module `import` writes nor in its
 * TODO lines, not in `router.watch()`'s report of a failed reload. Each character shows as its
 * `\uNNNN` escape.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { Router, type Mapper } from '../../src';
import { main } from '../../src/cli/main';
import { routesOutput } from '../../src/cli/routes-output';
import { parseRoutesArguments, routeFilters } from '../../src/cli/routes-options';
import { importRoutes } from '../../src/import/import-routes';
import { terminalSafe } from '../../src/support/terminal-text';

jest.setTimeout(120000);

/** Characters that act on a terminal or reorder what a reader sees, listed one by one. */
const ACTING = [
  '\u202e', '\u202d', '\u202a', '\u202b', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069',
  '\u200e', '\u200f', '\u061c', '\u2028', '\u2029', '\u0085', '\u001b', '\r', '\t', '\u0007',
  '\u009b', '\u007f', '\u200b', '\u200d', '\u2060', '\ufeff', '\u00ad', '\ufff9', '\u{e0001}',
  '\u{e0041}', '\ud800',
]; // prettier-ignore

const acting = fc.constantFrom(...ACTING);
const text = fc
  .array(fc.oneof({ weight: 2, arbitrary: acting }, fc.constantFrom('a', 'b', '-', '\\', '"', "'", ' ', 'é')), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

/** The acting characters found raw in `output` (its line breaks are the output's own). */
function rawActing(output: string): string[] {
  return ACTING.filter((c) => output.includes(c));
}

function escapedAll(c: string): string {
  let escaped = '';
  for (let i = 0; i < c.length; i++) escaped += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

describe('terminalSafe', () => {
  it.each(ACTING.map((c) => [escapedAll(c), c]))('shows %s as its escape', (shown, c) => {
    expect(terminalSafe(`a${c}b`)).toBe(`a${shown}b`);
  });

  it('leaves printable text, emoji and backslashes as they are', () => {
    expect(terminalSafe('photos#show {id: /\\d+/} é 😀 ✓')).toBe('photos#show {id: /\\d+/} é 😀 ✓');
  });
});

function hostileRouter(
  defaultValue: string,
  defaultKey: string,
  constraint: string,
  segment: string,
  name: string,
): Router {
  const router = new Router();
  router.draw((r) => {
    r.get('plain/:id', {
      to: 'things#show',
      defaults: { [`k${defaultKey}`]: defaultValue },
      constraints: { id: new RegExp(constraint.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')) },
    });
    // A lone surrogate in a path is refused by encodeURIComponent (URIError) before any output.
    r.get(`seg${segment.replace(/\ud800/g, '')}/x`, { to: 'things#index' });
    try {
      r.get('named', { to: 'things#named', as: `n${name}` });
    } catch {
      // a name the router refuses is no output at all
    }
  });
  return router;
}

const outputsOf = (router: Router): string[] => {
  const module = __filename;
  const outputs = [router.inspect(), router.inspect({ expanded: true }), router.inspect({ unused: true })];
  for (const flags of [['--json'], ['--types'], ['--client'], ['--openapi']]) {
    const options = parseRoutesArguments([module, ...flags]);
    outputs.push(
      routesOutput({
        router,
        module,
        cwd: path.dirname(module),
        options,
        filters: routeFilters(options),
      }).text,
    );
  }
  return outputs;
};

describe('the routes table and every output of `railroute routes`', () => {
  it('never holds an acting character raw (defaults, constraints, names, paths)', () => {
    fc.assert(
      fc.property(text, text, text, text, text, (value, key, constraint, segment, name) => {
        for (const output of outputsOf(hostileRouter(value, key, constraint, segment, name)))
          expect(rawActing(output)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('shows a default and a constraint source as their escapes', () => {
    const table = hostileRouter('v\u202ew', '', '\u2066', '', '').inspect();
    expect(table).toContain('k: "v\\u202ew"');
    expect(table).toContain('\\u2066');
  });
});

/** A Ruby string literal holding `value` (double-quoted, its acting characters written raw). */
const rubyString = (value: string): string => `"${value.replace(/[\\"#]/g, '\\$&')}"`;

describe('a hostile routes.rb through `railroute import`', () => {
  it('writes a module and TODO lines with no acting character raw', () => {
    fc.assert(
      fc.property(text, text, text, (value, constraint, comment) => {
        const source = [
          'Rails.application.routes.draw do',
          `  get "things/:id", to: "things#show", defaults: { k: ${rubyString(value)} }, constraints: { id: /${constraint.replace(/[\\/^$.*+?()[\]{}|\r\n\u2028\u2029\u0085]/g, 'x')}/ }`,
          `  # ${comment.replace(/[\r\n\u2028\u2029\u0085]/g, ' ')}`,
          `  some_macro ${rubyString(value)}`,
          'end',
          '',
        ].join('\n');
        const { code, todos } = importRoutes(source, { file: 'routes.rb' });
        // A tab is kept in a comment (it is text there, as in the Ruby file).
        expect(rawActing(code.replace(/\n/g, '')).filter((c) => c !== '\t')).toEqual([]);
        for (const todo of todos) expect(rawActing(terminalSafe(todo.text))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('through the command line: the module on stdout and the TODO lines on stderr are inert, and the table of the imported routes too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-inert-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'routes.rb'),
        'Rails.application.routes.draw do\n  get "a/:id", to: "x#y", defaults: { k: "v\u2066\u2028\u0085\u202ew" }, constraints: { id: /a\u202e/ }\n  foo "\u202e\u2069"\nend\n',
      );
      let out = '';
      let err = '';
      const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), cwd: dir };
      expect(await main(['import', 'routes.rb'], io)).toBe(0);
      expect(rawActing(out.replace(/\n/g, ''))).toEqual([]);
      expect(rawActing(err.replace(/\n/g, ''))).toEqual([]);
      expect(err).toContain('TODO foo "\\u202e\\u2069"');
      // What the imported module draws, listed: the same characters, still escaped.
      const body = out.replace(/^[\s\S]*?export default \(r: Mapper\): void => \{/, '').replace(/\};\s*$/, '');
      // The written module's body run as the code it is, in this realm (its options are plain objects here).
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const draw = new Function('r', body) as (r: Mapper) => void;
      const table = new Router().draw(draw).inspect();
      expect(rawActing(table.replace(/\n/g, ''))).toEqual([]);
      expect(table).toContain('{k: "v\\u2066\\u2028\\u0085\\u202ew", id: /a\\u202e/}');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('router.watch()', () => {
  it('reports a failed reload on stderr as one line of inert text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railroute-inert-watch-'));
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => {
      written.push(String(text));
      return true;
    });
    try {
      let failing = false;
      const router = new Router({ routesPath: dir }).draw((r) => {
        if (failing) throw new Error('bad \u202e route\u2028\nsecond line');
        r.get('a', { to: 'a#b' });
      });
      const watcher = router.watch({ debounce: 10 });
      try {
        failing = true;
        fs.writeFileSync(path.join(dir, 'touch.js'), '// 1\n');
        for (let waited = 0; written.length === 0 && waited < 10_000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        watcher.close();
      }
      expect(written).toEqual(['railroute: reload failed: bad \\u202e route\\u2028\\u000asecond line\n']);
    } finally {
      spy.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
