/**
 * The Ruby source as prism sees it: UTF-8 bytes. Locations are byte offsets, so text and
 * line numbers are read from the bytes, not from the JS string's UTF-16 indexes.
 */
import type { RubyLocation } from './ruby-nodes';

export class SourceText {
  private readonly bytes: Buffer;
  /** Byte offset of the start of each line (line 1 at index 0). */
  private readonly lineStarts: number[] = [0];

  constructor(source: string) {
    this.bytes = Buffer.from(source, 'utf8');
    for (let i = 0; i < this.bytes.length; i++) if (this.bytes[i] === 10) this.lineStarts.push(i + 1);
  }

  text(location: RubyLocation): string {
    return this.bytes.toString('utf8', location.startOffset, location.startOffset + location.length);
  }

  /** 1-based line of a byte offset. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  startLine(location: RubyLocation): number {
    return this.lineOf(location.startOffset);
  }

  endLine(location: RubyLocation): number {
    return this.lineOf(location.startOffset + Math.max(location.length - 1, 0));
  }

  /** A line without its newline and surrounding blanks. */
  line(line: number): string {
    const start = this.lineStarts[line - 1] ?? this.bytes.length;
    const end = this.lineStarts[line] ?? this.bytes.length;
    return this.bytes.toString('utf8', start, end).trim();
  }
}
