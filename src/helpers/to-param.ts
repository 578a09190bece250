/** How a value becomes a URL parameter: a URL rule (the browser module ships it). */
export { toParamValue } from '../url-rules/values';
