/** What railroute answers for a request, in the scenarios' terms. */
import type { Router } from '../src';

export function railrouteAnswer(router: Router, method: string, path: string): string {
  const found = router.recognize(method, path);
  if (found) return `${String(found.params.controller)}#${String(found.params.action)}`;
  return router.allowedMethods(path).length > 0 ? '405' : '404';
}
