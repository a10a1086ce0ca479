/**
 * Reading a file in pieces: the CSV reader, the text decoder and parseImportStream give what the whole-file
 * readers give wherever the pieces are cut (inside a quoted field, between a doubled quote, between CR and LF,
 * inside a UTF-8 character), a card CSV's cards come out in batches while it is read and none after a problem,
 * and a file with a problem in every row keeps only the first problems.
 */
import { describe, expect, it } from 'vitest';
import { cardCsvRow, CARD_CSV_HEADERS, csvLine } from '../../test/helpers/card-csv';
import { game, importError, importIssues, inLanguage } from '../../test/helpers/importers';
import type { CardRecord } from '../cards/record';
import { CsvReader, parseCsv } from './csv';
import { decodeText, TextStreamDecoder } from './decode';
import { parseImport, parseImportStream } from '.';
import { MAX_ISSUES } from './issues';
import type { ImportFormat } from './types';

/** `whole` cut at `at` and every `step` after. */
function cut<T extends { length: number; slice(start: number, end?: number): T }>(whole: T, step: number, at = step): T[] {
  const pieces: T[] = [whole.slice(0, at)];
  for (let start = at; start < whole.length; start += step) pieces.push(whole.slice(start, start + step));
  return pieces;
}

function readPieces(pieces: string[], file = 'x.csv') {
  const reader = new CsvReader(file);
  const rows = pieces.flatMap((piece) => reader.push(piece));
  rows.push(...reader.end());
  reader.ragged.throwIfAny(file);
  return { headers: reader.headers, rows, delimiter: reader.delimiter };
}

const TRICKY = 'name,text,n\r\n"A, B","say ""hi""\r\nand go",1\r\nC,plain,2\r\r\n"""",x""y,3\n\n,\n"tail ""quoted""\nlines","",4';

describe('CsvReader', () => {
  it('reads the same table as parseCsv wherever the text is cut, down to one character at a time', () => {
    const whole = parseCsv(TRICKY, 'x.csv');
    expect(whole.rows.map((row) => row.line)).toEqual([2, 4, 6, 9]);
    for (let at = 0; at <= TRICKY.length; at++) {
      for (const step of [1, 2, 3, 7]) expect(readPieces(cut(TRICKY, step, at)), `cut at ${at}, then every ${step}`).toEqual(whole);
    }
  });

  it('tells a tab-separated file by its first line even when that line comes in several pieces', () => {
    const text = 'Name\tText\tCost\nA, B\t"x,\ny"\t1\n';
    expect(readPieces(cut(text, 2)).delimiter).toBe('\t');
    expect(readPieces(cut(text, 2))).toEqual(parseCsv(text, 'x.tsv'));
  });

  it('refuses a quoted field never closed and an empty file, as parseCsv does', () => {
    expect(importIssues(() => readPieces(cut('a,b\n1,2\n3,"never\nclosed\n', 3)))).toEqual([{ line: 3, message: 'a quoted field is never closed' }]);
    expect(importIssues(() => readPieces(cut('\r\n\r\n,,\n', 1)))).toEqual([{ message: 'is empty' }]);
  });
});

/** Decodes bytes handed over in pieces of `step`, the last one marked as such. */
function decodePieces(bytes: Uint8Array, step: number): { text: string; encoding: string | null } {
  const decoder = new TextStreamDecoder('x.csv');
  const pieces = cut(bytes, step);
  const text = pieces.map((piece, index) => decoder.decode(piece, index === pieces.length - 1)).join('');
  return { text, encoding: decoder.encoding };
}

describe('TextStreamDecoder', () => {
  // Past the first 64 KiB, which are read whole to tell the encoding.
  const japanese = 'カードID,名前,テキスト\r\n'.repeat(4000) + '𠮷-1,月夜のキツネ,"【登場時】カードを1枚引く。"\r\n'.repeat(10);

  it('decodes UTF-8, UTF-8 and UTF-16 with a byte order mark, cut inside characters and pairs, as decodeText does', () => {
    expect(Buffer.byteLength(japanese)).toBeGreaterThan(64 * 1024);
    for (const bytes of [
      Buffer.from(japanese),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(japanese)]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(japanese, 'utf16le')]),
    ]) {
      for (const step of [1, 2, 3, 5]) expect(decodePieces(bytes, step)).toEqual(decodeText(bytes, 'x.csv'));
    }
  });

  it('tells Shift_JIS from the first 64 KiB, and reads on as Shift_JIS when those were plain ASCII', () => {
    // 名前 in Shift_JIS (Node has no Shift_JIS encoder; the bytes are written out).
    const sjisName = Buffer.from('96bc914f', 'hex');
    const early = Buffer.concat([Buffer.from('key,name\n'), sjisName, Buffer.from(',x\n')]);
    expect(decodePieces(early, 3)).toEqual({ text: 'key,name\n名前,x\n', encoding: 'shift_jis' });
    const ascii = 'key,name\n'.repeat(10_000);
    const late = Buffer.concat([Buffer.from(ascii), sjisName, Buffer.from(',x\n')]);
    expect(late.indexOf(sjisName)).toBeGreaterThan(64 * 1024);
    expect(decodePieces(late, 4096)).toEqual({ text: `${ascii}名前,x\n`, encoding: 'shift_jis' });
  });

  it('refuses a UTF-8 file broken past the first 64 KiB, naming the byte offset in the whole file', () => {
    const text = 'カード,テキスト\r\n'.repeat(5000);
    const bytes = Buffer.concat([Buffer.from(text), Buffer.from([0x41, 0xff, 0x0a])]);
    const offset = Buffer.byteLength(text) + 1;
    expect(offset).toBeGreaterThan(64 * 1024);
    const error = importError(() => decodePieces(bytes, 1000));
    expect(inLanguage(error.issues)).toEqual([{ message: `is neither UTF-8 nor Shift_JIS text (byte ${offset} is not valid UTF-8); save it as UTF-8 and try again` }]);
    expect(importError(() => decodeText(bytes, 'x.csv')).issues).toEqual(error.issues);
  });
});

