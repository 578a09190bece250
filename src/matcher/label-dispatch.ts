/**
 * Generated code that finds which static name `p[s, e)` is: a `switch` on the length, then
 * on the first char code, then the other char codes compared inline (a long name by one
 * `startsWith` against a constant). No substring is cut and nothing is hashed. Every name
 * is numbers in the source (its length and char codes), so no route text is parsed as code.
 */

/** Names at least this long are compared by one native `startsWith` (a char-code chain grows with the name). */
const LONG_LABEL = 16;

function rest(label: string, name: (label: string) => string, s = 's', from = 1): string {
  if (label.length >= LONG_LABEL) return `p.startsWith(${name(label)}, ${s})`;
  const tests: string[] = [];
  for (let i = from; i < label.length; i++) tests.push(`p.charCodeAt(${s} + ${i}) === ${label.charCodeAt(i)}`);
  return tests.length === 0 ? 'true' : tests.join(' && ');
}

/** An expression: `p` holds `label` at `s` (its length already checked). */
export function sameName(label: string, s: string, name: (label: string) => string): string {
  return rest(label, name, s, 0);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [item]);
    else group.push(item);
  }
  return groups;
}

/**
 * `function NAME(p, s, e)`: the number of the name `p[s, e)` is (its index in `labels`
 * plus one), 0 for none. `name` gives the expression of a constant holding a long name.
 */
export function finderSource(fn: string, labels: readonly string[], name: (label: string) => string): string {
  const numbered = labels.map((label, i) => ({ label, number: i + 1 }));
  const lines = [`function ${fn}(p, s, e) {`, 'switch (e - s) {'];
  groupBy(numbered, (entry) => entry.label.length).forEach((sameLength, length) => {
    lines.push(`case ${length}:`);
    if (sameLength.length === 1) {
      const { label, number } = sameLength[0] as { label: string; number: number };
      lines.push(`return p.charCodeAt(s) === ${label.charCodeAt(0)} && ${rest(label, name)} ? ${number} : 0;`);
      return;
    }
    lines.push('switch (p.charCodeAt(s)) {');
    groupBy(sameLength, (entry) => entry.label.charCodeAt(0)).forEach((sameFirst, first) => {
      lines.push(`case ${first}:`);
      for (const { label, number } of sameFirst) lines.push(`if (${rest(label, name)}) return ${number};`);
      lines.push('return 0;');
    });
    lines.push('}', 'return 0;');
  });
  lines.push('}', 'return 0;', '}');
  return lines.join('\n');
}

/** `switch (FINDER) { case n: ACTION }` for the names that have an action. */
export function switchOn(finder: string, actions: ReadonlyArray<string | null>): string[] {
  const cases: string[] = [];
  actions.forEach((action, i) => {
    if (action !== null && action !== '') cases.push(`case ${i + 1}: { ${action} break; }`);
  });
  return cases.length === 0 ? [] : [`switch (${finder}) {`, ...cases, '}'];
}
