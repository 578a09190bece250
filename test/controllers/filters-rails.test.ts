/**
 * Filters against Rails itself: random filter declarations on a parent and a child class
 * (before, prepend, around, after; one that answers and halts; skip; only/except/if/unless; redeclarations) are run by
 * ActionPack's AbstractController::Callbacks and by railroute, and the call logs must be
 * equal, after filters included (Rails runs them in reverse declaration order).
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { ArgumentError, Controller } from '../../src';
import { ControllerRegistry } from '../../src/controllers/registry';
import { dispatchController } from '../../src/express/dispatch';

type Op = 'before' | 'prepend' | 'around' | 'after' | 'skip_before' | 'skip_around' | 'skip_after';
interface Decl {
  op: Op;
  name: string;
  only?: string[];
  except?: string[];
  if?: 'yes' | 'no';
  unless?: 'yes' | 'no';
}
interface Case {
  parent: Decl[];
  child: Decl[];
}

const ACTIONS = ['show', 'index'];
const NAMES: Record<Op, string[]> = {
  // h1 answers the request: the chain halts.
  before: ['b1', 'b2', 'h1'],
  prepend: ['b1', 'b2', 'h1'],
  skip_before: ['b1', 'b2', 'h1'],
  around: ['r1', 'r2'],
  skip_around: ['r1', 'r2'],
  after: ['a1', 'a2', 'a3'],
  skip_after: ['a1', 'a2', 'a3'],
};
const actionList = fc.subarray(ACTIONS, { minLength: 1 });
const optionsArb = fc
  .record(
    {
      only: actionList,
      except: actionList,
      if: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
      unless: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
    },
    { requiredKeys: [] },
  )
  .map((options) => {
    // only and except together are not a Rails idiom: keep one.
    if (options.only && options.except) delete options.except;
    return options;
  });
const declArb = (ops: Op[]): fc.Arbitrary<Decl> =>
  fc.record({ op: fc.constantFrom(...ops), pick: fc.nat(2), options: optionsArb }).map(({ op, pick, options }) => {
    const names = NAMES[op];
    return { op, name: names[pick % names.length] as string, ...options };
  });
const DECLARE: Op[] = ['before', 'before', 'prepend', 'around', 'after', 'after'];
/** Skips name a filter the parent declared (a skip of nothing is an ArgumentError in both). */
const caseArb: fc.Arbitrary<Case> = fc.array(declArb(DECLARE), { minLength: 1, maxLength: 7 }).chain((parent) => {
  const skips = parent.map(({ op, name }): Decl => ({
    op: op === 'around' ? 'skip_around' : op === 'after' ? 'skip_after' : 'skip_before',
    name,
  }));
  const skipArb = fc.tuple(fc.constantFrom(...skips), optionsArb).map(([skip, options]) => ({ ...skip, ...options }));
  return fc.record({
    parent: fc.constant(parent),
    child: fc.array(fc.oneof(declArb(DECLARE), skipArb, skipArb), { maxLength: 5 }),
  });
});

// ---- Rails ------------------------------------------------------------------------------

const RUBY = String.raw`
require "json"
require "action_controller"
class Base < AbstractController::Base
  include AbstractController::Callbacks
  attr_reader :log
  def initialize; super; @log = []; end
  %w[b1 b2 a1 a2 a3].each { |n| define_method(n) { @log << n } }
  def h1; @log << "h1"; self.response_body = "halted"; end
  %w[r1 r2].each { |n| define_method(n) { |&blk| @log << "#{n}<"; blk.call; @log << ">#{n}" } }
  def yes; true; end
  def no; false; end
  def show; @log << "SHOW"; end
  def index; @log << "INDEX"; end
end
METHODS = { "before" => :before_action, "prepend" => :prepend_before_action, "around" => :around_action,
  "after" => :after_action, "skip_before" => :skip_before_action, "skip_around" => :skip_around_action,
  "skip_after" => :skip_after_action }
def declare(klass, decls)
  decls.each do |d|
    opts = {}
    opts[:only] = d["only"].map(&:to_sym) if d["only"]
    opts[:except] = d["except"].map(&:to_sym) if d["except"]
    opts[:if] = d["if"].to_sym if d["if"]
    opts[:unless] = d["unless"].to_sym if d["unless"]
    klass.send(METHODS[d["op"]], d["name"].to_sym, **opts)
  end
end
out = JSON.parse(STDIN.read).map do |c|
  begin
    parent = Class.new(Base) { declare(self, c["parent"]) }
    child = Class.new(parent) { declare(self, c["child"]) }
    [parent, child].map { |k| %w[show index].map { |a| o = k.new; o.process(a); o.log } }
  rescue ArgumentError
    "ArgumentError"
  end
end
puts JSON.generate(out)
`;

