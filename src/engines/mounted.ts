/** The engines mounted in a route table, each once, in the order of its first mount, with the name it is listed under. */
import { mountedEngine, type Engine } from '../definition/engine';
import type { Route } from '../definition/route';

export function mountedEngines(routes: readonly Route[]): Array<{ engine: Engine; name: string }> {
  const seen: Array<{ engine: Engine; name: string }> = [];
  for (const route of routes) {
    const engine = mountedEngine(route);
    if (engine && !seen.some((entry) => entry.engine === engine))
      seen.push({ engine, name: engine.name ?? route.name ?? 'engine' });
  }
  return seen;
}
