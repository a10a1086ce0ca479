import { describe, expect, it } from 'vitest';
import { importError, parseText } from '../../test/helpers/importers';
import { decodeText } from './decode';
import { ImportError } from './issues';

/** A small Japanese card CSV (CRLF, as Excel saves it). */
const JAPANESE_CSV =
  '名前,種類,コスト,文明,種族\r\n' +
  'ボルシャック・ドラゴン,クリーチャー,6,火,アーマード・ドラゴン\r\n' +
  'アクア・サーファー,クリーチャー,6,水,リキッド・ピープル\r\n';

/**
 * JAPANESE_CSV in Shift_JIS, made once with Python (`text.encode('shift_jis').hex()`): Node has no Shift_JIS
 * encoder, so the bytes are written out here rather than produced by the code under test.
 */
const JAPANESE_CSV_SHIFT_JIS = Uint8Array.from(
  Buffer.from(
    '96bc914f2c8eed97de2c8352835883672c95b696be2c8eed91b00d0a837b838b835683838362834e814583688389835383932c834e838a81' +
      '5b83608383815b2c362c89ce2c8341815b837d815b8368814583688389835383930d0a8341834e834181458354815b83748340815b2c83' +
      '4e838a815b83608383815b2c362c90852c838a834c8362836881458373815b8376838b0d0a',
    'hex',
  ),
);

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (bom: number[], body: Uint8Array) => Uint8Array.from([...bom, ...body]);
const utf16le = (text: string) => withBom([0xff, 0xfe], Uint8Array.from(Buffer.from(text, 'utf16le')));

describe('decodeText', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeText(utf8(JAPANESE_CSV), 'cards.csv')).toEqual({ text: JAPANESE_CSV, encoding: 'utf-8' });
  });

  it('reads UTF-8 with a byte order mark and drops the mark', () => {
    const { text, encoding } = decodeText(withBom([0xef, 0xbb, 0xbf], utf8(JAPANESE_CSV)), 'cards.csv');
    expect(encoding).toBe('utf-8-bom');
    expect(text).toBe(JAPANESE_CSV);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('reads UTF-16LE with a byte order mark (Excel "Unicode text")', () => {
    expect(decodeText(utf16le(JAPANESE_CSV), 'cards.txt')).toEqual({ text: JAPANESE_CSV, encoding: 'utf-16le' });
  });

  it('reads Shift_JIS (Excel\'s Japanese CSV)', () => {
    expect(decodeText(JAPANESE_CSV_SHIFT_JIS, 'cards.csv')).toEqual({ text: JAPANESE_CSV, encoding: 'shift_jis' });
  });

  it('keeps 4-byte UTF-8 (characters outside the BMP) as UTF-8', () => {
    const text = 'name,kind\n𠮷野家,creature\n';
    expect(decodeText(utf8(text), 'x.csv')).toEqual({ text, encoding: 'utf-8' });
  });

  it('refuses bytes that are neither UTF-8 nor Shift_JIS, naming the first bad byte', () => {
    // Latin-1 "Café": 0xE9 is at byte 13 and is followed by a comma, which no Shift_JIS lead byte accepts.
    const latin1 = Uint8Array.from(Buffer.from('name,kind\nCafé,creature\n', 'latin1'));
    expect(latin1[13]).toBe(0xe9);
    const error = importError(() => decodeText(latin1, 'cafe.csv'));
    expect(error.file).toBe('cafe.csv');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.message.en).toMatch(/neither UTF-8 nor Shift_JIS/);
    expect(error.issues[0]!.message.en).toMatch(/byte 13 /);
    expect(error.message).toMatch(/^cafe\.csv: /);
  });

  it('names the offset of the first invalid UTF-8 byte, not the first non-ASCII one', () => {
    // "é" in proper UTF-8 (bytes 4–5), then a lone continuation byte at 7, then 0xFF, which Shift_JIS never uses.
    const bytes = Uint8Array.from([0x61, 0x62, 0x63, 0x2c, 0xc3, 0xa9, 0x2c, 0x80, 0xff, 0x0a]);
    const error = importError(() => decodeText(bytes, 'mixed.csv'));
    expect(error.issues[0]!.message.en).toMatch(/byte 7 /);
  });

  it('refuses overlong and surrogate UTF-8 sequences instead of accepting them as UTF-8', () => {
    // C0 AF is an overlong "/", ED A0 80 a UTF-16 surrogate: both invalid UTF-8; 0xFF is never Shift_JIS either.
    for (const [bytes, offset] of [
      [[0x41, 0xc0, 0xaf, 0xff], 1],
      [[0x41, 0x42, 0xed, 0xa0, 0x80, 0xff], 2],
    ] as const) {
      const error = importError(() => decodeText(Uint8Array.from(bytes), 'bad.csv'));
      expect(error.issues[0]!.message.en).toContain(`byte ${offset} `);
    }
  });

  it('refuses a file that claims UTF-8 or UTF-16 by its byte order mark but is not', () => {
    expect(importError(() => decodeText(withBom([0xef, 0xbb, 0xbf], Uint8Array.from([0x61, 0xff])), 'a.csv')).issues[0]!.message.en).toMatch(
      /UTF-8 byte order mark but is not valid UTF-8/,
    );
    // A lone high surrogate (D800) in UTF-16LE.
    expect(importError(() => decodeText(withBom([0xff, 0xfe], Uint8Array.from([0x61, 0x00, 0x00, 0xd8, 0x62, 0x00])), 'a.txt')).issues[0]!.message.en).toMatch(
      /UTF-16LE byte order mark but is not valid UTF-16LE/,
    );
  });
});

describe('every encoding imports the same cards', () => {
  const expected = [
    { name: 'ボルシャック・ドラゴン', kinds: ['creature'], cost: 6, subtypes: ['アーマード・ドラゴン'], stats: { civs: ['火'] } },
    { name: 'アクア・サーファー', kinds: ['creature'], cost: 6, subtypes: ['リキッド・ピープル'], stats: { civs: ['水'] } },
  ];
  const cases: [string, Uint8Array][] = [
    ['UTF-8', utf8(JAPANESE_CSV)],
    ['UTF-8 with BOM', withBom([0xef, 0xbb, 0xbf], utf8(JAPANESE_CSV))],
    ['UTF-16LE with BOM', utf16le(JAPANESE_CSV)],
    ['Shift_JIS', JAPANESE_CSV_SHIFT_JIS],
  ];
  it.each(cases)('%s', (_label, bytes) => {
    const parsed = parseText('dm', 'my-cards.csv', bytes);
    expect(parsed.format).toBe('csv');
    expect(parsed.cards.map(({ name, kinds, cost, subtypes, stats }) => ({ name, kinds, cost, subtypes, stats }))).toEqual(expected);
  });

  it('a BOM does not end up in the first header (the "名前" column is still found)', () => {
    const parsed = parseText('dm', 'bom.csv', withBom([0xef, 0xbb, 0xbf], utf8('名前,種類\nテスト,呪文\n')));
    expect(parsed.cards[0]!.name).toBe('テスト');
  });

  it('an undecodable file fails the whole import with the byte offset', () => {
    const error = importError(() => parseText('dm', 'latin1.csv', Uint8Array.from(Buffer.from('name,kind\nCafé,creature\n', 'latin1'))));
    expect(error).toBeInstanceOf(ImportError);
    expect(error.issues[0]!.message.en).toMatch(/byte 13 /);
  });
});
