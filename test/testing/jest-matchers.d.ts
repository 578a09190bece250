// The routing matchers on jest's `expect` for every test file (docs/testing.md).
import type { RoutingMatchers } from '../../src/testing';

declare global {
  namespace jest {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Matchers<R, T = {}> extends RoutingMatchers<R> {}
  }
}
