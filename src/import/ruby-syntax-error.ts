/** Thrown by `importRoutes` for input that does not parse as Ruby; `line` is the first error's line. */
export class RubySyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'RubySyntaxError';
  }
}
