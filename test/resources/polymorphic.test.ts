/**
 * `helpers.polymorphic_path` / `polymorphic_url` (API.md "URL helpers"): records, new
 * records, classes, arrays with parents and namespace words, `action: 'new' | 'edit'`,
 * options, and `resolve`. Behaviour taken from Rails' polymorphic_routes_test.rb and
 * custom_url_helpers_test.rb.
 */
import { draw } from './support';

class Project {
  constructor(readonly id?: number) {}
}
class Task {
  constructor(readonly id?: number) {}
}
class Step {
  constructor(readonly id?: number) {}
}
class Tax {
  constructor(readonly id?: number) {}
}
class Series {
  constructor(readonly id?: number) {}
}
/** `persisted` wins over `id`. */
class Draft {
  static modelName = 'Project';
  constructor(
    readonly id: number,
    readonly persisted: boolean,
  ) {}
}
/** The model name comes from `modelName` when the class has one. */
class ProjectRecord {
  static modelName = 'Project';
  constructor(readonly id?: number) {}
}
class Slugged {
  static modelName = 'Project';
  constructor(
    readonly id: number,
    readonly slug: string,
  ) {}
  toParam(): string {
    return `${this.id}-${this.slug}`;
  }
}
class Basket {}
class Article {
  constructor(readonly id: number) {}
}
class Profile {
  constructor(readonly id: number) {}
}

const router = draw(
  (r) => {
    r.resources('projects', (r: any) => {
      r.resources('tasks');
      r.resource('bid', (r: any) => r.resources('tasks'));
    });
    r.resources('taxes', (r: any) => r.resources('faxes'));
    r.resources('series');
    r.namespace('admin', (r: any) =>
      r.resources('projects', (r: any) => {
        r.resources('tasks');
        r.resource('bid', (r: any) => r.resources('tasks'));
        r.namespace('site', (r: any) => r.resources('tasks', (r: any) => r.resources('steps')));
      }),
    );
    r.get('/basket', { to: 'baskets#show', as: 'basket' });
    r.get('/posts/:id', { to: 'posts#show', as: 'post' });
    r.resource('profile');
    r.resolve('Basket', () => ['basket']);
    r.resolve('Article', (article: Article) => ['post', { id: article.id }]);
    r.resolve('Profile', () => 'profile');
  },
  { defaultUrlOptions: { host: 'example.com' } },
);
const h: any = router.helpers;

describe('polymorphic_path', () => {
  test.each<[string, () => unknown, Record<string, unknown> | undefined, string]>([
    ['a persisted record', () => new Project(1), undefined, '/projects/1'],
    ['a new record takes the collection', () => new Project(), undefined, '/projects'],
    ['a class takes the collection', () => Project, undefined, '/projects'],
    ['a class in a list of one', () => [Project], undefined, '/projects'],
    ['a record in a list of one', () => [new Project(1)], undefined, '/projects/1'],
    ['persisted: false with an id is a new record', () => new Draft(3, false), undefined, '/projects'],
    ['persisted: true', () => new Draft(3, true), undefined, '/projects/3'],
    ['modelName names the model', () => new ProjectRecord(4), undefined, '/projects/4'],
    ['toParam fills the segment', () => new Slugged(5, 'big'), undefined, '/projects/5-big'],
    ['action: new', () => new Project(), { action: 'new' }, '/projects/new'],
    ['action: new on a class', () => Project, { action: 'new' }, '/projects/new'],
    ['action: edit', () => new Project(1), { action: 'edit' }, '/projects/1/edit'],
    ['a format', () => new Project(1), { format: 'pdf' }, '/projects/1.pdf'],
    ['a format and a query', () => new Project(1), { format: 'pdf', param1: '10' }, '/projects/1.pdf?param1=10'],
    ['a query on a class', () => Project, { foo: 'bar' }, '/projects?foo=bar'],
    ['nested records', () => [new Project(1), new Task(2)], undefined, '/projects/1/tasks/2'],
    ['a nested new record', () => [new Project(1), new Task()], undefined, '/projects/1/tasks'],
    ['a nested class', () => [new Project(1), Task], undefined, '/projects/1/tasks'],
    ['a nested edit', () => [new Project(1), new Task(2)], { action: 'edit' }, '/projects/1/tasks/2/edit'],
    ['a nested new', () => [new Project(1), new Task()], { action: 'new' }, '/projects/1/tasks/new'],
    ['a namespace word and a class', () => ['admin', Project], undefined, '/admin/projects'],
    ['a namespace word and a new record', () => ['admin', new Project()], undefined, '/admin/projects'],
    ['a namespace word, new', () => ['admin', new Project()], { action: 'new' }, '/admin/projects/new'],
    ['a namespace word and a record', () => ['admin', new Project(1)], undefined, '/admin/projects/1'],
    [
      'a namespace word and nested records',
      () => ['admin', new Project(1), new Task(2)],
      undefined,
      '/admin/projects/1/tasks/2',
    ],
    [
      'a namespace word and a nested new record',
      () => ['admin', new Project(1), new Task()],
      undefined,
      '/admin/projects/1/tasks',
    ],
    [
      'words between records (test_ordering_of_nesting_and_namespace)',
      () => ['admin', new Project(1), 'site', new Task(2), new Step(3)],
      undefined,
      '/admin/projects/1/site/tasks/2/steps/3',
    ],
    ['a list ending in a singular resource', () => [new Project(1), 'bid'], undefined, '/projects/1/bid'],
    [
      'a list containing a singular resource',
      () => [new Project(1), 'bid', new Task(2)],
      undefined,
      '/projects/1/bid/tasks/2',
    ],
    [
      'a singular resource and a format',
      () => [new Project(1), 'bid', new Task(2)],
      { format: 'pdf' },
      '/projects/1/bid/tasks/2.pdf',
    ],
    [
      'a namespace and a singular resource',
      () => ['admin', new Project(1), 'bid', new Task(2)],
      undefined,
      '/admin/projects/1/bid/tasks/2',
    ],
    ['a route name as a word', () => 'projects', undefined, '/projects'],
    ['a route name in a list', () => ['projects'], undefined, '/projects'],
    ['null parents are skipped', () => [null, new Project(1)], undefined, '/projects/1'],
    ['an irregular plural', () => new Tax(1), undefined, '/taxes/1'],
    ['an irregular plural class', () => Tax, undefined, '/taxes'],
    ['an irregular plural, new', () => new Tax(), { action: 'new' }, '/taxes/new'],
    ['an irregular plural, edit', () => new Tax(1), { action: 'edit' }, '/taxes/1/edit'],
    [
      'nested irregular plurals',
      () => [
        new Tax(1),
        new (class Fax {
          constructor(readonly id: number) {}
        })(2),
      ],
      undefined,
      '/taxes/1/faxes/2',
    ],
    ['an uncountable record', () => new Series(1), undefined, '/series/1'],
    ['an uncountable new record takes _index', () => new Series(), undefined, '/series'],
    ['an uncountable, new', () => new Series(), { action: 'new' }, '/series/new'],
  ])('%s', (_name, make, options, expected) => {
    expect(options === undefined ? h.polymorphic_path(make()) : h.polymorphic_path(make(), options)).toBe(expected);
  });

  test('a model without a route fails', () => {
    class Unknown {
      constructor(readonly id: number) {}
    }
    expect(() => h.polymorphic_path(new Unknown(1))).toThrow();
  });

  test('null or an empty list: Nil location provided', () => {
    expect(() => h.polymorphic_path(null)).toThrow("Nil location provided. Can't build URI.");
    expect(() => h.polymorphic_path([])).toThrow("Nil location provided. Can't build URI.");
    expect(() => h.polymorphic_path([null, null])).toThrow("Nil location provided. Can't build URI.");
  });

  test('the arguments are left unchanged', () => {
    const list = [new Project(1), new Task(2)];
    const options = { action: 'edit', param1: '10' };
    h.polymorphic_path(list, options);
    expect(list).toHaveLength(2);
    expect(options).toEqual({ action: 'edit', param1: '10' });
  });
});

