/** Thrown by `importRoutes` for input that does not parse as Ruby; `line` is the first error's line. */
export class RubySyntaxError extends SyntaxError {
  constructor(
    message: string,
    /** The line of the first parse error, from 1. */
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'RubySyntaxError';
  }
}
