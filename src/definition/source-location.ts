/**
 * `RouteInfo.source`: the `file:line` of the application's declaration. The DSL captures a
 * stack (an Error, not yet formatted) per DSL call of the application; it is read, and the first
 * frame outside railroute's own directory picked, only when someone asks (the inspector,
 * the routes page). Formatting through the environment's `.stack` keeps source maps
 * (ts-jest, tsx, `--enable-source-maps`) and jiti's line-preserving output right.
 *
 * Cost: the DSL captures once per call of the application, a few frames deep (measured in
 * src/dsl/declaration-site.ts: +10 ms on an 11,250-route draw; a 50-frame stack per route
 * was +183 ms). As Rails records route source locations in development only, the Router
 * captures them unless NODE_ENV is `production` or `sourceLocations: false`.
 * The formatting (~30 µs) is paid only when a source is read.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** src/ in a checkout, dist/ in the package: every frame from here is railroute's. */
const OWN_DIR = path.resolve(__dirname, '..') + path.sep;
/** Deep enough to get from `RouteSet.add` through nested scopes and concerns to the caller (~40 seen), for a route added outside the DSL's tracing. */
const FRAMES = 50;

export class CapturedSource {
  private resolved: string | null | undefined = undefined;

  constructor(private readonly trace: { stack?: string }) {}

  get value(): string | undefined {
    if (this.resolved === undefined) this.resolved = pickFrame(this.trace.stack ?? '');
    return this.resolved ?? undefined;
  }
}

/**
 * `frames`: how deep to record; `above`: the function whose caller is the first frame
 * recorded (it and every frame above it are left out), as the DSL knows (declaration-site.ts).
 * Measured: ~1 µs per frame recorded, plus ~1 µs.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- V8's captureStackTrace takes any function.
export function captureSource(frames = FRAMES, above: Function = captureSource): CapturedSource {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = frames;
  const trace: { stack?: string } = {};
  Error.captureStackTrace(trace, above);
  Error.stackTraceLimit = limit;
  return new CapturedSource(trace);
}

// `at fn (file:line:col)` or `at file:line:col`; file may be a file:// URL.
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):\d+\)?$/;

function pickFrame(stack: string): string | null {
  for (const line of stack.split('\n').slice(1)) {
    const match = FRAME.exec(line);
    if (!match) continue;
    let file = match[1] as string;
    if (file.startsWith('file://')) {
      try {
        file = fileURLToPath(file);
      } catch {
        continue;
      }
    }
    if (
      !path.isAbsolute(file) ||
      file.startsWith(OWN_DIR) ||
      file.includes(`${path.sep}node_modules${path.sep}jiti${path.sep}`)
    )
      continue;
    return `${relative(file)}:${match[2]}`;
  }
  return null;
}

/** Relative to the working directory when the file is under it, as Rails shows `config/routes.rb:3`. */
function relative(file: string): string {
  const cwd = process.cwd() + path.sep;
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
}
