/**
 * What a route leads to, in words: `posts#show`, a redirect's description, a handler's or a
 * mounted app's name. The `rails routes` listing shows it and OpenAPI uses it as a summary.
 */
import type { Route } from './route';

export function endpointOf(route: Route): string {
  switch (route.target.kind) {
    case 'controller': {
      const controller = route.pattern.has('controller') ? ':controller' : route.controller;
      const action = route.pattern.has('action') ? ':action' : route.action;
      return `${controller}#${action}`;
    }
    case 'redirect':
      return route.target.redirect.description;
    case 'handler':
      return route.target.handler.name ? `Inline handler (${route.target.handler.name})` : 'Inline handler (Function)';
    case 'mount':
      if (route.target.engine) return `Engine (${route.target.engine.name ?? route.name ?? 'unnamed'})`;
      return route.target.app.name ? `Mounted app (${route.target.app.name})` : 'Mounted app';
  }
}
