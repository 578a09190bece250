/**
 * Thrown by `importRoutes` for input it will not translate although it may be valid Ruby:
 * a file too large or nested too deeply for the parser, or (a defect of the importer) a
 * module that would not parse. `railroute import` exits 2 with the message.
 */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}
