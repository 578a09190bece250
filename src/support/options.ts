/**
 * Option keys are spelled as in Rails (snake_case); the camelCase spelling of each is the
 * same option. Everything the DSL receives is normalized here once, to snake_case.
 */
const camelToSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Option keys that are read as options (not as extra defaults or constraints). */
const KNOWN = new Set([
  'as', 'via', 'to', 'controller', 'action', 'on', 'defaults', 'constraints', 'anchor', 'format',
  'path', 'internal', 'module', 'path_names', 'shallow', 'shallow_path', 'shallow_prefix', 'only',
  'except', 'param', 'concerns', 'at', 'has_many', 'has_one', 'path_prefix', 'name_prefix',
  'requirements', 'conditions', 'collection', 'member', 'new', 'singular', 'plural', 'status',
  'use_route', 'only_path',
]);

export function normalizeOptions<T extends Record<string, unknown>>(options: T | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!options) return out;
  for (const key of Object.keys(options)) {
    const snake = camelToSnake(key);
    out[KNOWN.has(snake) ? snake : key] = options[key];
  }
  return out;
}

export function toArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
