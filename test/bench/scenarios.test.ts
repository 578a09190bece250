/** Every bench scenario's requests get the answers the scenario expects (no timing here). */
import { railrouteAnswer } from '../../bench/answer';
import { scenarios } from '../../bench/scenarios';
import { buildFindMyWay, buildRailroute, RAILS_SHAPED, routeList } from '../../bench/table';

const router = buildRailroute(RAILS_SHAPED);
const findMyWay = buildFindMyWay(RAILS_SHAPED);

describe.each(scenarios(RAILS_SHAPED.resources, RAILS_SHAPED.nestEvery))('scenario $name', ({ requests }) => {
  test.each(requests.map((r) => [r.method, r.path, r.expect]))('%s %s → %s', (method, path, expected) => {
    expect(railrouteAnswer(router, method, path)).toBe(expected);
    const peer = findMyWay(method, path) as { handler(): string } | null;
    if (expected.includes('#')) expect(peer?.handler()).toBe(expected);
    else expect(peer).toBeNull();
  });
});

test('the peers get the same table', () => {
  expect(routeList(RAILS_SHAPED)).toHaveLength(router.routes.length);
});
