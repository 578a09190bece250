/** Thrown while translating a Ruby construct that has no faithful railroute spelling; the statement becomes a TODO. */
export class Untranslatable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Untranslatable';
  }
}
