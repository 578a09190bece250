// The links page (GET /links): links built in the browser with the URL helpers of the app,
// imported from routes.js, the module `railroute routes examples/routes.ts --client` wrote.
import { UrlGenerationError, archive_path, edit_post_path, help, localized_help, post_path, postsPath, posts_url, tag_path } from './routes.js';

const list = document.getElementById('built');

function link(id, text, href) {
  const item = document.createElement('li');
  const anchor = document.createElement('a');
  anchor.id = id;
  anchor.href = href;
  anchor.textContent = `${text}: ${href}`;
  item.append(anchor);
  list.append(item);
}

link('posts', 'All posts', postsPath());
link('posts-json', 'All posts as JSON, a full URL (this page\'s host)', posts_url({ format: 'json' }));
link('posts-page', 'Page 2 of posts tagged "a b"', postsPath({ page: 2, q: { tag: 'a b' } }));
// Rows from the database are records: post_path(row) takes their id, and nothing else of them.
for (const row of JSON.parse(document.getElementById('latest').textContent)) {
  link(`post-${row.id}`, row.title, post_path(row));
  link(`edit-post-${row.id}`, `Edit ${row.title}`, edit_post_path(row, { anchor: 'form' }));
}
// The help engine, mounted twice: its helpers through route proxies.
link('help-article', 'Help: writing a post', help.article_path('writing'));
link('help-fr', 'Help, in French', localized_help.articles_path({ locale: 'fr' }));

/** A link that follows an input as you type; a value the route refuses shows the helper's error. */
function follow(inputId, linkId, helper, errorId) {
  const input = document.getElementById(inputId);
  const anchor = document.getElementById(linkId);
  const error = errorId ? document.getElementById(errorId) : null;
  const update = () => {
    try {
      const href = helper(input.value);
      anchor.href = href;
      anchor.textContent = href;
      if (error) error.textContent = '';
    } catch (failure) {
      if (!(failure instanceof UrlGenerationError) || !error) throw failure;
      anchor.removeAttribute('href');
      anchor.textContent = '';
      error.textContent = failure.message;
    }
  };
  input.addEventListener('input', update);
  update();
}

follow('tag', 'tag-link', tag_path);
follow('year', 'year-link', archive_path, 'year-error');
document.body.dataset.ready = 'true';
