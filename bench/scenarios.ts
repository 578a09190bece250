/**
 * Named benchmark scenarios: the requests, and what railroute must answer for each (the
 * same inputs are checked for correctness before anything is timed).
 */
export interface Request {
  method: string;
  path: string;
  /** `controller#action`, `405` or `404`. */
  expect: string;
}

export interface Scenario {
  name: string;
  requests: Request[];
}

export function scenarios(resources: number, nestEvery: number): Scenario[] {
  const at = (i: number): number => i % resources;
  const nested = (i: number): number => ((i * nestEvery) % resources) - (((i * nestEvery) % resources) % nestEvery);
  const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
  return [
    {
      name: 'static',
      requests: range(50).map((i) => ({ method: 'GET', path: `/res${at(i * 7)}`, expect: `res${at(i * 7)}#index` })),
    },
    {
      name: 'dynamic',
      requests: range(50).map((i) => ({
        method: 'GET',
        path: `/res${at(i * 7)}/${i + 1}`,
        expect: `res${at(i * 7)}#show`,
      })),
    },
    {
      name: 'nested',
      requests: range(50).map((i) => ({
        method: 'GET',
        path: `/res${nested(i)}/${i}/comments/${i + 2}/edit`,
        expect: `comments${nested(i)}#edit`,
      })),
    },
    {
      name: 'format',
      requests: range(50).map((i) => ({
        method: 'GET',
        path: `/res${at(i * 3)}/${i}.json`,
        expect: `res${at(i * 3)}#show`,
      })),
    },
    { name: '405', requests: range(50).map((i) => ({ method: 'POST', path: `/res${at(i * 5)}/${i}`, expect: '405' })) },
    { name: 'miss', requests: range(50).map((i) => ({ method: 'GET', path: `/nothing${i}/here`, expect: '404' })) },
    {
      name: 'mixed (10% misses)',
      requests: range(100).map((i) => {
        if (i % 20 === 0) return { method: 'GET', path: `/missing/${i}`, expect: '404' };
        if (i % 20 === 10) return { method: 'DELETE', path: `/res${at(i)}`, expect: '405' };
        if (i % 3 === 0) return { method: 'GET', path: `/res${at(i)}/${i}/edit.json`, expect: `res${at(i)}#edit` };
        if (i % 3 === 1) return { method: 'PATCH', path: `/res${at(i)}/${i}`, expect: `res${at(i)}#update` };
        return { method: 'GET', path: `/res${at(i)}/search`, expect: `res${at(i)}#search` };
      }),
    },
  ];
}
