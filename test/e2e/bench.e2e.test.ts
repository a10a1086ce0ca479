/**
 * The editor and playtest-table benchmarks of `npm run bench` at their smallest: Chromium types, adds, removes and opens against the
 * web bridge over a database of generated DM cards, and every figure comes out beside its baseline in the documented
 * shape. A check that no longer finds what it waits for (the markup changed) fails here with the state it waited for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { generatedCards, writeGeneratedCards } from '../bench/cards';
import { editorBenchmarks } from '../bench/editor';
import { tableBenchmarks } from '../bench/table';
import { expectBenchLines } from '../helpers/bench-lines';
import { copyPackedDatabase } from '../helpers/packed';

const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-e2e-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the editor benchmarks', () => {
  it('time keystrokes, scrolling, edits and opening the editor in Chromium, each beside its baseline', { timeout: 180_000 }, async () => {
    const database = copyPackedDatabase(join(dir, 'generated.db'));
    const db = openDatabase({ path: database });
    try {
      writeGeneratedCards(db.sql, generatedCards(2000));
    } finally {
      db.close();
    }
    const lines: string[] = [];
    await editorBenchmarks(0.02, (result) => lines.push(JSON.stringify(result)), { database, generated: 2000 });
    const names = expectBenchLines(lines);
    expect(names.every((name) => name.startsWith('editor: '))).toBe(true);
    for (const expected of [
      /^editor: keystroke to rendered results ranked by relevance, 1\d,\d{3} DM cards .* p50/,
      /^editor: keystroke to rendered results ranked by relevance, 1\d,\d{3} DM cards .* p95 \(goal p95 ≤ 100 ms/,
      /^editor: keystroke to rendered results ranked by relevance, FaB pool, .* p95/,
      /^editor: add a card to a 40-card deck .* p95 \(goal p95 ≤ 50 ms/,
      /^editor: remove it again .* p95/,
      /^editor: open the app on #\/decks\/<id> .* \(goal ≤ 1500 ms/,
      /^editor: scroll the card list through all 1\d,\d{3} results .* p95/,
      /^editor: scroll the card grid through all 1\d,\d{3} results .* worst/,
    ]) {
      expect(names.filter((name) => expected.test(name)), String(expected)).toHaveLength(1);
    }
  });

  it('time an action on a crowded playtest table and opening it, each beside its baseline', { timeout: 180_000 }, async () => {
    const lines: string[] = [];
    await tableBenchmarks(0.02, (result) => lines.push(JSON.stringify(result)));
    const names = expectBenchLines(lines);
    for (const expected of [
      /^table: click to tap a card .* p95 \(goal p95 ≤ 16 ms/,
      /^table: double-click the deck to draw to the painted hand, .* p95 \(goal p95 ≤ 16 ms/,
      /^table: double-click the deck to draw to the drawn card painted face up .* p95/,
      /^table: open #\/table\/<id>\/0 .* \(goal ≤ 1000 ms/,
    ]) {
      expect(names.filter((name) => expected.test(name)), String(expected)).toHaveLength(1);
    }
  });
});
