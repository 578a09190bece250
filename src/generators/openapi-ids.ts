/**
 * The `operationId`s of `routes --openapi`: identifiers (`^[A-Za-z_][A-Za-z0-9_]*$`) that
 * client generators use as method names unchanged, unique in the document, and stable — an
 * id depends on its own route and path item, and on the ids already taken only when two
 * operations would otherwise share one.
 *
 * - The base is the camelCase of the route name (an engine's behind its mount names:
 *   `blog.post` → `blogPost`), else of controller and action (`comments#create` →
 *   `commentsCreate`), else of the verb and the path (`GET /old/:id` → `getOldId`).
 * - A path item an optional part gives adds `With` and that part's words (`photoWithFormat`
 *   for `/photos/{id}.{format}`, `articlesWithLocale` for `(/:locale)/articles`).
 * - An id already taken (PUT beside PATCH on one `update`, a `via:` of several verbs) gets the
 *   verb (`photosUpdatePut`); still taken (names that camelCase alike), a number from 2.
 */
import type { Token } from '../definition/path-pattern';

/** The words of a name, a path or a path part: its runs of ASCII letters and digits. */
function wordsOf(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `['blog', 'admin_post']` → `blogAdminPost`; `''` when nothing ASCII is left. */
export function camelCase(parts: readonly string[]): string {
  const words = parts.flatMap(wordsOf);
  const [first, ...rest] = words;
  if (first === undefined) return '';
  const id = first.charAt(0).toLowerCase() + first.slice(1) + rest.map(capitalized).join('');
  // An identifier cannot start with a digit (a route named `2fa`).
  return /^[0-9]/.test(id) ? `_${id}` : id;
}

/** The words of path tokens: the text's, and each parameter's name. */
function tokenWords(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) =>
    token.type === 'group' ? tokenWords(token.tokens) : wordsOf(token.type === 'text' ? token.value : token.name),
  );
}

/** What an operation's id is made from. */
export interface OperationOrigin {
  name: string | undefined;
  /** The mounts' names the route is reached through (`['blog']`). */
  mounts: readonly string[];
  controller: string | undefined;
  action: string | undefined;
  /** The lower-case HTTP method. */
  method: string;
  /** The route's path without its optional parts (the full path, mounts included). */
  required: readonly Token[];
  /** The tokens of the optional parts this path item takes. */
  optional: readonly Token[];
}

function baseOf(origin: OperationOrigin): string {
  const named = origin.name === undefined ? '' : camelCase([...origin.mounts, origin.name]);
  if (named !== '') return named;
  const endpoint =
    origin.controller !== undefined && origin.action !== undefined
      ? camelCase([...origin.mounts, origin.controller, origin.action])
      : '';
  if (endpoint !== '') return endpoint;
  const words = tokenWords(origin.required);
  return camelCase([origin.method, ...(words.length > 0 ? words : ['root'])]);
}

/** Hands out the ids of one document, in the order its operations are described. */
export class OperationIds {
  private readonly taken = new Set<string>();

  idFor(origin: OperationOrigin): string {
    const extra = tokenWords(origin.optional).map(capitalized).join('');
    const preferred = baseOf(origin) + (extra === '' ? '' : `With${extra}`);
    let id = this.taken.has(preferred) ? preferred + capitalized(origin.method) : preferred;
    for (let n = 2, stem = id; this.taken.has(id); n++) id = `${stem}${n}`;
    this.taken.add(id);
    return id;
  }
}
