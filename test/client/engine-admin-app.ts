/**
 * An application whose admin routes are both its own (`admin_hidden`) and a mounted engine's
 * (`blog.admin_post`, with a constraint whose source must not leak), and unnamed routes beside
 * them (PATCH/PUT of `blog.admin_post`, DELETE of `admin_hidden`): what `--exclude admin`
 * and `--exclude '^admin_'` must keep out of the browser module and the OpenAPI document.
 */
import { Router } from '../../src';

const blog = new Router({ name: 'blog' }).draw((r) => {
  r.resources('posts', { only: ['show'] });
  r.namespace('admin', (r) => r.resources('posts', { only: ['show', 'update'], constraints: { id: /secretid\d+/ } }));
});

export default new Router().draw((r) => {
  r.get('hidden', { to: 'hidden#show', as: 'admin_hidden' });
  // Unnamed, beside admin_hidden: selected by that name (`rails routes` lists it under it).
  r.delete('hidden', { to: 'eraser#destroy', as: null });
  r.mount(blog, { at: 'blog', as: 'blog' });
});
