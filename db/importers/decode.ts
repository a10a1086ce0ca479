import { ImportError } from './issues';

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'shift_jis';

/**
 * Reads a text file the way players save them: UTF-8 with or without a BOM, UTF-16 with a BOM (Excel's
 * "Unicode text"), or Shift_JIS (Excel's Japanese CSV). Anything else is refused with the byte offset of the
 * first byte that fits none of them.
 */
export function decodeText(bytes: Uint8Array, file: string): { text: string; encoding: TextEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: strictDecode('utf-8', bytes.subarray(3), file), encoding: 'utf-8-bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: strictDecode('utf-16le', bytes.subarray(2), file), encoding: 'utf-16le' };
  }
  const badUtf8 = firstInvalidUtf8(bytes);
  if (badUtf8 < 0) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('shift_jis', { fatal: true }).decode(bytes), encoding: 'shift_jis' };
  } catch {
    throw new ImportError(file, [
      { message: `is neither UTF-8 nor Shift_JIS text (byte ${badUtf8} is not valid UTF-8); save it as UTF-8 and try again` },
    ]);
  }
}

function strictDecode(encoding: 'utf-8' | 'utf-16le', bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(file, [{ message: `starts with a ${encoding.toUpperCase()} byte order mark but is not valid ${encoding.toUpperCase()}` }]);
  }
}

/** Offset of the first byte that breaks UTF-8, or -1 when all of it is valid. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    let extra: number;
    let min: number;
    if (byte < 0x80) {
      i += 1;
      continue;
    } else if (byte >= 0xc2 && byte <= 0xdf) [extra, min] = [1, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [extra, min] = [2, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [extra, min] = [3, 0x10000];
    else return i;
    let code = byte & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += extra + 1;
  }
  return -1;
}
