/**
 * An application whose admin routes are both its own (`admin_hidden`) and a mounted engine's
 * (`blog.admin_post`, with a constraint whose source must not leak): what `--exclude admin`
 * must keep out of the browser module and the OpenAPI document.
 */
import { Router } from '../../src';

const blog = new Router({ name: 'blog' }).draw((r) => {
  r.resources('posts', { only: ['show'] });
  r.namespace('admin', (r) => r.resources('posts', { only: ['show'], constraints: { id: /secretid\d+/ } }));
});

export default new Router().draw((r) => {
  r.get('hidden', { to: 'hidden#show', as: 'admin_hidden' });
  r.mount(blog, { at: 'blog', as: 'blog' });
});
