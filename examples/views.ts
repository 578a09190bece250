/** HTML building blocks: escaping, the page layout, and forms that carry `_method`. */
import type { Response } from 'express';
import type { AppHelpers } from './helpers';
import { currentUserOf, flashOf, type CurrentUser } from './session';

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The signed-in user's name and a sign-out button, or a sign-in link. */
function account(h: AppHelpers, user: CurrentUser | undefined): string {
  if (!user) return `<a href="${h.new_session_path()}">Sign in</a>`;
  return `<span class="user">${esc(user.name)}${user.admin ? ' (admin)' : ''}</span> ${form(h.session_path(), 'delete', '', 'Sign out', 'link')}`;
}

/** The same layout for every page: one stylesheet, a navigation bar built from helpers, the notice. */
export function layout(h: AppHelpers, res: Response, title: string, body: string): string {
  const notice = flashOf(res);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · railroute blog</title>
<link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<header>
<nav>
  <a class="brand" href="${h.root_path()}">railroute blog</a>
  <a href="${h.posts_path()}">Posts</a>
  <a href="${h.tags_path()}">Tags</a>
  <a href="${h.profile_path()}">Profile</a>
  <a href="${h.admin_posts_path()}">Admin</a>
  <a href="${h.about_path()}">About</a>
  <a href="${h.help.root_path()}">Help</a>
  <div class="account">${account(h, currentUserOf(res))}</div>
</nav>
</header>
<main>
${notice ? `<p class="notice">${esc(notice)}</p>\n` : ''}<h1>${esc(title)}</h1>
${body}
</main>
<footer>Routed by railroute · data in SQLite (sql.js)</footer>
</body>
</html>
`;
}

export function render(res: Response, h: AppHelpers, title: string, body: string, status = 200): void {
  res
    .status(status)
    .type('html')
    .send(layout(h, res, title, body));
}

/**
 * A form for a verb browsers cannot send: it POSTs with a hidden `_method` field, which the
 * router's method override turns into PATCH, PUT or DELETE.
 */
export function form(
  action: string,
  method: 'post' | 'patch' | 'put' | 'delete',
  fields: string,
  submit: string,
  style?: 'danger' | 'link',
): string {
  const override = method === 'post' ? [] : [`<input type="hidden" name="_method" value="${method}">`];
  const button = `<button type="submit"${style ? ` class="${style}"` : ''}>${esc(submit)}</button>`;
  const lines = [...override, ...(fields ? [fields] : []), button];
  const inline = fields === '' ? ' class="inline"' : '';
  return `<form method="post" action="${esc(action)}"${inline}>\n  ${lines.join('\n  ')}\n</form>`;
}

export function deleteButton(action: string, label = 'Delete'): string {
  return form(action, 'delete', '', label, 'danger');
}

export function textField(name: string, label: string, value = '', type: 'text' | 'password' = 'text'): string {
  return `<p><label>${esc(label)} <input type="${type}" name="${esc(name)}" value="${esc(value)}"></label></p>`;
}

export function textArea(name: string, label: string, value = ''): string {
  return `<p><label>${esc(label)} <textarea name="${esc(name)}" rows="6">${esc(value)}</textarea></label></p>`;
}

export function errorList(errors: string[]): string {
  if (errors.length === 0) return '';
  return `<ul class="errors">${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul>`;
}

// One formatter for all: toLocaleDateString builds a new one per call (about 170 µs each).
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date column as the page shows it: `2026-01-05` → `Jan 5, 2026`. */
export function day(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** A form field as a string (a parsed form may give arrays or hashes). */
export function field(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
