/**
 * `router.routesPage()`: Rails' `/rails/info/routes` for Express. One self-contained HTML
 * page (no external assets): the route table and a search box that filters rows as you
 * type. Text starting with `/` is matched as a URL against each route's pattern (any
 * verb); other text as a substring of the row. Every route shows its route middleware (the
 * `middleware` option, by function name); named routes their helper (`photo_path`, or
 * `photo_url` after a click on "Url" in the header, as in Rails); and every route the
 * `file:line` it was declared at. Each cell shows what `railroute routes -E` shows for the
 * route: a control, a format character (a bidirectional override), a line separator or a lone
 * surrogate (which HTML drops, reorders, or cannot carry) as its `\uNNNN` escape.
 */
import type { Route } from '../definition/route';
import { escapeHtml } from '../support/html';
import { terminalSafe } from '../support/terminal-text';
import { terminalRow } from './formatter';
import { rowOf } from './rows';
import { mountedEngine } from '../definition/engine';
import { joinPath } from '../engines/full-listing';
import { reachRegExp } from '../engines/reach';
import path from 'node:path';

const STYLE = `
  body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
  h1 { font-size: 1.4em; }
  input[type=search] { font: inherit; padding: .4em .6em; width: 28em; max-width: 100%; margin-bottom: 1em; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .3em .8em; border-bottom: 1px solid #eee; vertical-align: top; }
  th { background: #f4f4f4; }
  th:first-child { text-align: right; }
  td.prefix { text-align: right; color: #555; }
  td.path, td.action { font-family: ui-monospace, Menlo, monospace; }
  tr.hidden { display: none; }
  #count { color: #777; margin-left: 1em; }
  td.helper, td.source, td.middleware { font-family: ui-monospace, Menlo, monospace; color: #555; }
  th a { color: inherit; cursor: pointer; }
  th a.selected { font-weight: bold; text-decoration: none; }
`;

// Runs in the page. Kept small and dependency-free; patterns are the routes' own regexps.
const SCRIPT = `
  (function () {
    var input = document.getElementById('search');
    var rows = Array.prototype.slice.call(document.querySelectorAll('tbody tr'));
    var count = document.getElementById('count');
    var patterns = rows.map(function (row) { return new RegExp(row.getAttribute('data-regexp')); });
    function normalize(path) {
      path = path.split('?')[0].split('#')[0].replace(/\\/{2,}/g, '/');
      if (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
      return path.replace(/%[0-9a-f]{2}/gi, function (e) { return e.toUpperCase(); });
    }
    function filter() {
      var text = input.value.trim();
      var shown = 0;
      rows.forEach(function (row, i) {
        var visible;
        if (text === '') visible = true;
        else if (text.charAt(0) === '/') visible = patterns[i].test(normalize(text));
        else visible = row.textContent.toLowerCase().indexOf(text.toLowerCase()) !== -1;
        row.className = visible ? '' : 'hidden';
        if (visible) shown++;
      });
      count.textContent = shown + ' of ' + rows.length + ' routes';
    }
    input.addEventListener('input', filter);
    filter();
    function helpers(suffix) {
      Array.prototype.forEach.call(document.querySelectorAll('td.helper'), function (cell) {
        var name = cell.getAttribute('data-name');
        cell.textContent = name ? name + suffix : '';
      });
      document.getElementById('helper-path').className = suffix === '_path' ? 'selected' : '';
      document.getElementById('helper-url').className = suffix === '_url' ? 'selected' : '';
    }
    document.getElementById('helper-path').addEventListener('click', function (e) { e.preventDefault(); helpers('_path'); });
    document.getElementById('helper-url').addEventListener('click', function (e) { e.preventDefault(); helpers('_url'); });
  })();
`;

/** One row of the pages: a route of the application, or of an engine at its full path; its text as the listings show it. */
export interface PageRow {
  name: string;
  verb: string;
  path: string;
  reqs: string;
  /** What the page's URL search tests a typed path against. */
  regexp: string;
  middleware: string;
  /** The helper's name as the application calls it (`post`, or `blog.post` through a proxy). */
  helper: string;
  source: string;
}

/**
 * The rows of a table, then each mounted engine's at its full path, once per mount, all the
 * way down (Rails' routes page lists engines after the application).
 */
export function pageRows(routes: readonly Route[], prefix = '', proxy = ''): PageRow[] {
  const rows: PageRow[] = [];
  for (const route of routes) {
    const row = terminalRow(rowOf(route));
    const path = joinPath(prefix, row.path);
    const regexp = reachRegExp(route, prefix).source;
    rows.push({
      name: row.name,
      verb: row.verb,
      path,
      reqs: row.reqs,
      regexp,
      middleware: terminalSafe(route.info().middleware.join(', ')),
      helper: row.name ? `${proxy}${row.name}` : '',
      source: terminalSafe(relativeSource(route.source)),
    });
    const engine = mountedEngine(route);
    if (engine) rows.push(...pageRows(engine.routes(), path, route.name ? `${proxy}${route.name}.` : proxy));
  }
  return rows;
}

/** The searchable table: a search box and one row per route. */
export function renderRouteTable(rows: readonly PageRow[]): string {
  const body = rows
    .map((row) => {
      const helper = row.helper ? `${row.helper}_path` : '';
      return (
        `<tr data-regexp="${escapeHtml(row.regexp)}">` +
        `<td class="prefix">${escapeHtml(row.name)}</td><td class="verb">${escapeHtml(row.verb)}</td>` +
        `<td class="path">${escapeHtml(row.path)}</td><td class="action">${escapeHtml(row.reqs)}</td>` +
        `<td class="middleware">${escapeHtml(row.middleware)}</td>` +
        `<td class="helper" data-name="${escapeHtml(row.helper)}">${escapeHtml(helper)}</td>` +
        `<td class="source">${escapeHtml(row.source)}</td></tr>`
      );
    })
    .join('\n');
  return `<input type="search" id="search" placeholder="Search routes or match a path" autofocus><span id="count"></span>
<table>
<thead><tr><th>Prefix</th><th>Verb</th><th>URI Pattern</th><th>Controller#Action</th><th>Middleware</th><th>Helper (<a id="helper-path" href="#" class="selected">Path</a> / <a id="helper-url" href="#">Url</a>)</th><th>Source Location</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
<script>${SCRIPT}</script>`;
}

/** A whole page around `content` (already HTML). */
export function renderPage(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${content}
</body>
</html>
`;
}

export function renderRoutesPage(routes: readonly Route[]): string {
  return renderPage(
    'Routes',
    `<h1>Routes</h1>
<p>Routes match in the order they are listed. Type a path (<code>/photos/1</code>) to see the routes that match it, or any text to filter.</p>
${renderRouteTable(pageRows(routes))}`,
  );
}

/** The pages name files relative to the working directory, never by absolute path (which tells where the app is installed). */
function relativeSource(source: string | undefined): string {
  if (!source) return '';
  const at = source.lastIndexOf(':');
  const file = at === -1 ? source : source.slice(0, at);
  return path.isAbsolute(file) ? `${path.relative(process.cwd(), file)}${source.slice(file.length)}` : source;
}
