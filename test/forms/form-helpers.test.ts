/**
 * The form helpers against Rails' own output: each expected string below was printed by
 * Rails 6.1's ActionView (form_with_generates_ids on, default_enforce_utf8 off, as a new
 * Rails app sets them) with the token replaced by TOKEN, and button_to's `<input
 * type="submit">` written as Rails 7's `<button type="submit">`. Then the same helpers
 * through a request: `res.locals.forms` in a handler and `this.forms` in a controller.
 */
import request from 'supertest';
import { Controller, Router } from '../../src';
import { FormHelpers } from '../../src/forms/form-helpers';
import { forgeryFor } from '../../src/controllers/csrf-secret';
import type { FormBuilder } from '../../src/forms/form-builder';
import { EXPRESSES } from '../http/support';

class Post {
  id?: number;
  title?: string;
  body?: string;
  published?: boolean;
  category?: string;
  constructor(fields: Partial<Post> = {}) {
    Object.assign(this, fields);
  }
}
class BlogPost {
  constructor(readonly id?: number) {}
}

const router = new Router();
router.draw((r) => {
  r.resources('posts');
  r.resources('blog_posts');
  r.namespace('admin', (r) => r.resources('posts'));
});

/** Helpers for a request whose controller protects from forgery (`protectedRequest`) or not. */
function forms(protectedRequest = true): FormHelpers {
  const req: any = { headers: {}, session: {} };
  const res: any = { headersSent: false };
  if (protectedRequest) forgeryFor(req, res).protected = true;
  return new FormHelpers(req, res, router.helpers);
}
const TOKEN = /value="[A-Za-z0-9_-]{86}"|content="[A-Za-z0-9_-]{86}"/g;
const masked = (html: string): string => html.replace(TOKEN, (m) => m.replace(/"[^"]+"$/, '"TOKEN"'));

const post = new Post({ id: 1, title: 'Hi <b>', body: 'x & y', published: true, category: 'b' });
const fields = (f: FormBuilder): string =>
  f.label('title') +
  f.textField('title') +
  f.textArea('body') +
  f.hiddenField('id') +
  f.checkBox('published') +
  f.select('category', ['a', 'b']) +
  f.select('category', [
    ['A', 'a'],
    ['B', 'b'],
  ]) +
  f.submit();

const RAILS: Array<[string, () => string, string]> = [
  [
    'button_to with method: :delete and data',
    () => forms().buttonTo('Delete', '/posts/1', { method: 'delete', data: { turbo_confirm: 'Sure?' } }),
    '<form class="button_to" method="post" action="/posts/1"><input type="hidden" name="_method" value="delete" autocomplete="off" /><button data-turbo-confirm="Sure?" type="submit">Delete</button><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /></form>',
  ],
  [
    'button_to with method: :get',
    () => forms().buttonTo('Go', '/posts', { method: 'get' }),
    '<form class="button_to" method="get" action="/posts"><button type="submit">Go</button></form>',
  ],
  [
    'button_to with params and form attributes',
    () => forms().buttonTo('Go', '/posts', { params: { a: { b: 1 }, c: [1, 2] }, form: { class: 'x' } }),
    '<form class="x" method="post" action="/posts"><button type="submit">Go</button><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /><input type="hidden" name="a[b]" value="1" autocomplete="off" /><input type="hidden" name="c[]" value="1" autocomplete="off" /><input type="hidden" name="c[]" value="2" autocomplete="off" /></form>',
  ],
  [
    'link_to with a turbo method',
    () => forms().linkTo('Del', '/posts/1', { method: 'delete' }),
    '<a data-turbo-method="delete" href="/posts/1">Del</a>',
  ],
  [
    'csrf_meta_tags',
    () => forms().csrfMetaTags(),
    '<meta name="csrf-param" content="authenticity_token" />\n<meta name="csrf-token" content="TOKEN" />',
  ],
  [
    'form_with(model: Post.new)',
    () => forms().formWith({ model: new Post() }, (f) => f.textField('title') + f.submit()),
    '<form action="/posts" accept-charset="UTF-8" method="post"><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /><input type="text" name="post[title]" id="post_title" /><input type="submit" name="commit" value="Create Post" data-disable-with="Create Post" /></form>',
  ],
  [
    'form_with(model: post) and every field helper',
    () => forms().formWith({ model: post }, fields),
    '<form action="/posts/1" accept-charset="UTF-8" method="post"><input type="hidden" name="_method" value="patch" autocomplete="off" /><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /><label for="post_title">Title</label><input type="text" value="Hi &lt;b&gt;" name="post[title]" id="post_title" /><textarea name="post[body]" id="post_body">\nx &amp; y</textarea><input autocomplete="off" type="hidden" value="1" name="post[id]" id="post_id" /><input name="post[published]" type="hidden" value="0" autocomplete="off" /><input type="checkbox" value="1" checked="checked" name="post[published]" id="post_published" /><select name="post[category]" id="post_category"><option value="a">a</option>\n<option selected="selected" value="b">b</option></select><select name="post[category]" id="post_category"><option value="a">A</option>\n<option selected="selected" value="b">B</option></select><input type="submit" name="commit" value="Update Post" data-disable-with="Update Post" /></form>',
  ],
  [
    'form_with(model: [:admin, post])',
    () => forms().formWith({ model: ['admin', post] }, (f) => f.textField('title', { class: 'c' })),
    '<form action="/admin/posts/1" accept-charset="UTF-8" method="post"><input type="hidden" name="_method" value="patch" autocomplete="off" /><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /><input class="c" type="text" value="Hi &lt;b&gt;" name="post[title]" id="post_title" /></form>',
  ],
  [
    'form_with(url:, method: :get, scope: :q)',
    () => forms().formWith({ url: '/search', method: 'get', scope: 'q' }, (f) => f.textField('term') + f.submit()),
    '<form action="/search" accept-charset="UTF-8" method="get"><input type="text" name="q[term]" id="q_term" /><input type="submit" name="commit" value="Save Q" data-disable-with="Save Q" /></form>',
  ],
  [
    'password_field and a text_field with type:, without the token where nothing protects',
    () =>
      forms(false).formWith(
        { url: '/s', scope: 'session' },
        (f) => f.passwordField('password') + f.textField('name', { type: 'email' }),
      ),
    '<form action="/s" accept-charset="UTF-8" method="post"><input type="password" name="session[password]" id="session_password" /><input type="email" name="session[name]" id="session_name" /></form>',
  ],
  [
    'a field with data and aria hashes and lists as options (tag_options expands them)',
    () =>
      forms().formWith({ url: '/search', method: 'get', scope: 'q' }, (f) =>
        f.textField('term', {
          data: { x: 1, turbo_confirm: 'Sure?', list: [1, 'a'], n: null },
          class: ['a', { b: true, c: false }, null, ''],
          aria: { hidden: true, describedby: ['x', 'y'], labelledby: { p: true, q: false }, empty: [] },
          rel: ['nofollow', 'noopener'],
        }),
      ),
    '<form action="/search" accept-charset="UTF-8" method="get"><input data-x="1" data-turbo-confirm="Sure?" data-list="[1,&quot;a&quot;]" class="a b" aria-hidden="true" aria-describedby="x y" aria-labelledby="p" rel="nofollow noopener" type="text" name="q[term]" id="q_term" /></form>',
  ],
  // Found by test/adversarial/form-helpers.property.test.ts; each printed by Rails 6.1 as above.
  [
    'button_to with an unknown method: a plain POST, no _method (BUTTON_TAG_METHOD_VERBS)',
    () => forms().buttonTo('Go', '/posts', { method: 'frob' }),
    '<form class="button_to" method="post" action="/posts"><button type="submit">Go</button><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /></form>',
  ],
  [
    'button_to with a blank method, true/false params, and data keys that are no attribute names',
    () =>
      forms().buttonTo('Go', '/posts', {
        method: '',
        params: { a: true, b: false },
        data: { turbo: false, confirm: true, 'x onclick': 'alert(1)', ' ': 1 },
      }),
    '<form class="button_to" method="post" action="/posts"><button data-turbo="false" data-confirm="true" data-x_onclick="alert(1)" type="submit">Go</button><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /><input type="hidden" name="a" value="true" autocomplete="off" /><input type="hidden" name="b" value="false" autocomplete="off" /></form>',
  ],
  [
    'button_to with params: sorted by name, a record by its id, nil with no value (to_form_params)',
    () =>
      forms(false).buttonTo('Go', '/p', {
        params: { z: 1, a: null, b: { d: 2, c: 3 }, r: new BlogPost(42), l: [2, 1], t: true },
      }),
    '<form class="button_to" method="post" action="/p"><button type="submit">Go</button><input type="hidden" name="a" autocomplete="off" /><input type="hidden" name="b[c]" value="3" autocomplete="off" /><input type="hidden" name="b[d]" value="2" autocomplete="off" /><input type="hidden" name="l[]" value="2" autocomplete="off" /><input type="hidden" name="l[]" value="1" autocomplete="off" /><input type="hidden" name="r" value="42" autocomplete="off" /><input type="hidden" name="t" value="true" autocomplete="off" /><input type="hidden" name="z" value="1" autocomplete="off" /></form>',
  ],
  [
    'link_to with data: { turbo: false } and an odd data key',
    () => forms().linkTo('x', '/a', { data: { turbo: false, 'x onclick': 'alert(1)' } }),
    '<a data-turbo="false" data-x_onclick="alert(1)" href="/a">x</a>',
  ],
  [
    'form_with(method: "") is a POST without _method',
    () => forms().formWith({ url: '/s', method: '' }),
    '<form action="/s" accept-charset="UTF-8" method="post"><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /></form>',
  ],
  [
    'fields with boolean values, a nil choice, a field ending in ?, and attribute names from options',
    () =>
      forms(false).formWith(
        { model: new Post({ id: 1, published: true }) },
        (f) =>
          f.hiddenField('published') +
          f.checkBox('published', {}, true, false) +
          f.select('published', [
            ['Yes', true],
            ['None', null],
          ]) +
          f.textField('published?', { value: 'v' }) +
          f.textField('title', { 'x onmouseover': 'alert(1)', 'a/b': 1, '': 2 }),
      ),
    '<form action="/posts/1" accept-charset="UTF-8" method="post"><input type="hidden" name="_method" value="patch" autocomplete="off" /><input autocomplete="off" type="hidden" value="true" name="post[published]" id="post_published" /><input type="checkbox" value="true" checked="checked" name="post[published]" id="post_published" /><select name="post[published]" id="post_published"><option selected="selected" value="true">Yes</option>\n<option value="">None</option></select><input value="v" type="text" name="post[published]" id="post_published" /><input x_onmouseover="alert(1)" a_b="1" type="text" name="post[title]" id="post_title" /></form>',
  ],
  [
    'a blank scope names fields alone; a scope with an emoji gives one _ for it in ids',
    () =>
      forms(false).formWith({ url: '/s', scope: '' }, (f) => f.textField('title')) +
      forms(false).formWith({ url: '/s', scope: 'a\u{1F600}' }, (f) => f.textField('t')),
    '<form action="/s" accept-charset="UTF-8" method="post"><input type="text" name="title" id="title" /></form><form action="/s" accept-charset="UTF-8" method="post"><input type="text" name="a\u{1F600}[t]" id="a_t" /></form>',
  ],
];

describe('form helpers, as Rails writes them', () => {
  it.each(RAILS)('%s', (_label, build, expected) => {
    expect(masked(build())).toBe(expected);
  });

  it.each([
    ['a persisted record', () => forms().buttonTo('Delete', post, { method: 'delete' }), 'action="/posts/1"'],
    ['an array', () => forms().linkTo('Edit', ['admin', post]), 'href="/admin/posts/1"'],
    ['a new record', () => forms().linkTo('All', new Post()), 'href="/posts"'],
    ['a class', () => forms().linkTo('All', BlogPost), 'href="/blog_posts"'],
    ['url_for options', () => forms().linkTo('New', { controller: 'posts', action: 'new' }), 'href="/posts/new"'],
  ])('takes %s as a target, as polymorphic_path does', (_label, build, expected) => {
    expect(build()).toContain(expected);
  });

  it('names a two-word model as Rails does (param key, submit label)', () => {
    const html = forms().formWith({ model: new BlogPost() }, (f) => f.textField('title') + f.submit());
    expect(html).toContain('action="/blog_posts"');
    expect(html).toContain('name="blog_post[title]" id="blog_post_title"');
    expect(html).toContain('value="Create Blog post"');
  });

  it('escapes every value: labels, attributes, data, params, options', () => {
    const evil = '"><script>alert(1)</script>';
    const html = [
      forms().buttonTo(evil, `/x?${evil}`, { params: { [evil]: evil }, data: { [evil]: evil }, form: { id: evil } }),
      forms().linkTo(evil, evil, { data: { x: evil } }),
      forms().formWith({ url: evil, scope: evil }, (f) =>
        [
          f.label('a', evil),
          f.textField('a', { value: evil }),
          f.textArea('a', { value: evil }),
          f.select('a', [[evil, evil]]),
          f.submit(evil),
        ].join(''),
      ),
    ].join('');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/"><script/);
  });

  it('keeps every attribute name from options inside its tag, as xml_name_escape does', () => {
    const names = ['x onclick', 'a/b', 'c=d', 'e>f', 'g"h', "i'j", 'k\u0000l', '"><script>'];
    const html = [
      forms().linkTo('x', '/', { data: Object.fromEntries(names.map((n) => [n, 1])) }),
      forms().buttonTo('x', '/', { form: Object.fromEntries(names.map((n) => [n, 1])) }),
      forms().formWith({ url: '/', html: Object.fromEntries(names.map((n) => [n, 1])) }, (f) =>
        f.textField('t', Object.fromEntries(names.map((n) => [n, 1]))),
      ),
    ].join('');
    // Every name written is an XML name: no space, quote, =, /, <, > or NUL to end it or its tag.
    for (const [, name] of html.matchAll(/ ([^ =]+)="/g)) expect(name).toMatch(/^[\w:@.-]+$/);
    expect(html).toContain(' data-x_onclick="1"');
    expect(html).toContain(' x_onclick="1"');
    expect(html).toContain(' k_l="1"');
    expect(html).not.toMatch(/ onclick=/);
  });

  it('reads no value from the prototype an inherited __proto__ gives, and one from a __proto__ column', () => {
    expect(forms().formWith({ model: post }, (f) => f.textField('__proto__'))).toContain(
      '<input type="text" name="post[__proto__]" id="post___proto__" />',
    );
    const row = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    expect(forms().formWith({ model: row, url: '/r', scope: 'r' }, (f) => f.textField('__proto__'))).toContain(
      '<input type="text" value="x" name="r[__proto__]" id="r___proto__" />',
    );
  });

  it('leaves the token out where the controller does not protect from forgery', () => {
    expect(forms(false).buttonTo('Go', '/posts')).not.toContain('authenticity_token');
    expect(forms(false).formWith({ model: post })).not.toContain('authenticity_token');
    expect(forms(false).csrfMetaTags()).toBe('');
  });

  it('checks a box from booleans, numbers and strings as Rails input_checked? does', () => {
    const box = (published: unknown) =>
      forms().formWith({ model: new Post({ published: published as boolean }) }, (f) => f.checkBox('published'));
    expect(box(true)).toContain('checked="checked"');
    expect(box('1')).toContain('checked="checked"');
    expect(box(1)).toContain('checked="checked"');
    expect(box(false)).not.toContain('checked=');
    expect(box(0)).not.toContain('checked=');
    expect(box(undefined)).not.toContain('checked=');
  });

  // Each row as Rails 6.1's check_box(:published, {}, checked, "0") answered it (`checked?`).
  it.each([
    [true, '1', true],
    [false, '1', false],
    ['1', '1', true],
    [1, '1', true],
    [2, '1', false],
    [0, '1', false],
    ['2', '1', false],
    ['1.0', '1', false],
    [1.0, '1', true],
    [1.9, '1', true],
    [[1], '1', false],
    [['1'], '1', true],
    [null, '1', false],
    ['yes', '1', false],
    [true, true, true],
    [true, '0', true],
    ['2', 2, false],
    [0, 'abc', true],
  ])('a value of %j against the checked value %j: checked %s, as Rails', (value, checkedValue, checked) => {
    const html = forms().formWith({ model: new Post({ published: value as boolean }) }, (f) =>
      f.checkBox('published', {}, checkedValue),
    );
    expect(html.includes('checked="checked"')).toBe(checked);
  });

  it('a name, id or for given in the options wins, in its place, as Rails add_default_name_and_id', () => {
    // Each expected string printed by Rails 6.1's FormBuilder(:post, record with published "a").
    const record = new Post({ id: 1, published: 'a' as unknown as boolean });
    const only = (build: (f: FormBuilder) => string) =>
      forms(false)
        .formWith({ model: record }, build)
        .replace(/^.*<input type="hidden" name="_method" value="patch" autocomplete="off" \/>/, '')
        .replace(/<\/form>$/, '');
    expect(only((f) => f.textField('published', { class: 'c', name: 'n', id: 'i' }))).toBe(
      '<input class="c" name="n" id="i" type="text" value="a" />',
    );
    expect(only((f) => f.textField('published', { name: null, id: null }))).toBe('<input type="text" value="a" />');
    expect(only((f) => f.label('published', 'L', { for: 'z' }))).toBe('<label for="z">L</label>');
    expect(only((f) => f.textArea('published', { id: 't', name: 'tn' }))).toBe(
      '<textarea id="t" name="tn">\na</textarea>',
    );
    expect(only((f) => f.select('published', ['a'], { id: 's', name: 'sn' }))).toBe(
      '<select id="s" name="sn"><option selected="selected" value="a">a</option></select>',
    );
    expect(only((f) => f.hiddenField('published', { id: 'h' }))).toBe(
      '<input id="h" autocomplete="off" type="hidden" value="a" name="post[published]" />',
    );
    const box = new Post({ id: 1, published: 1 as unknown as boolean });
    expect(
      forms(false)
        .formWith({ model: box }, (f) => f.checkBox('published', { name: 'x', id: 'y', class: 'c' }))
        .replace(/^.*?(?=<input name="x")/, '')
        .replace(/<\/form>$/, ''),
    ).toBe(
      '<input name="x" type="hidden" value="0" autocomplete="off" /><input name="x" id="y" class="c" type="checkbox" value="1" checked="checked" />',
    );
  });
});

class PagesController extends Controller {
  static {
    this.protectFromForgery({ with: 'exception' });
  }
  show(): void {
    this.res
      .type('html')
      .send(this.forms.buttonTo('Delete', new Post({ id: Number(this.params.id) }), { method: 'delete' }));
  }
}

describe.each(EXPRESSES)('form helpers in a request (%s)', (_name, express) => {
  function app() {
    const r = new Router({ secretKeyBase: 'k'.repeat(32) });
    r.controllers.register('pages', PagesController);
    r.draw((m) => {
      m.resources('posts', { only: ['show', 'destroy'] });
      m.get('pages/:id', { to: 'pages#show' });
      m.get('plain', {
        to: (_req: any, res: any) => res.send(res.locals.forms.linkTo('Post', res.locals.helpers.post_path(2))),
      });
    });
    const a = express();
    a.use(r.middleware());
    return a;
  }

  it('this.forms in a controller: its helpers, its token', async () => {
    const res = await request(app()).get('/pages/3').expect(200);
    expect(masked(res.text)).toBe(
      '<form class="button_to" method="post" action="/posts/3"><input type="hidden" name="_method" value="delete" autocomplete="off" /><button type="submit">Delete</button><input type="hidden" name="authenticity_token" value="TOKEN" autocomplete="off" /></form>',
    );
  });

  it('res.locals.forms in a handler', async () => {
    await request(app()).get('/plain').expect(200, '<a href="/posts/2">Post</a>');
  });
});