function rails(cases: Case[]): unknown[] {
  return JSON.parse(
    execFileSync('ruby', ['-e', RUBY], { input: JSON.stringify(cases), encoding: 'utf8' }),
  ) as unknown[];
}

// ---- railroute ----------------------------------------------------------------------------

class Base extends Controller {
  log: string[] = [];
  constructor(req: any, res: any, next: (err?: unknown) => void) {
    super(req, res, next);
    req.instance = this;
  }
  b1(): void {
    this.log.push('b1');
  }
  b2(): void {
    this.log.push('b2');
  }
  h1(): void {
    this.log.push('h1');
    (this.res as { writableEnded: boolean }).writableEnded = true;
  }
  a1(): void {
    this.log.push('a1');
  }
  a2(): void {
    this.log.push('a2');
  }
  a3(): void {
    this.log.push('a3');
  }
  async r1(action: () => Promise<void>): Promise<void> {
    this.log.push('r1<');
    await action();
    this.log.push('>r1');
  }
  async r2(action: () => Promise<void>): Promise<void> {
    this.log.push('r2<');
    await action();
    this.log.push('>r2');
  }
  yes(): boolean {
    return true;
  }
  no(): boolean {
    return false;
  }
  show(): void {
    this.log.push('SHOW');
  }
  index(): void {
    this.log.push('INDEX');
  }
}

const METHODS: Record<Op, string> = {
  before: 'beforeAction',
  prepend: 'prependBeforeAction',
  around: 'aroundAction',
  after: 'afterAction',
  skip_before: 'skipBeforeAction',
  skip_around: 'skipAroundAction',
  skip_after: 'skipAfterAction',
};

function declare(klass: any, decls: Decl[]): void {
  for (const { op, name, ...options } of decls) klass[METHODS[op]](name, options);
}

async function railroute(c: Case): Promise<unknown> {
  let parent: typeof Base;
  let child: typeof Base;
  try {
    parent = class extends Base {};
    declare(parent, c.parent);
    child = class extends parent {};
    declare(child, c.child);
  } catch (err) {
    if (err instanceof ArgumentError) return 'ArgumentError';
    throw err;
  }
  const out: string[][][] = [];
  for (const klass of [parent, child]) {
    const registry = new ControllerRegistry().register('c', klass);
    const logs: string[][] = [];
    for (const action of ACTIONS) {
      const req: { instance?: Base } = {};
      const res = { headersSent: false, writableEnded: false, locals: {} };
      const failures: unknown[] = [];
      dispatchController(registry, { controller: 'c', action }, req as never, res as never, (err) =>
        failures.push(err),
      );
      // Every filter here is synchronous or awaits only `action()`: a macrotask sees the end.
      await new Promise((resolve) => setImmediate(resolve));
      expect(failures).toEqual([]);
      logs.push(req.instance?.log ?? []);
    }
    out.push(logs);
  }
  return out;
}

test('railroute runs filters as ActionPack does (random declarations, seed fixed)', async () => {
  const cases = fc.sample(caseArb, { seed: 12, numRuns: 200 });
  const expected = rails(cases);
  // The sample is not degenerate: most cases run filters, some are Rails errors.
  const ran = expected.filter((result) => Array.isArray(result) && /"[<>]?[abrh]\d/.test(JSON.stringify(result)));
  expect(ran.length).toBeGreaterThan(cases.length / 2);
  const logs = expected.flatMap((result) => (Array.isArray(result) ? (result.flat() as string[][]) : []));
  expect(
    logs.filter((log) => log.includes('h1') && !log.includes('SHOW') && !log.includes('INDEX')).length,
  ).toBeGreaterThan(10);
  // ... and many run two after filters or more, where their order shows.
  expect(logs.filter((log) => log.filter((entry) => /^a\d$/.test(entry)).length >= 2).length).toBeGreaterThan(10);
  const actual: unknown[] = [];
  for (const c of cases) actual.push(await railroute(c));
  for (let i = 0; i < cases.length; i++) {
    expect({ case: cases[i], result: actual[i] }).toEqual({ case: cases[i], result: expected[i] });
  }
}, 60_000);
