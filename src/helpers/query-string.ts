/** Query strings as Rails writes them: a URL rule (the browser module ships it). */
export { toQuery } from '../url-rules/query';
