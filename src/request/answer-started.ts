/**
 * Whether a request's answer has begun: its headers are sent or its response ended. Then
 * nothing else may answer it: a before filter that answered halts the chain (a controller's
 * `this.performed`, Rails' `performed?`), a route middleware that answered and still called
 * `next()` ends the route there, and a route that answered and still called `next()` passed
 * nothing back to the cascade.
 */
export function answerStarted(res: unknown): boolean {
  const response = res as { headersSent?: boolean; writableEnded?: boolean } | null | undefined;
  return response?.headersSent === true || response?.writableEnded === true;
}
