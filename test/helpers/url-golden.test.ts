/**
 * URL generation pinned: every helper of the example apps' routers, of the importer's output
 * of the Rails corpus (test/import/corpus) and of a table reaching every helper rule (engines
 * with mount parameters, globs, optional groups, constraints, host constraints), called with
 * a fixed, systematic set of arguments (url-golden-calls.ts) outside a request, inside one
 * (recall) and behind a request's origin and mount point, and through the `--client` module
 * (with and without a configured host and the page's location), must answer, text or error,
 * what url-golden.json.gz recorded (gzipped: 5.5 MB of JSON, 0.4 MB stored). A change to how URLs are built that is meant to change none
 * of them (moving a rule) is proven by this file passing unchanged; a change meant to change
 * an answer updates the file (`URL_GOLDEN=write npx jest test/helpers/url-golden.test.ts`)
 * and a failing run shows every answer that moved, source by source.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { router as exampleRouter } from '../../examples/routes';
import { router as mapRouter } from '../../examples/map-app';
import type { Router } from '../../src';
import { clientOf, type Helpers } from '../client/helper-paths';
import { answersOf, MISSING_HOST, corpusRouters, recallOf, rulesRouter, urlForAnswers } from './url-golden-calls';

const GOLDEN = path.join(__dirname, 'url-golden.json.gz');

type Answers = Record<string, unknown>;
type HelperAnswers = Record<string, Record<string, string>>;

/**
 * `other` as it differs from `base`, losing nothing: every helper of `other`, with the
 * answers that differ (null for a call `other` lacks). Most contexts change few answers,
 * so the file records each answer once.
 */
function differences(base: HelperAnswers, other: HelperAnswers): Record<string, Record<string, string | null>> {
  const out: Record<string, Record<string, string | null>> = {};
  for (const helper of Object.keys(other)) {
    const mine = other[helper] as Record<string, string>;
    const theirs = base[helper] ?? {};
    const changed: Record<string, string | null> = {};
    for (const label of Object.keys(mine)) if (mine[label] !== theirs[label]) changed[label] = mine[label] as string;
    for (const label of Object.keys(theirs)) if (!(label in mine)) changed[label] = null;
    out[helper] = changed;
  }
  return out;
}

const page = globalThis as { location?: { host: string; protocol: string } };

function serverAnswers(router: Router): Answers & { outside: HelperAnswers } {
  const recall = recallOf(router);
  const request = { host: 'req.example:3000', protocol: 'https', script_name: '/mnt' };
  const outside = answersOf(router, router.helpers);
  const inRequest = answersOf(router, router.helpersFor(recall));
  return {
    outside,
    recall: differences(outside, inRequest),
    request: differences(inRequest, answersOf(router, router.helpersFor(recall, request))),
    url_for: urlForAnswers(router, router.helpersFor(recall)),
  };
}

/** The `--client` module's answers, as they differ from the server's outside a request. */
function clientAnswers(router: Router, outside: HelperAnswers): Answers {
  const withDefaults = clientOf(router, { defaultUrlOptions: true });
  const bare = clientOf(router);
  const configure = bare.configureUrlOptions as (options?: unknown) => void;
  const bareAnswers = answersOf(router, bare);
  const out: Answers = {
    module: differences(outside, answersOf(router, withDefaults)),
    bare: differences(outside, bareAnswers),
  };
  page.location = { host: 'page.example:8080', protocol: 'https:' };
  try {
    out.location = differences(bareAnswers, answersOf(router, bare));
    configure({ host: 'conf.example', protocol: 'http', port: 81 });
    out.configured = differences(bareAnswers, answersOf(router, bare));
  } finally {
    configure();
    delete page.location;
  }
  return out;
}

function allAnswers(): Answers {
  const routers: Array<[string, Router]> = [
    ['examples/routes.ts', exampleRouter],
    ['examples/map-app.ts', mapRouter],
    ['rules', rulesRouter({ host: 'default.example', script_name: '/root/', locale: 'fr', page: 3 })],
    ['rules-bare', rulesRouter({})],
    ...corpusRouters(),
  ];
  // The one error answers shorten, as it is thrown (a changed text is not shortened, and shows).
  const bare = rulesRouter({}).helpers as Helpers;
  const out: Answers = { 'missing host': messageOf(() => (bare.file_url as (path: string) => string)('x')) };
  for (const [name, router] of routers) {
    const server = serverAnswers(router);
    out[name] = { server, client: clientAnswers(router, server.outside) };
  }
  return out;
}

function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error was thrown');
}

/** One helper's answers (a map of strings) on one line; the levels above indented. */
function layout(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.every(([, v]) => v === null || typeof v === 'string')) return JSON.stringify(value);
  const inner = `${indent} `;
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layout(v, inner)}`).join(',\n')}\n${indent}}`;
}

test('every helper answers, text or error, what url-golden.json.gz recorded', () => {
  const answers = allAnswers();
  if (process.env.URL_GOLDEN === 'write') {
    fs.writeFileSync(GOLDEN, zlib.gzipSync(`${layout(answers)}\n`, { level: 9 }));
  }
  const recorded = JSON.parse(zlib.gunzipSync(fs.readFileSync(GOLDEN)).toString('utf8')) as Answers;
  for (const source of Object.keys(recorded)) expect([source, answers[source]]).toEqual([source, recorded[source]]);
  expect(Object.keys(answers)).toEqual(Object.keys(recorded));
  // Answers write this error as `<missing host>`.
  expect(answers['missing host']).toBe(MISSING_HOST);
});
