/**
 * API.md Engines: `mount Blog::Engine => '/blog'` stays a TODO (the engine is Ruby), and the
 * TODO says which `r.mount(...)` to write once the engine is a railroute Router.
 */
import { importRoutes } from '../../src';

const draw = (body: string): string => `Rails.application.routes.draw do\n${body}\nend\n`;

test.each([
  ["mount Blog::Engine => '/blog'", "r.mount(blogEngine, { at: '/blog' })"],
  [
    "mount Blog::Engine, at: '/:locale/journal', as: 'journal'",
    "r.mount(blogEngine, { at: '/:locale/journal', as: 'journal' })",
  ],
  ["mount Sidekiq::Web => '/sidekiq', as: :sidekiq", "r.mount(sidekiqWeb, { at: '/sidekiq', as: 'sidekiq' })"],
  ['mount ActionCable.server => "/cable"', undefined],
  ['mount engine_for(x) => "/x"', undefined],
])('%s', (ruby, hint) => {
  const { code, todos } = importRoutes(draw(`  ${ruby}`));
  expect(todos.map((todo) => todo.text)).toEqual([ruby]);
  expect(code).toContain(`// TODO(railroute import): ${ruby}`);
  if (hint) expect(code).toContain(`// TODO(railroute import): with a railroute Router for it: ${hint}\n`);
  else expect(code).not.toContain('with a railroute Router');
});
