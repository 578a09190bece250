/**
 * What an OpenAPI operation says a request may carry besides its path, from what routes know
 * and nothing more: every route takes query parameters (Rails merges them into `params`), so
 * each operation declares them free-form; POST, PUT and PATCH take a form or JSON body (the
 * router reads form bodies, `express.json()` JSON ones), declared free-form, optional; and a
 * `format` segment constrained to a few words lists them.
 */
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';

/** Any fields: the routes do not say which an action reads. */
const FREE_FORM: OpenAPIV3.NonArraySchemaObject = { type: 'object', additionalProperties: true };

/**
 * The query string as one free-form parameter, `style: form` and `explode: true`: each field
 * is its own `name=value` pair (`?page=2`), the way `params` reads them. A client that
 * serializes objects its own way says so (openapi-fetch: `querySerializer: { object: { style:
 * 'form', explode: true } }`).
 */
export function queryParameter(): OpenAPIV3_1.ParameterObject {
  return {
    name: 'params',
    in: 'query',
    required: false,
    description: 'Query parameters, merged into the action’s params (the routes do not say which it reads).',
    style: 'form',
    explode: true,
    schema: { ...FREE_FORM },
  };
}

/** The verbs whose operations declare a request body. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch']);

/** An optional JSON or form body of any fields (JSON first: clients type their body from it). */
export function requestBody(): OpenAPIV3_1.RequestBodyObject {
  return {
    description: 'Fields merged into the action’s params, as JSON or as a form (the routes do not say which it reads).',
    required: false,
    content: {
      'application/json': { schema: { ...FREE_FORM } },
      'application/x-www-form-urlencoded': { schema: { ...FREE_FORM } },
    },
  };
}

/** A constraint that is a few words and nothing else: `json`, `/json|xml/`, `/(?:json|xml)/`. */
const WORDS = /^(?:\(\?:|\()?([\w-]+(?:\|[\w-]+)*)\)?$/;

/** The values a `format` constraint accepts, when it lists them: `['json', 'xml']`; else undefined. */
export function formatValues(
  requirement: RegExp | string | undefined,
  source: string | undefined,
): string[] | undefined {
  if (typeof requirement === 'string') return [requirement];
  if (!(requirement instanceof RegExp) || requirement.flags.includes('i') || source === undefined) return undefined;
  const words = WORDS.exec(source);
  // `(json)|(xml)` and unbalanced groups are not a plain list.
  if (!words || /[()]/.test(words[1] as string) || source.startsWith('(') !== source.endsWith(')')) return undefined;
  return [...new Set((words[1] as string).split('|'))];
}
