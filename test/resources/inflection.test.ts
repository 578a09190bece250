/**
 * Inflection in resource names (API.md Conventions: "Inflection follows Rails' inflector
 * where it differs from the pluralize package"): `resources PLURAL` names its member routes
 * with Rails' singular, `resource SINGULAR` routes to Rails' plural controller. The word
 * pairs are the SingularToPlural cases of Rails' activesupport/test/inflector_test_cases.rb
 * that can name a resource.
 */
import { draw } from './support';

const PAIRS: Array<[singular: string, plural: string]> = [
  ['search', 'searches'],
  ['switch', 'switches'],
  ['fix', 'fixes'],
  ['box', 'boxes'],
  ['process', 'processes'],
  ['address', 'addresses'],
  ['case', 'cases'],
  ['stack', 'stacks'],
  ['wish', 'wishes'],
  ['fish', 'fish'],
  ['jeans', 'jeans'],
  ['category', 'categories'],
  ['query', 'queries'],
  ['ability', 'abilities'],
  ['agency', 'agencies'],
  ['movie', 'movies'],
  ['archive', 'archives'],
  ['index', 'indices'],
  ['wife', 'wives'],
  ['safe', 'saves'],
  ['half', 'halves'],
  ['move', 'moves'],
  ['salesperson', 'salespeople'],
  ['person', 'people'],
  ['spokesman', 'spokesmen'],
  ['man', 'men'],
  ['woman', 'women'],
  ['basis', 'bases'],
  ['diagnosis', 'diagnoses'],
  ['diagnosis_a', 'diagnosis_as'],
  ['datum', 'data'],
  ['medium', 'media'],
  ['stadium', 'stadia'],
  ['analysis', 'analyses'],
  ['my_analysis', 'my_analyses'],
  ['node_child', 'node_children'],
  ['child', 'children'],
  ['experience', 'experiences'],
  ['day', 'days'],
  ['comment', 'comments'],
  ['foobar', 'foobars'],
  ['newsletter', 'newsletters'],
  ['old_news', 'old_news'],
  ['news', 'news'],
  ['series', 'series'],
  ['miniseries', 'miniseries'],
  ['species', 'species'],
  ['quiz', 'quizzes'],
  ['perspective', 'perspectives'],
  ['ox', 'oxen'],
  ['photo', 'photos'],
  ['buffalo', 'buffaloes'],
  ['tomato', 'tomatoes'],
  ['dwarf', 'dwarves'],
  ['elf', 'elves'],
  ['information', 'information'],
  ['equipment', 'equipment'],
  ['bus', 'buses'],
  ['status', 'statuses'],
  ['status_code', 'status_codes'],
  ['mouse', 'mice'],
  ['louse', 'lice'],
  ['house', 'houses'],
  ['octopus', 'octopi'],
  ['virus', 'viri'],
  ['alias', 'aliases'],
  ['portfolio', 'portfolios'],
  ['vertex', 'vertices'],
  ['matrix', 'matrices'],
  ['matrix_fu', 'matrix_fus'],
  ['axis', 'axes'],
  ['taxi', 'taxis'],
  ['testis', 'testes'],
  ['crisis', 'crises'],
  ['rice', 'rice'],
  ['shoe', 'shoes'],
  ['horse', 'horses'],
  ['prize', 'prizes'],
  ['edge', 'edges'],
  ['database', 'databases'],
  ['slice', 'slices'],
  ['police', 'police'],
];

describe('resources PLURAL: member names use the singular', () => {
  test.each(PAIRS)('%s ← %s', (singular, plural) => {
    const router = draw((r) => r.resources(plural, { only: ['index', 'show'] }));
    const collection = singular === plural ? `${plural}_index` : plural;
    expect(router.routes.map((route) => route.name)).toEqual([collection, singular]);
  });
});

describe('resource SINGULAR: the controller is the plural', () => {
  test.each(PAIRS)('%s → %s', (singular, plural) => {
    const [route] = draw((r) => r.resource(singular, { only: 'show' })).routes;
    expect([route?.name, route?.controller]).toEqual([singular, plural]);
  });
});

describe('API.md examples', () => {
  test.each<[string, () => unknown, unknown]>([
    [
      "resource('taxis') → controller taxis",
      () => draw((r) => r.resource('taxis', { only: 'show' })).routes[0]?.controller,
      'taxis',
    ],
    [
      "resource('me') → controller mes",
      () => draw((r) => r.resource('me', { only: 'show' })).routes[0]?.controller,
      'mes',
    ],
    [
      "resources('taxis') → member taxi",
      () => draw((r) => r.resources('taxis', { only: 'show' })).routes[0]?.name,
      'taxi',
    ],
    // By Rails' rules "sms".singularize is "sm" (only /s$/ applies): not uncountable.
    [
      "resources('sms') follows Rails' rules",
      () =>
        draw((r) => r.resources('sms', { only: ['index', 'show'] }))
          .routes.map((route) => route.name)
          .join(' '),
      'sms sm',
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual()).toBe(expected);
  });
});
