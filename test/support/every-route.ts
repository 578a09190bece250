/**
 * Every route tried by its own route program, in declaration order: no trie, no index, no
 * static answers. On paths too long for the judge (judge.ts), it checks that the compiled
 * matcher's shortcuts (the walk, the fallback index, cached answers) lose no route and
 * change no answer; the programs themselves are checked against the judge on bounded paths.
 */
import type { Route } from '../../src/definition/route';
import { recognizeAmong, type Recognition } from '../../src/matcher/recognizer';
import type { RequestLike } from '../../src/request/request-like';
import { execRoute } from '../../src/matcher/programs/route-match';
import type { Matcher, PathMatch } from '../../src/matcher/types';

export class EveryRoute implements Matcher {
  constructor(private readonly routes: readonly Route[]) {}

  find(path: string): PathMatch[] {
    const out: PathMatch[] = [];
    for (const route of this.routes) {
      const match = execRoute(route, path);
      if (match) out.push({ route, values: match.values });
    }
    return out;
  }

  recognize(method: string, path: string, req?: RequestLike): Recognition {
    return recognizeAmong(this.find(path), method, req, path);
  }

  recognizeUrl(): undefined {
    return undefined;
  }

  lookupUrl(): undefined {
    return undefined;
  }
}
