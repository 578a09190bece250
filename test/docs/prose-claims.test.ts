/**
 * Claims the guides make in prose (not in code blocks), checked against what the code does:
 * the operationId examples of docs/command-line.md (each `name` → `id` of its numbered rule,
 * in order, through the rule's own code), and README's word on what `polymorphic_path` takes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Router, UrlGenerationError } from '../../src';
import type { Token } from '../../src/definition/path-pattern';
import { OperationIds, type OperationOrigin } from '../../src/generators/openapi-ids';
import { ROOT } from './markdown-blocks';

const read = (doc: string): string => fs.readFileSync(path.join(ROOT, doc), 'utf8');

/** The numbered rules of the operationId section: the list after "operationId". */
function operationIdRules(): string[] {
  const text = read('docs/command-line.md');
  const start = text.indexOf('\n1. The camelCase of the route name');
  expect(start).toBeGreaterThan(0);
  const list = text.slice(start + 1).split(/\n\n/)[0] as string;
  return list.split(/\n(?=\d+\. )/);
}

/** `/old/:id` as tokens. */
function tokens(pathText: string): Token[] {
  return pathText
    .split(/(:\w+)/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? { type: 'param', name: part.slice(1) } : { type: 'text', value: part }));
}

/** What an example's left side names: `GET /old/:id`, `comments#create`, `blog.post` or `new_photo`. */
function originOf(example: string): OperationOrigin {
  const base = { name: undefined, mounts: [], controller: undefined, action: undefined, method: 'get', required: tokens('/x'), optional: [] };
  const verbAndPath = /^([A-Z]+) (\/\S*)$/.exec(example);
  if (verbAndPath) return { ...base, method: (verbAndPath[1] as string).toLowerCase(), required: tokens(verbAndPath[2] as string) };
  const target = /^([\w/]+)#(\w+)$/.exec(example);
  if (target) return { ...base, controller: target[1], action: target[2] };
  const parts = example.split('.');
  return { ...base, mounts: parts.slice(0, -1), name: parts.at(-1) };
}

test('every `name` → `id` example of the operationId rules is what the rule gives, in order', () => {
  const rules = operationIdRules();
  expect(rules.length).toBeGreaterThanOrEqual(3);
  let examples = 0;
  for (const rule of rules) {
    // The examples of one rule are given one after the other, as in one document.
    const ids = new OperationIds();
    for (const [, example, id] of rule.replace(/\s+/g, ' ').matchAll(/`([^`]+)` → `([^`]+)`/g)) {
      expect(`${example as string} → ${ids.idFor(originOf(example as string))}`).toBe(`${example as string} → ${id as string}`);
      examples++;
    }
  }
  expect(examples).toBeGreaterThanOrEqual(8);
});

test('the names that camelCase alike, as the rule states them: `new__pet` gets the verb, a third a number', () => {
  expect(read('docs/command-line.md').replace(/\s+/g, ' ')).toContain(
    '(`new_pet` → `newPet`, then `new__pet` → `newPetGet`). Still taken, a number from 2 (a third GET, `new___pet` → `newPetGet2`)',
  );
});

test('README: `polymorphic_path` is for model instances and refuses a plain row, which the named helpers take', () => {
  expect(read('README.md').replace(/\s+/g, ' ')).toContain(
    'that take database rows, and `polymorphic_path([post, comment])` for model instances (it refuses a plain row, which has no model name)',
  );
  const router = new Router().draw((r) => r.resources('posts', (r) => r.resources('comments')));
  const h = router.helpers;
  const row = { id: 1, title: 'Hi' };
  expect(h.post_path(row)).toBe('/posts/1');
  expect(() => h.polymorphic_path(row)).toThrow(UrlGenerationError);
  expect(() => h.polymorphic_path([row, { id: 2 }])).toThrow(UrlGenerationError);
  class Post {
    constructor(readonly id: number) {}
  }
  class Comment {
    constructor(readonly id: number) {}
  }
  expect(h.polymorphic_path([new Post(1), new Comment(2)])).toBe('/posts/1/comments/2');
});
