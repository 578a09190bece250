/**
 * Ruby local variable names that the written module uses as JavaScript names (a concern's
 * `options` parameter, a lambda's mapper). Ruby lets an identifier hold any non-ASCII
 * character (U+2028 included, which JavaScript reads as a line break) and words that
 * JavaScript reserves; either would make the module code other than `r.` calls, or not parse.
 */
import { Untranslatable } from './untranslatable';

/** Reserved in a strict-mode ES module, or names the written module itself relies on. */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum eval export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return static super ' +
    'switch this throw true try typeof undefined var void while with yield arguments redirect Symbol Mapper'
  ).split(' '),
);

/**
 * The Ruby name as a JS parameter name, or `Untranslatable`. `r` is the name every nested
 * block gives its mapper, so only a mapper may be called `r`.
 */
export function jsName(name: string, mapper: boolean): string {
  if (!/^[a-z_][A-Za-z0-9_]*$/.test(name) || RESERVED.has(name) || (!mapper && name === 'r')) {
    throw new Untranslatable(`the block parameter name ${JSON.stringify(name)} (not a plain JavaScript name)`);
  }
  return name;
}
