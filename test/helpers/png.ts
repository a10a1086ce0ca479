import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG file (8-bit RGB) of `width` × `height`: one colour with a darker border, so a test can tell that a
 * picture was drawn and a screenshot shows where. Written here rather than shipped as fixtures: tests name their
 * files after real card keys and printing numbers.
 */
export function cardPng(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const border = Math.max(1, Math.round(width / 16));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: the row as it is
    for (let x = 0; x < width; x++) {
      const edge = x < border || y < border || x >= width - border || y >= height - border;
      const shade = edge ? 0.55 : 1;
      row.set([Math.round(red * shade), Math.round(green * shade), Math.round(blue * shade)], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Writes a small `cardPng` into `folder` for each file name (tests that may not use node:fs themselves). */
export function writeCardPngs(folder: string, names: readonly string[]): void {
  for (const name of names) writeFileSync(join(folder, name), cardPng(4, 6, [0, 0, 0]));
}
