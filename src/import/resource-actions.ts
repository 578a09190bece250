/**
 * `resource :app, only: [:index, :show]`: Rails up to 7.0 ignored an `only:`/`except:` action
 * that the resource does not have; Rails 7.1 and railroute refuse it with an ArgumentError,
 * which would lose every route of the call. Such an action is left out of the written call
 * (a TODO names it), so the module draws what the app's Rails drew.
 */
import { RESOURCE_ACTIONS, RESOURCES_ACTIONS } from '../dsl/resource';
import type { LeftOut } from './option-pruning';
import { isKind, type RubyNode } from './ruby-nodes';
import { arrayNode, copyNode } from './literal-nodes';
import { literalText } from './values';

/** The options without the `only:`/`except:` actions the resource does not have (pushed onto `leftOut`). */
export function pruneUnknownActions(
  method: 'resources' | 'resource',
  options: RubyNode | undefined,
  leftOut: LeftOut[],
): RubyNode | undefined {
  if (!isKind(options, 'HashNode', 'KeywordHashNode')) return options;
  const valid = method === 'resource' ? RESOURCE_ACTIONS : RESOURCES_ACTIONS;
  const reason = `an action \`${method}\` does not have, which Rails 7.1+ (and railroute) refuse and older Rails ignored`;
  let changed = false;
  const elements = options.elements.map((pair) => {
    if (!isKind(pair, 'AssocNode')) return pair;
    const key = literalText(pair.key);
    if (key !== 'only' && key !== 'except') return pair;
    const value = pair.value;
    const actions = isKind(value, 'ArrayNode') ? value.elements : [value];
    const unknown = actions.filter((action) => {
      const name = literalText(action);
      return name !== undefined && !valid.includes(name);
    });
    if (unknown.length === 0) return pair;
    changed = true;
    for (const action of unknown) leftOut.push({ node: action, option: key, reason });
    const kept = actions.filter((action) => !unknown.includes(action));
    // An empty list stays: `only: []` draws no action, as the list of only unknown ones did.
    const list = isKind(value, 'ArrayNode') ? copyNode(value, { elements: kept }) : arrayNode(value.location, kept);
    return copyNode(pair, { value: list });
  });
  return changed ? copyNode(options, { elements }) : options;
}
