/**
 * The part of `railroute routes --types` that types `this.params`: for every
 * `controller#action` the path parameters and defaults a match gives (`RouteParams`), and
 * for every controller the same merged over its actions (`ControllerParams`), so that
 * `class PhotosController extends Controller<Request, Response, ControllerParams['photos']>`
 * reads `this.params.id` as a string without a cast.
 */
import type { Route } from '../definition/route';

/** One key's type and whether every route (or action) has it. */
interface Field {
  types: Set<string>;
  required: boolean;
}

type Shape = Map<string, Field>;

function literal(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return JSON.stringify(value);
  return value === null ? 'null' : 'unknown';
}

/** What a match of this route puts in `params`, beside `controller` and `action`. */
function shapeOf(route: Route): Shape {
  const shape: Shape = new Map();
  const required = new Set(route.pattern.required);
  for (const name of route.pattern.nameSet) {
    // A path value is always text; a default stands in when the URL leaves the part out.
    const present = required.has(name) || route.defaults[name] !== undefined;
    shape.set(name, { types: new Set(['string']), required: present });
  }
  for (const key of Object.keys(route.defaults)) {
    if (route.pattern.nameSet.has(key)) continue;
    shape.set(key, { types: new Set([literal(route.defaults[key])]), required: true });
  }
  return shape;
}

/** Two shapes as one: a key is required only when both have it. */
function merge(into: Shape, other: Shape): void {
  for (const [key, field] of into) if (!other.has(key)) field.required = false;
  for (const [key, field] of other) {
    const known = into.get(key);
    if (!known) into.set(key, { types: new Set(field.types), required: false });
    else {
      for (const type of field.types) known.types.add(type);
      known.required &&= field.required;
    }
  }
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function render(controller: string, actions: string[], shape: Shape): string {
  const fields = [
    `controller: ${JSON.stringify(controller)}`,
    `action: ${actions.map((action) => JSON.stringify(action)).join(' | ')}`,
  ];
  for (const key of [...shape.keys()].sort()) {
    const field = shape.get(key) as Field;
    const types = field.types.has('unknown') ? 'unknown' : [...field.types].sort().join(' | ');
    fields.push(`${propertyName(key)}${field.required ? '' : '?'}: ${types}`);
  }
  return `{ ${fields.join('; ')} }`;
}

/** Routes that name their controller and action (not `:controller` segments, handlers, redirects or mounts). */
function typedRoutes(routes: readonly Route[]): Route[] {
  return routes.filter(
    (route) =>
      route.target.kind === 'controller' &&
      route.controller !== undefined &&
      route.action !== undefined &&
      !route.pattern.nameSet.has('controller') &&
      !route.pattern.nameSet.has('action'),
  );
}

export function generateParamsTypes(routes: readonly Route[]): string {
  const byAction = new Map<string, { controller: string; action: string; shape: Shape }>();
  for (const route of typedRoutes(routes)) {
    const key = `${route.controller}#${route.action}`;
    const known = byAction.get(key);
    if (known) merge(known.shape, shapeOf(route));
    else
      byAction.set(key, {
        controller: route.controller as string,
        action: route.action as string,
        shape: shapeOf(route),
      });
  }
  const byController = new Map<string, { actions: string[]; shape: Shape }>();
  for (const { controller, action, shape } of byAction.values()) {
    const known = byController.get(controller);
    const copy: Shape = new Map(
      [...shape].map(([key, field]) => [key, { types: new Set(field.types), required: field.required }]),
    );
    if (!known) byController.set(controller, { actions: [action], shape: copy });
    else {
      known.actions.push(action);
      merge(known.shape, copy);
    }
  }
  const lines = [
    '/**',
    ' * Path parameters and defaults of each `controller#action` (`this.params` also holds the query',
    ' * and body fields, typed `unknown`). Path values are strings; a key is optional when the URL',
    ' * may leave it out.',
    ' */',
    'export interface RouteParams {',
  ];
  for (const [key, { controller, action, shape }] of byAction)
    lines.push(`  ${JSON.stringify(key)}: ${render(controller, [action], shape)};`);
  lines.push(
    '}',
    '',
    '/**',
    ' * The same per controller, over all its actions (a key every action has is required): use it',
    " * as `Controller`'s third type argument, `class PhotosController extends",
    " * Controller<Request, Response, ControllerParams['photos']>`, and `this.params.id` is a string.",
    ' */',
    'export interface ControllerParams {',
  );
  for (const [controller, { actions, shape }] of byController)
    lines.push(`  ${JSON.stringify(controller)}: ${render(controller, actions, shape)};`);
  lines.push('}', '');
  return lines.join('\n');
}
