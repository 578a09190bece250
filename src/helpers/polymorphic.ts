/**
 * Polymorphic routes: the named route for a record, a class or a list of parents, from
 * model names (`[post, comment]` → `post_comment_path`), honouring `resolve`.
 */
import { UrlGenerationError } from '../errors';
import { pluralizeWord, singularize, underscore } from '../support/inflection';
import { isPlainObject } from '../support/own';
import { valueText } from '../url-rules/values';

export interface PolymorphicTarget {
  /** The route name without `_path`/`_url`: `edit_post_comment`. */
  name: string;
  args: unknown[];
  /** Options a `resolve` block returned (a trailing plain object in its array). */
  options?: Record<string, unknown>;
  /**
   * What a `resolve` block returned when it names no route: a URL string or `url_for`
   * options, finished as a `direct` block's result is (`name` is then empty).
   */
  result?: string | Record<string, unknown>;
}

/** A `resolve` block as kept: called with the record (an object that is not a plain hash) and the options. */
type Resolver = (record: object, options: Record<string, unknown>) => string | unknown[] | Record<string, unknown>;

export function modelNameOf(item: object): string {
  const source =
    typeof item === 'function' ? item : (item.constructor as { name?: string; modelName?: string } | undefined);
  const named = (source as { modelName?: unknown } | undefined)?.modelName;
  const name = typeof named === 'string' ? named : source?.name;
  if (!name || name === 'Object') {
    throw new UrlGenerationError(
      'Cannot find a model name for a plain object (a database row?): call the named helper (post_path(row)) or give it a class or a modelName',
    );
  }
  return name;
}

function routeKeys(modelName: string): { singular: string; collection: string } {
  const singular = singularize(underscore(modelName).replace(/\//g, '_'));
  const plural = pluralizeWord(singular);
  return { singular, collection: singular === plural ? `${plural}_index` : plural };
}

export function isPersisted(record: object): boolean {
  const persisted = (record as { persisted?: unknown }).persisted;
  if (typeof persisted === 'function') return Boolean(persisted.call(record));
  if (persisted !== undefined) return Boolean(persisted);
  const id = (record as { id?: unknown }).id;
  return id !== undefined && id !== null;
}

/** Works out the route name and arguments; `resolvers` are the `resolve` declarations. */
export function polymorphicTarget(
  input: unknown,
  options: Record<string, unknown>,
  resolvers: ReadonlyMap<string, Resolver>,
): PolymorphicTarget {
  const list = (Array.isArray(input) ? (input as unknown[]) : [input]).filter(
    (item) => item !== null && item !== undefined,
  );
  if (list.length === 0) throw new UrlGenerationError("Nil location provided. Can't build URI.");
  const action = typeof options.action === 'string' ? options.action : undefined;
  const last = list[list.length - 1];

  if (list.length === 1 && typeof last === 'object' && !isPlainObject(last)) {
    const resolver = resolvers.get(modelNameOf(last));
    if (resolver) {
      const resolved = resolver(last, options);
      if ((typeof resolved === 'string' && !/^\w+$/.test(resolved)) || isPlainObject(resolved)) {
        return { name: '', args: [], result: resolved };
      }
      const [name, ...args] = Array.isArray(resolved) ? resolved : [resolved];
      const returned = isPlainObject(args[args.length - 1]) ? (args.pop() as Record<string, unknown>) : undefined;
      return {
        name: [action, String(name)].filter(Boolean).join('_'),
        args,
        ...(returned ? { options: returned } : {}),
      };
    }
  }

  const parts: string[] = [];
  const args: unknown[] = [];
  list.forEach((item, i) => {
    const isLast = i === list.length - 1;
    if (typeof item === 'string' || typeof item === 'symbol') {
      parts.push(typeof item === 'symbol' ? String(item.description) : item);
      return;
    }
    if (typeof item !== 'object' && typeof item !== 'function') {
      throw new UrlGenerationError(`Cannot build a polymorphic route from ${valueText(item)}`);
    }
    const keys = routeKeys(modelNameOf(item));
    const isClass = typeof item === 'function';
    if (!isLast) {
      parts.push(keys.singular);
      args.push(item);
    } else if (isClass || !isPersisted(item)) {
      parts.push(action === 'new' ? keys.singular : keys.collection);
    } else {
      parts.push(keys.singular);
      args.push(item);
    }
  });
  return { name: [action, ...parts].filter(Boolean).join('_'), args };
}
