import { TextDecoder } from 'node:util';
import { scanUtf8, type TextEncoding } from '../../engine/utf8';
import { ImportError } from './issues';

/** How much of a file the encoding is told from when it comes in pieces: enough to hold Japanese text. */
const DETECT_BYTES = 64 * 1024;

/**
 * Reads a text file the way players save them: UTF-8 with or without a BOM, UTF-16 with a BOM (Excel's
 * "Unicode text"), or Shift_JIS (Excel's Japanese CSV). Anything else is refused with the byte offset of the
 * first byte that fits none of them.
 */
export function decodeText(bytes: Uint8Array, file: string): { text: string; encoding: TextEncoding } {
  const decoder = new TextStreamDecoder(file);
  const text = decoder.decode(bytes, true);
  return { text, encoding: decoder.encoding! };
}

/**
 * decodeText for a file read piece by piece. The encoding is told from the first 64 KiB (the whole file when it
 * is smaller, or when it comes in one piece, exactly as decodeText reads it); a file that is plain ASCII there and
 * Shift_JIS further on still reads as Shift_JIS. A UTF-8 character or a UTF-16 pair may straddle two pieces.
 */
export class TextStreamDecoder {
  /** Known once the first 64 KiB (or the whole file) has come in. */
  encoding: TextEncoding | null = null;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private decoder: TextDecoder | null = null;
  /** UTF-8: the start of a character the last piece cut off, and the file offset of the next byte checked. */
  private carry = new Uint8Array(0);
  private offset = 0;
  /** UTF-8: every byte so far was ASCII, which Shift_JIS reads the same. */
  private ascii = true;
  /** Shift_JIS: the first byte that is not UTF-8, named if the file turns out to be neither. */
  private badUtf8 = -1;

  constructor(private readonly file: string) {}

  /** The text of the next piece of the file; `last` says it is the end (like TextDecoder's `stream: false`). */
  decode(bytes: Uint8Array, last: boolean): string {
    if (this.encoding !== null) return this.run(bytes, last);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes < DETECT_BYTES && !last) return '';
    const head = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    return this.run(head.subarray(this.detect(head, last)), last);
  }

  /** Chooses the encoding from the file's first bytes; returns the length of the byte order mark to skip. */
  private detect(head: Uint8Array, last: boolean): number {
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return this.use('utf-8-bom', 3);
    if (head[0] === 0xff && head[1] === 0xfe) return this.use('utf-16le', 2);
    const { invalid } = scanUtf8(head, last);
    if (invalid < 0) return this.use('utf-8', 0);
    this.badUtf8 = invalid;
    return this.use('shift_jis', 0);
  }

  private use(encoding: TextEncoding, bom: number): number {
    this.encoding = encoding;
    const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
    // UTF-8 without a BOM is checked here (to name the offending byte), so its decoder need not be strict.
    this.decoder = new TextDecoder(label, { fatal: encoding !== 'utf-8' });
    return bom;
  }

  private run(bytes: Uint8Array, last: boolean): string {
    if (this.encoding === 'utf-8') return this.runUtf8(bytes, last);
    try {
      return this.decoder!.decode(bytes, { stream: !last });
    } catch {
      if (this.encoding === 'shift_jis') throw this.neither(this.badUtf8);
      const name = this.encoding === 'utf-16le' ? 'UTF-16LE' : 'UTF-8';
      throw new ImportError(this.file, [{ message: { en: `starts with a ${name} byte order mark but is not valid ${name}`, ja: `${name} のバイト順マークで始まりますが、${name} として正しくありません` } }]);
    }
  }

  private runUtf8(bytes: Uint8Array, last: boolean): string {
    const buffer = this.carry.length > 0 ? Buffer.concat([this.carry, bytes]) : bytes;
    const { invalid, complete, ascii } = scanUtf8(buffer, last);
    if (invalid >= 0) {
      if (!this.ascii) throw this.neither(this.offset + invalid);
      // ASCII so far and now a byte UTF-8 refuses: a Shift_JIS file whose Japanese starts late. Read on as that.
      this.badUtf8 = this.offset + invalid;
      this.use('shift_jis', 0);
      return this.run(buffer, last);
    }
    this.ascii &&= ascii;
    this.carry = new Uint8Array(buffer.subarray(complete));
    this.offset += complete;
    return this.decoder!.decode(buffer.subarray(0, complete), { stream: !last });
  }

  private neither(offset: number): ImportError {
    return new ImportError(this.file, [
      {
        message: {
          en: `is neither UTF-8 nor Shift_JIS text (byte ${offset} is not valid UTF-8); save it as UTF-8 and try again`,
          ja: `UTF-8 でも Shift_JIS でもないテキストです（${offset}バイト目が UTF-8 として正しくありません）。UTF-8 で保存してやり直してください`,
        },
      },
    ]);
  }
}
