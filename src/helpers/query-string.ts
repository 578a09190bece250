/** Query strings as Rails writes them: a URL rule (the browser module ships it). */
export { encodeQueryComponent, toQuery } from '../url-rules/query';
