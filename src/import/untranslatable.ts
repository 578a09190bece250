/** Thrown while translating a Ruby construct that has no faithful railroute spelling; the statement becomes a TODO. */
export class Untranslatable extends Error {
  /** `hint`: the railroute call to write by hand, shown on the TODO line (`mount`: which `r.mount(...)`). */
  constructor(
    readonly reason: string,
    readonly hint?: string,
  ) {
    super(reason);
    this.name = 'Untranslatable';
  }
}
