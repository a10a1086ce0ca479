/**
 * UTF-8 checked byte by byte, for the two places that read players' text files: the card importers and decklists in
 * db/importers/decode.ts, and the files the renderer opens (renderer/lib/host.ts). Both name the first byte that is
 * not UTF-8 the same way. No rules live here; it is the one module of engine/ that db/ and renderer/ may run
 * (docs/architecture.md §1), being pure like the rest.
 */

/** How a text file's bytes were read. */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'shift_jis';

/**
 * Checks bytes as UTF-8. `invalid`: offset of the first byte that breaks it, or -1. `complete`: where a character
 * cut off by the end of the bytes starts (their length if none is; with `last`, a cut-off character is invalid).
 * `ascii`: every complete byte is below 0x80.
 */
export function scanUtf8(bytes: Uint8Array, last: boolean): { invalid: number; complete: number; ascii: boolean } {
  let i = 0;
  let ascii = true;
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
    else return { invalid: i, complete: i, ascii };
    let code = byte & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k];
      if (next === undefined && !last) return { invalid: -1, complete: i, ascii };
      if (next === undefined || (next & 0xc0) !== 0x80) return { invalid: i, complete: i, ascii };
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return { invalid: i, complete: i, ascii };
    ascii = false;
    i += extra + 1;
  }
  return { invalid: -1, complete: bytes.length, ascii };
}
