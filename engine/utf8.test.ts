import { describe, expect, it } from 'vitest';
import { scanUtf8 } from './utf8';

// The first line of examples/dm-net-082.txt: ten bytes of ASCII, then 台灣 (three bytes each).
const line = new TextEncoder().encode('# NET-082 台灣CS大賽20260628 1st【霸王門＠仕霖】');

describe('scanUtf8', () => {
  it('passes a decklist line, and finds where a piece cuts a character short unless it is the last piece', () => {
    expect(scanUtf8(line, true)).toEqual({ invalid: -1, complete: line.length, ascii: false });
    expect(scanUtf8(line.subarray(0, 10), true)).toEqual({ invalid: -1, complete: 10, ascii: true });
    expect(scanUtf8(line.subarray(0, 11), false)).toEqual({ invalid: -1, complete: 10, ascii: true });
    expect(scanUtf8(line.subarray(0, 11), true)).toEqual({ invalid: 10, complete: 10, ascii: true });
  });

  it('names the first byte that breaks UTF-8: a byte no character starts with, a lone continuation, an overlong form', () => {
    const broken = Uint8Array.from(line);
    broken[13] = 0xff; // the lead byte of 灣
    expect(scanUtf8(broken, true).invalid).toBe(13);
    expect(scanUtf8(line.subarray(11), true).invalid).toBe(0);
    expect(scanUtf8(Uint8Array.from([0x41, 0xc0, 0xaf]), true).invalid).toBe(1);
    expect(scanUtf8(Uint8Array.from([0x41, 0xed, 0xa0, 0x80]), true).invalid).toBe(1);
  });
});
