/**
 * A card CSV of a few MB through runImportJob as the import worker runs it, read in small pieces so that quoted
 * multi-line fields, CRLFs and UTF-8 characters straddle them: every row lands as written, in batches once the
 * file is read, the `{ name, base64 }` form reads the same, and a bad row near the end leaves the database exactly
 * as it was.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../api/contract';
import { runImportJob, type ImportFileJob } from '../../api/services/import-job';
import { MAX_ISSUES } from '../../db/importers/issues';
import { openDatabase, type AppDatabase } from '../../db/open';
import { cardCsvRow, writeCardCsv } from '../helpers/card-csv';

/** A prime, so that the pieces fall at ever different places in the rows. */
const CHUNK_BYTES = 4093;
const FIRST = '2026-11-22T09:00:00.000Z';
const LATER = '2026-12-01T09:00:00.000Z';
const SLOW = 120_000;
const KIND_IDS: Record<string, string> = { 動物: 'animal', 縄張り: 'turf', 道具: 'tool', 場面: 'scene', 特技: 'skill' };

let dir: string;
let rows: number;
const databases: AppDatabase[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deck-dojo-large-import-'));
  rows = writeCardCsv(join(dir, 'cards.csv'), 2.5 * 1024 * 1024);
});
afterAll(() => {
  for (const db of databases) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function database(name: string): AppDatabase {
  const db = openDatabase({ path: join(dir, name) });
  databases.push(db);
  return db;
}

function runImport(db: AppDatabase, file: ImportFileJob, now = FIRST) {
  const progress: ImportProgress[] = [];
  const outcome = runImportJob(db.sql, { importId: 'large', game: 'acg', files: [file], now }, (event) => progress.push(event), { chunkBytes: CHUNK_BYTES });
  return { outcome, progress };
}

/** The imported cards with what the template CSV fills, by key. */
function cards(db: AppDatabase) {
  return db.sql
    .prepare(
      `SELECT c.card_key, c.name, c.reading, c.kinds, c.subtypes, c.cost, c.power, c.stats, c.text_ja, c.zone, c.updated_at,
         p.set_code, p.number, p.rarity
       FROM cards c JOIN printings p ON p.card_id = c.id WHERE c.game = 'acg' ORDER BY c.card_key`,
    )
    .all() as Record<string, string | number>[];
}

describe('a card CSV of a few MB, read in 4 KB pieces', () => {
  let db: AppDatabase;

  it('lands every row as written, reporting progress while the file is read', { timeout: SLOW }, () => {
    db = database('first.db');
    const { outcome, progress } = runImport(db, { path: join(dir, 'cards.csv') });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(rows).toBeGreaterThan(4000);
    expect(outcome.summaries[0]).toMatchObject({ format: 'csv', source: 'csv:cards.csv', cards: rows, created: rows, updated: 0 });
    const stored = cards(db);
    expect(stored).toHaveLength(rows);
    for (const card of stored) {
      const n = Number(String(card.card_key).slice(5));
      const row = cardCsvRow(n);
      expect(card, `row ${n}`).toEqual({
        card_key: row.カードID,
        name: row.名前,
        reading: row.よみ,
        kinds: JSON.stringify([KIND_IDS[row.種類]]),
        subtypes: JSON.stringify(row.種族.split('|')),
        cost: Number(row.コスト),
        power: Number(row.パワー),
        stats: JSON.stringify({ def: Number(row.防御力), ...(row.条件 ? { condition: row.条件 } : {}) }),
        text_ja: row.テキスト,
        zone: row.区分 === '予備デッキ' ? 'reserve' : 'basic',
        updated_at: FIRST,
        set_code: row.セット,
        number: row.カード番号,
        rarity: row.レアリティ,
      });
    }
    // Nothing is written before the whole file is read and checked; then the cards go in batches (each a short
    // transaction), the count growing to the whole.
    const read = progress.findIndex((event) => event.phase === 'reading' && event.done === 1);
    expect(progress.findIndex((event) => event.phase === 'writing')).toBeGreaterThan(read);
    const writing = progress.filter((event) => event.phase === 'writing');
    expect(writing.length).toBeGreaterThanOrEqual(Math.floor(rows / 100));
    expect(writing.every((event, index) => event.total === rows && event.done > (writing[index - 1]?.done ?? 0))).toBe(true);
    expect(writing.at(-1)).toMatchObject({ done: rows, total: rows });
    expect(progress.at(-1)?.phase).toBe('done');
  });

  it('reads the same from the base64 the app sends, decoded a piece at a time', { timeout: SLOW }, () => {
    const other = database('base64.db');
    const base64 = readFileSync(join(dir, 'cards.csv')).toString('base64');
    const { outcome } = runImport(other, { name: 'cards.csv', base64 });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(cards(other)).toEqual(cards(db));
    const source = `SELECT name, version, card_count FROM data_sources WHERE game = 'acg'`;
    expect(other.sql.prepare(source).all()).toEqual(db.sql.prepare(source).all());
  });

  it('changes nothing when a row near the end is bad: the rows before it wait in temp storage, unwritten', { timeout: SLOW }, () => {
    const before = {
      sources: db.sql.prepare('SELECT * FROM data_sources ORDER BY id').all(),
      cards: db.sql.prepare('SELECT count(*) AS n FROM cards').get(),
      tags: db.sql.prepare('SELECT count(*) AS n FROM card_tags').get(),
      search: db.sql.prepare('SELECT count(*) AS n FROM card_search').get(),
    };
    // Every card's text revised, a few cards more, and one bad kind near the end.
    const bad = rows - 5;
    writeCardCsv(join(dir, 'revised.csv'), 2.6 * 1024 * 1024, (row, n) => ({ ...row, テキスト: `${row.テキスト}（改訂）`, 種類: n === bad ? 'ドラゴン' : row.種類 }));
    const { outcome, progress } = runImport(db, { path: join(dir, 'revised.csv') }, LATER);
    if (outcome.ok || outcome.code !== 'IMPORT_FAILED') throw new Error('the import was not refused as IMPORT_FAILED');
    // Row n starts on line 2 + 3n: each row's text spans three lines.
    expect(outcome.issues).toEqual([
      { line: 2 + 3 * bad, column: '種類', message: expect.stringMatching(/^"ドラゴン" is not a acg card kind/), text: { en: outcome.issues[0]!.message, ja: expect.stringMatching(/^「ドラゴン」はアニマルカードゲームのカードの種類ではありません。/) } },
    ]);
    expect(outcome.message).toBe(`${join(dir, 'revised.csv')}: line ${2 + 3 * bad}, column "種類": ${outcome.issues[0]!.message}; nothing was imported`);
    expect(progress.some((event) => event.phase === 'writing')).toBe(false);
    expect(progress.at(-1)?.phase).toBe('failed');
    expect(db.sql.prepare(`SELECT count(*) AS n FROM cards WHERE updated_at = ? OR text_ja LIKE '%（改訂）'`).get(LATER)).toEqual({ n: 0 });
    expect({
      sources: db.sql.prepare('SELECT * FROM data_sources ORDER BY id').all(),
      cards: db.sql.prepare('SELECT count(*) AS n FROM cards').get(),
      tags: db.sql.prepare('SELECT count(*) AS n FROM card_tags').get(),
      search: db.sql.prepare('SELECT count(*) AS n FROM card_search').get(),
    }).toEqual(before);
  });

  it(`lists the first ${MAX_ISSUES} problems of a file with one in every row, and says how many there are`, { timeout: SLOW }, () => {
    const count = writeCardCsv(join(dir, 'broken.csv'), 400 * 1024, (row) => ({ ...row, 防御力: '高い' }));
    const { outcome } = runImport(db, { path: join(dir, 'broken.csv') });
    if (outcome.ok || outcome.code !== 'IMPORT_FAILED') throw new Error('the import was not refused as IMPORT_FAILED');
    expect(count).toBeGreaterThan(MAX_ISSUES);
    expect(outcome.issues).toHaveLength(MAX_ISSUES);
    expect(outcome.issues[0]).toEqual({ line: 2, column: '防御力', message: 'must be a whole number, got "高い"', text: { en: 'must be a whole number, got "高い"', ja: '整数ではありません（"高い"）' } });
    expect(outcome.message).toBe(`${join(dir, 'broken.csv')}: ${count} problems, first: line 2, column "防御力": must be a whole number, got "高い" (the first ${MAX_ISSUES} of ${count} are listed); nothing was imported`);
    expect(outcome.text.ja).toBe(`${join(dir, 'broken.csv')}：問題が${count}件あります。最初は2行目、列「防御力」：整数ではありません（"高い"）（${count}件のうち最初の${MAX_ISSUES}件を挙げます）`);
  });
});
