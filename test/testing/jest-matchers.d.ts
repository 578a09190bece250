// The routing matchers on jest's `expect` for every test file (docs/testing.md).
import type { RoutingMatchers } from '../../src/testing';

declare global {
  namespace jest {
    // Declaration merging: jest's own `Matchers<R, T = {}>`, whose parameters every declaration must repeat.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars -- jest's T, unused here
    interface Matchers<R, T = {}> extends RoutingMatchers<R> {}
  }
}
