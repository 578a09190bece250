/** HTML building blocks: escaping, the page layout, and forms that carry `_method`. */
import type { Response } from 'express';
import type { AppHelpers } from './helpers';

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The same layout for every page, with a navigation bar built from helpers. */
export function layout(h: AppHelpers, title: string, body: string): string {
  return `<!doctype html>
<html>
<head><meta charset="utf-8"><title>${esc(title)} · railroute example</title></head>
<body>
<nav>
  <a href="${h.root_path()}">Home</a> |
  <a href="${h.posts_path()}">Posts</a> |
  <a href="${h.profile_path()}">Profile</a> |
  <a href="${h.admin_posts_path()}">Admin</a> |
  <a href="${h.tags_path()}">Tags</a> |
  <a href="${h.about_path()}">About</a>
</nav>
<h1>${esc(title)}</h1>
${body}
</body>
</html>
`;
}

export function render(res: Response, h: AppHelpers, title: string, body: string, status = 200): void {
  res.status(status).type('html').send(layout(h, title, body));
}

/**
 * A form for a verb browsers cannot send: it POSTs with a hidden `_method` field, which the
 * router's method override turns into PATCH, PUT or DELETE.
 */
export function form(action: string, method: 'post' | 'patch' | 'put' | 'delete', fields: string, submit: string): string {
  const override = method === 'post' ? [] : [`<input type="hidden" name="_method" value="${method}">`];
  const lines = [...override, ...(fields ? [fields] : []), `<button type="submit">${esc(submit)}</button>`];
  return `<form method="post" action="${esc(action)}">\n  ${lines.join('\n  ')}\n</form>`;
}

export function deleteButton(action: string, label = 'Delete'): string {
  return form(action, 'delete', '', label);
}

export function textField(name: string, label: string, value = ''): string {
  return `<p><label>${esc(label)} <input name="${esc(name)}" value="${esc(value)}"></label></p>`;
}

export function textArea(name: string, label: string, value = ''): string {
  return `<p><label>${esc(label)}<br><textarea name="${esc(name)}">${esc(value)}</textarea></label></p>`;
}

export function errorList(errors: string[]): string {
  if (errors.length === 0) return '';
  return `<ul class="errors">${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul>`;
}

/** A form field as a string (Express' urlencoded parser may give arrays). */
export function field(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