/** An ACG card CSV of generated rows (quoted multi-line text with doubled quotes), with `change` applied. */
function acgCsv(rows: number, change: (row: ReturnType<typeof cardCsvRow>, n: number) => ReturnType<typeof cardCsvRow> = (row) => row): Buffer {
  const lines = [csvLine(CARD_CSV_HEADERS)];
  for (let n = 0; n < rows; n++) {
    const row = change(cardCsvRow(n), n);
    lines.push(csvLine(CARD_CSV_HEADERS.map((header) => row[header])));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function streamed(bytes: Uint8Array, step: number, format?: ImportFormat) {
  const batches: CardRecord[][] = [];
  const sources: string[] = [];
  const run = () =>
    parseImportStream({
      file: 'big.csv',
      vocabulary: game('acg'),
      format,
      chunks: cut(bytes, step),
      onCards: (cards, source) => {
        batches.push(cards);
        sources.push(source.name);
      },
    });
  return { run, batches, sources };
}

describe('parseImportStream', () => {
  it('hands out a card CSV in batches while reading it, the same cards parseImport reads from the whole file', () => {
    const bytes = acgCsv(1200);
    const whole = parseImport({ file: 'big.csv', bytes, vocabulary: game('acg') });
    expect(whole.cards).toHaveLength(1200);
    const { run, batches, sources } = streamed(bytes, 997);
    const parsed = run();
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(new Set(sources)).toEqual(new Set(['csv:big.csv']));
    expect(batches.flat()).toEqual(whole.cards);
    expect(parsed).toEqual({ ...whole, cards: [] });
    // Row 7's text: three lines, LF-separated, its doubled quotes read as one.
    expect(whole.cards[7]).toMatchObject({ key: 'AC02-000007', name: '砂漠のキツネ7', kinds: ['animal'], text: cardCsvRow(7).テキスト, stats: { def: 2 } });
    expect(whole.cards[7]!.text).toContain('相手の場に"縄張り"がない');
  });

  it('hands out nothing once a row is bad, and names every bad row with its line and column', () => {
    // Row n sits on line 2 + 3n: each row's text spans three lines.
    const bytes = acgCsv(1200, (row, n) => (n === 1100 ? { ...row, 種類: 'ドラゴン' } : n === 1150 ? { ...row, 防御力: '強い' } : row));
    const { run, batches } = streamed(bytes, 4093);
    const error = importError(run);
    expect(inLanguage(error.issues)).toEqual([
      { line: 2 + 3 * 1100, column: '種類', message: '"ドラゴン" is not a acg card kind; use animal, turf, tool, scene, skill, territory, token' },
      { line: 2 + 3 * 1150, column: '防御力', message: 'must be a whole number, got "強い"' },
    ]);
    // The first two batches came before the bad row; the third held it and was kept back.
    expect(batches.map((batch) => batch.length)).toEqual([500, 500]);
  });

  it('hands out nothing of a file asked to be read as another format', () => {
    const { run, batches } = streamed(acgCsv(600), 1000, 'fab-cube');
    expect(importIssues(run)).toEqual([{ message: 'is not fab-cube data; it reads as csv' }]);
    expect(batches).toEqual([]);
  });

  it(`keeps the first ${MAX_ISSUES} problems of a file with one in every row, and counts them all`, () => {
    const bytes = acgCsv(3000, (row) => ({ ...row, コスト: '', 防御力: 'x' }));
    const error = importError(streamed(bytes, 65536).run);
    expect(error.total).toBe(3000);
    expect(error.issues).toHaveLength(MAX_ISSUES);
    expect(error.issues.map((issue) => issue.line)).toEqual(Array.from({ length: MAX_ISSUES }, (_, n) => 2 + 3 * n));
    expect(error.message).toBe(`big.csv: 3000 problems, first: line 2, column "防御力": must be a whole number, got "x"`);
  });
});
