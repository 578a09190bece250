/**
 * Rails' `assert_generates`: `url_for(options)` gives `expectedPath`, and the options that
 * went to the query string are exactly `extras`.
 */
import { parseNestedQuery } from '../controllers/params';
import { setOwn } from '../support/own';
import { withoutOrigin } from '../request/absolute-form';
import { fail } from './assertion-error';
import type { RoutesUnderTest } from './outcome';
import { plain, sameParams, show, type Params } from './values';

/**
 * `assertGenerates(router, '/photos/1', { controller: 'photos', action: 'show', id: '1' })`.
 * `defaults` fill what `options` leave out, as Rails' recall does, and never count as
 * extras; a query string in `expectedPath` joins `extras`.
 */
export function assertGenerates(
  router: RoutesUnderTest,
  expectedPath: string,
  options: Params,
  defaults: Params = {},
  extras: Params = {},
): void {
  const expected = splitPath(expectedPath);
  const expectedExtras = plain({ ...parseNestedQuery(expected.query), ...extras }) as Params;
  let generated: string;
  try {
    generated = router.helpers.url_for({ ...defaults, ...options });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'UrlGenerationError') throw error;
    fail(error.message, null, expected.path, 'strictEqual', assertGenerates);
  }
  const actual = splitPath(generated);
  // Rails' generate_extras: the options (not the defaults) whose keys ended in the query string.
  const queryKeys = Object.keys(parseNestedQuery(actual.query));
  const found: Params = {};
  for (const key of Object.keys(options)) if (queryKeys.includes(key)) setOwn(found, key, options[key]);
  // Rails' messages first, word for word; Rails never says what was generated, so a line after does.
  if (!sameParams(found, expectedExtras)) {
    fail(
      `found extras <${show(plain(found))}>, not <${show(expectedExtras)}>\n${generatedLine(generated)}`,
      found,
      expectedExtras,
      'deepStrictEqual',
      assertGenerates,
    );
  }
  if (actual.path !== expected.path) {
    // Rails' line names the generated path; the whole URL is added when it says more (a query, a host).
    const more = generated === actual.path ? '' : `\n${generatedLine(generated)}`;
    fail(
      `The generated path <${actual.path}> did not match <${expected.path}>${more}`,
      actual.path,
      expected.path,
      'strictEqual',
      assertGenerates,
    );
  }
}

function generatedLine(generated: string): string {
  return `url_for generated <${generated}>`;
}

/** The path (a URL's path, `/` when it has none; a leading slash added) and the query. */
function splitPath(given: string): { path: string; query: string } {
  const url = withoutOrigin(given);
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  return { path: path.startsWith('/') ? path : `/${path}`, query: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1) };
}
