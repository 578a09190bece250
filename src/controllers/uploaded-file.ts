/**
 * A file from a `multipart/form-data` body, as Rails' `ActionDispatch::Http::UploadedFile`:
 * it sits in `params` where its field name puts it (`post[image]` → `params.post.image`), and
 * strong parameters permit it as a scalar. The router keeps the bytes in memory (`buffer`),
 * within the middleware's `fileLimit`; `path` is for files another parser wrote to disk.
 */
import { brandAcrossCopies } from '../support/cross-copy';

/** A file of a multipart body, as a controller's params hold it (Rails' `UploadedFile`). */
export class UploadedFile {
  /** The file name the browser sent (`filename=` of the part), or `''` when it sent none. */
  readonly originalFilename: string;
  /** The part's `Content-Type` (`image/png`), as sent. */
  readonly contentType: string;
  /** The file's length in bytes. */
  readonly size: number;
  /** The bytes, when the file was kept in memory. */
  readonly buffer?: Buffer;
  /** Where the file was written, when it was written to disk. */
  readonly path?: string;

  constructor(file: { originalFilename: string; contentType: string; size: number; buffer?: Buffer; path?: string }) {
    this.originalFilename = file.originalFilename;
    this.contentType = file.contentType;
    this.size = file.size;
    if (file.buffer !== undefined) this.buffer = file.buffer;
    if (file.path !== undefined) this.path = file.path;
  }
}

// An engine package with its own copy of railroute parses bodies with its copy's class.
brandAcrossCopies(UploadedFile, 'UploadedFile');
