// Run by printed-diffs.test.ts under vitest, on the TypeScript source (vite transpiles it).
// Both tests fail on purpose, so that the runner's printed report can be read.
import { expect, test } from 'vitest';
import { Router } from '../../../src/index.ts';
import { assertRecognizes, routingMatchers } from '../../../src/testing/index.ts';

const router = new Router({ sourceLocations: false }).draw((r) => r.resources('photos'));
expect.extend(routingMatchers(router));

test('toRouteTo reaches another action', () => {
  expect({ get: '/photos/1' }).toRouteTo('photos#edit', { id: '1' });
});

test('assertRecognizes reaches another action', () => {
  assertRecognizes(router, { controller: 'photos', action: 'edit', id: '1' }, '/photos/1');
});
