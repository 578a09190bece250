import { Router, type Mapper, type RouterOptions } from '../../src';

/** A router with the given routes drawn. */
export function drawn(block: (r: Mapper) => void, options: RouterOptions = {}): Router {
  return new Router(options).draw(block);
}

/** `recognize(...).params`, or null. */
export function paramsOf(router: Router, method: string, url: string): Record<string, unknown> | null {
  return router.recognize(method, url)?.params ?? null;
}