describe('polymorphic_url', () => {
  test.each<[string, () => unknown, Record<string, unknown> | undefined, string]>([
    ['a record', () => new Project(1), undefined, 'http://example.com/projects/1'],
    ['a class with a query', () => Project, { foo: 'bar' }, 'http://example.com/projects?foo=bar'],
    ['nested records', () => [new Project(1), new Task(2)], undefined, 'http://example.com/projects/1/tasks/2'],
    ['a namespace, new', () => ['admin', new Project()], { action: 'new' }, 'http://example.com/admin/projects/new'],
    [
      'edit with a query',
      () => new Project(1),
      { action: 'edit', param1: '10' },
      'http://example.com/projects/1/edit?param1=10',
    ],
    ['another host', () => new Project(1), { host: 'other.test' }, 'http://other.test/projects/1'],
  ])('%s', (_name, make, options, expected) => {
    expect(options === undefined ? h.polymorphic_url(make()) : h.polymorphic_url(make(), options)).toBe(expected);
  });

  test('camelCase spellings', () => {
    expect(h.polymorphicPath(new Project(1))).toBe('/projects/1');
    expect(h.polymorphicUrl(new Project(1))).toBe('http://example.com/projects/1');
  });
});

describe('resolve', () => {
  test.each<[string, () => unknown, Record<string, unknown> | undefined, string]>([
    ['a singular route for a model (Basket → basket)', () => new Basket(), undefined, '/basket'],
    ['a route with arguments (Article → post)', () => new Article(5), undefined, '/posts/5'],
    ['a bare route name', () => new Profile(1), undefined, '/profile'],
    ['a resolved singular resource with action edit', () => new Profile(1), { action: 'edit' }, '/profile/edit'],
    ['a resolved singular resource with action new', () => new Profile(1), { action: 'new' }, '/profile/new'],
  ])('%s', (_name, make, options, expected) => {
    expect(options === undefined ? h.polymorphic_path(make()) : h.polymorphic_path(make(), options)).toBe(expected);
  });

  test('polymorphic_url with resolve', () => {
    expect(h.polymorphic_url(new Basket())).toBe('http://example.com/basket');
    expect(h.polymorphic_url(new Article(5))).toBe('http://example.com/posts/5');
  });

  test('url_for with a resolved record', () => {
    // Helpers follow Rails views: url_for of a record (like a hash without host) is a path.
    expect(h.url_for(new Article(5))).toBe('/posts/5');
    expect(h.polymorphic_url(new Article(5))).toBe('http://example.com/posts/5');
  });

  test('several model names share one resolve', () => {
    class Page {
      constructor(readonly id: number) {}
    }
    class CategoryPage extends Page {}
    const hh: any = draw((r) => {
      r.get('/pages/:id', { to: 'pages#show', as: 'page' });
      r.resolve(['Page', 'CategoryPage'], (page: Page) => ['page', { id: page.id }]);
    }).helpers;
    expect(hh.polymorphic_path(new Page(6))).toBe('/pages/6');
    expect(hh.polymorphic_path(new CategoryPage(7))).toBe('/pages/7');
  });
});
