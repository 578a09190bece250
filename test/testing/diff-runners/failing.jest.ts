// Run by printed-diffs.test.ts under jest (its name is no `*.test.ts`: `npm test` skips it).
// Both tests fail on purpose, so that the runner's printed report can be read.
import { Router } from '../../../src';
import { assertRecognizes, routingMatchers } from '../../../src/testing';

const router = new Router({ sourceLocations: false }).draw((r) => r.resources('photos'));
expect.extend(routingMatchers(router));

test('toRouteTo reaches another action', () => {
  expect({ get: '/photos/1' }).toRouteTo('photos#edit', { id: '1' });
});

test('assertRecognizes reaches another action', () => {
  assertRecognizes(router, { controller: 'photos', action: 'edit', id: '1' }, '/photos/1');
});
