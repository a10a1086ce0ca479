/**
 * Imports end to end: the real files parsed and written into a real database file by runImportJob (parse + write
 * in one transaction), one after another as a player would bring them. Checks what lands in the tables, that a
 * re-import updates in place, that a pack without text keeps the text an earlier import brought, and that a failed
 * import leaves every table exactly as it was. imports.test.ts runs these cases on the excerpts in
 * test/fixtures/data, imports.reference.test.ts on the full files; `n` holds the figures of the data at hand.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress, ImportSummary } from '../../api/contract';
import { runImportJob, type ImportFileJob, type ImportOutcome } from '../../api/services/import-job';
import { nameKey } from '../../db/cards/names';
import { writeCards } from '../../db/cards/write';
import type { CardRecord } from '../../db/cards/record';
import { parseImport } from '../../db/importers';
import { openDatabase, type AppDatabase } from '../../db/open';
import type { GameId } from '../../engine/games/id';
import type { DataFolder } from '../helpers/data-folder';
import { game } from '../helpers/importers';

const NOW = '2026-11-22T09:00:00.000Z';
/** Writing a big real file takes a second or two; allow for a busy two-core machine. */
const SLOW = 60_000;

/** A database file in its own folder, kept for a whole describe block (useTempDir clears after each test). */
function openTempDatabase(): { db: AppDatabase; dir: string; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-imports-'));
  const db = openDatabase({ path: join(dir, 'deck-dojo.db') });
  return { db, dir, close: () => (db.close(), rmSync(dir, { recursive: true, force: true })) };
}

let jobs = 0;
/** One import job (one or more files) as the API runs it; progress events are kept. */
function runImport(sql: Database, id: GameId, files: (string | ImportFileJob)[]): { outcome: ImportOutcome; progress: ImportProgress[] } {
  const progress: ImportProgress[] = [];
  const outcome = runImportJob(
    sql,
    { importId: `test-${++jobs}`, game: id, files: files.map((file) => (typeof file === 'string' ? { path: file } : file)), now: NOW },
    (event) => progress.push(event),
  );
  return { outcome, progress };
}

/** Imports a file that must import; returns its summary. */
function imported(sql: Database, id: GameId, file: string): ImportSummary {
  const { outcome } = runImport(sql, id, [file]);
  if (!outcome.ok) throw new Error(`import failed: ${outcome.message}`);
  expect(outcome.summaries).toHaveLength(1);
  return outcome.summaries[0]!;
}

/** Every table an import writes, as row counts and content hashes (so a failure says which table changed). */
const TABLES = {
  data_sources: 'SELECT * FROM data_sources ORDER BY id',
  cards: 'SELECT * FROM cards ORDER BY id',
  card_faces: 'SELECT * FROM card_faces ORDER BY card_id, face_index',
  printings: 'SELECT * FROM printings ORDER BY id',
  card_tags: 'SELECT * FROM card_tags ORDER BY tag, card_id',
  regulations: 'SELECT * FROM regulations ORDER BY id',
  card_search: 'SELECT rowid, * FROM card_search ORDER BY rowid',
} as const;
type Dump = Record<string, { rows: number; sha: string }>;
function dump(sql: Database): Dump {
  const out: Dump = {};
  const queries: Record<string, string> = { ...TABLES };
  // The search-term index, where the schema has one.
  if (sql.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'card_terms'").get()) queries.card_terms = 'SELECT rowid, * FROM card_terms ORDER BY rowid';
  for (const [table, query] of Object.entries(queries)) {
    const hash = createHash('sha256');
    let rows = 0;
    for (const row of sql.prepare(query).raw().iterate()) {
      hash.update(JSON.stringify(row));
      rows++;
    }
    out[table] = { rows, sha: hash.digest('hex') };
  }
  return out;
}

const count = (sql: Database, query: string, ...params: unknown[]) => (sql.prepare(query).get(...params) as { n: number }).n;
const idsByKey = (sql: Database, id: GameId) =>
  new Map((sql.prepare('SELECT card_key, id FROM cards WHERE game = ?').all(id) as { card_key: string; id: number }[]).map((row) => [row.card_key, row.id]));
interface CardRow {
  id: number;
  card_key: string;
  name: string;
  name_ja: string | null;
  kinds: string;
  zone: string | null;
  cost: number | null;
  power: number | null;
  stats: string;
  text_ja: string | null;
  text_en: string | null;
  image: string | null;
  source_id: number;
}
const card = (sql: Database, id: GameId, key: string) => sql.prepare('SELECT * FROM cards WHERE game = ? AND card_key = ?').get(id, key) as CardRow | undefined;
const sourceName = (sql: Database, id: number) => (sql.prepare('SELECT name FROM data_sources WHERE id = ?').get(id) as { name: string }).name;
const tagsOf = (sql: Database, cardId: number) => (sql.prepare('SELECT tag FROM card_tags WHERE card_id = ? ORDER BY tag').all(cardId) as { tag: string }[]).map((row) => row.tag);
const regulationsOf = (sql: Database, cardName: string) =>
  sql.prepare('SELECT r.format, r.status, r.since, r.pair_group AS pair, c.card_key AS card FROM regulations r LEFT JOIN cards c ON c.id = r.card_id WHERE r.card_name = ? ORDER BY r.format, r.status').all(cardName);

/** The figures of the data imported. */
export interface ImportFigures {
  /** Entries of the modern DM list, and the physical cards they make. */
  modernEntries: number;
  modernCards: number;
  /** Classic DM cards: those whose name a modern card has already (updated), the others (created). */
  classicUpdated: number;
  classicCreated: number;
  englishCards: number;
  /** Cards with Japanese rules text: every classic card that has one. */
  japaneseTexts: number;
  /** Fewer set-list names than this name no card, fewer printings than this are added. */
  namesSkipped: number;
  printingsAdded: number;
  fabCards: number;
  /** FaB regulations by list (`format/status`). */
  fabLists: Record<string, number>;
}

/** Registers the cases over the files of `data`. */
export function importCases(data: DataFolder, n: ImportFigures): void {
  const dataPath = (relative: string): string => data.path(relative);
  const fabRegulations = Object.values(n.fabLists).reduce((sum, count) => sum + count, 0);

  describe('Duel Masters: every real file into one database, in the order a player might bring them', () => {
    let temp: ReturnType<typeof openTempDatabase>;
    let sql: Database;
    const summary: Record<string, ImportSummary> = {};
    const unresolvedAfter: Record<string, string[]> = {};
    const unresolvedNames = () => (sql.prepare("SELECT card_name FROM regulations WHERE game = 'dm' AND card_id IS NULL ORDER BY card_name").all() as { card_name: string }[]).map((r) => r.card_name);

    beforeAll(() => {
      temp = openTempDatabase();
      sql = temp.db.sql;
      // The 殿堂 list first, before there is any card for it to name.
      summary.regulation = imported(sql, 'dm', dataPath('dm/regulation_current.json'));
      summary.modern = imported(sql, 'dm', dataPath('dm/cards_ja_modern.json'));
      unresolvedAfter.modern = unresolvedNames();
      summary.classic = imported(sql, 'dm', dataPath('dm/classic/cards_classic_ja.json'));
      unresolvedAfter.classic = unresolvedNames();
      summary.printings = imported(sql, 'dm', dataPath('dm/printings_ja.csv'));
      summary.hallOfFame = imported(sql, 'dm', dataPath('dm/classic/hall_of_fame.json'));
      summary.english = imported(sql, 'dm', dataPath('dm/en/cards_tcg_en.json'));
    }, SLOW);
    afterAll(() => temp.close());

    it('creates one card per physical card, and the classic list fills existing cards instead of adding twins', () => {
      expect(summary.modern).toMatchObject({ format: 'dm-modern', source: 'dm-modern', cards: n.modernCards, created: n.modernCards, updated: 0 });
      // Classic names that are modern cards already are updated; only the others are new.
      const classicCards = n.classicCreated + n.classicUpdated;
      expect(summary.classic).toMatchObject({ format: 'dm-classic', cards: classicCards, created: n.classicCreated, updated: n.classicUpdated });
      expect(summary.english).toMatchObject({ format: 'dm-en', cards: n.englishCards, created: n.englishCards, updated: 0 });
      expect(count(sql, "SELECT COUNT(*) AS n FROM cards WHERE game = 'dm'")).toBe(n.modernCards + n.classicCreated + n.englishCards);
      // No Japanese card twice (English cards keep their own en: keys, even where a Japanese card has an English name).
      expect(count(sql, "SELECT COUNT(*) AS n FROM (SELECT name FROM cards WHERE game = 'dm' AND card_key NOT LIKE 'en:%' GROUP BY name HAVING COUNT(*) > 1)")).toBe(0);
      expect(count(sql, 'SELECT COUNT(*) AS n FROM card_search')).toBe(count(sql, 'SELECT COUNT(*) AS n FROM cards'));
    });

    it('stores a psychic pair as one card with two faces, found by either name', () => {
      const april = card(sql, 'dm', '時空の銃姫エイプリル')!;
      expect(april).toMatchObject({ name: '時空の銃姫エイプリル', name_ja: '時空の銃姫エイプリル', zone: 'hyperspace', cost: 5, power: 5000 });
      expect(JSON.parse(april.kinds)).toEqual(['creature', 'psychic']);
      expect(card(sql, 'dm', '鎮魂の覚醒者デス・エイプリル')).toBeUndefined();
      expect(sql.prepare('SELECT face_index, name, cost, power FROM card_faces WHERE card_id = ? ORDER BY face_index').all(april.id)).toEqual([
        { face_index: 0, name: '時空の銃姫エイプリル', cost: 5, power: 5000 },
        { face_index: 1, name: '鎮魂の覚醒者デス・エイプリル', cost: 10, power: 8000 },
      ]);
      expect(tagsOf(sql, april.id)).toEqual(expect.arrayContaining(['kind:creature', 'kind:psychic', 'zone:hyperspace', 'is:dfc', 'stat:civs:闇', 'set:dm36']));
      // The back face's name is searchable (trigram full-text search over folded names).
      const found = sql.prepare("SELECT rowid FROM card_search WHERE card_search MATCH ?").all('"ですえいぷりる"') as { rowid: number }[];
      expect(found.map((row) => row.rowid)).toContain(april.id);
    });

    it('fills Japanese text from the classic list into the modern card, keeping what only the modern list knew', () => {
      const gure = card(sql, 'dm', '天空の守護者グラン・ギューレ')!;
      expect(gure.text_ja).toMatch(/^ブロッカー\(相手クリーチャーが攻撃するとき/);
      expect(sourceName(sql, gure.source_id)).toBe('dm-classic');
      // The modern list's image and mana number stay (the classic list has neither).
      expect(gure.image).toBe('https://dm.takaratomy.co.jp/wp-content/card/cardimage/dm01-001.jpg');
      expect(JSON.parse(gure.stats)).toMatchObject({ mana: 1, civs: ['光'] });
      // A card only the modern list has keeps no text: its text is a Chinese fan translation, not imported.
      expect(card(sql, 'dm', '時空の銃姫エイプリル')!.text_ja).toBeNull();
      // Every classic card with text has it, and no other card does.
      expect(count(sql, "SELECT COUNT(*) AS n FROM cards WHERE game = 'dm' AND text_ja IS NOT NULL")).toBe(n.japaneseTexts);
      // Each source's card count follows its cards: the classic list took over the cards it updated.
      const counts = sql.prepare(`SELECT s.card_count AS listed, (SELECT COUNT(*) FROM cards c WHERE c.source_id = s.id) AS actual FROM data_sources s WHERE s.game = 'dm'`).all() as { listed: number; actual: number }[];
      expect(counts.length).toBeGreaterThan(1);
      for (const row of counts) expect(row.listed).toBe(row.actual);
    });

    it('adds set-list printings to cards by name and counts the names it has no card for', () => {
      expect(summary.printings).toMatchObject({ format: 'dm-modern', source: 'dm-printings', cards: 0, created: 0, updated: 0 });
      const april = card(sql, 'dm', '時空の銃姫エイプリル')!;
      expect(sql.prepare('SELECT set_code, set_name, number, rarity FROM printings WHERE card_id = ? ORDER BY number').all(april.id)).toEqual([
        { set_code: 'DM-36', set_name: 'サイキック・ショック', number: 'DM-36 53a/110 DM36', rarity: 'UC' },
        { set_code: 'DMX-03', set_name: 'デッキビルダーDX エイリアン・エディション', number: 'DMX-03 DMX03 17a/42', rarity: 'UC' },
      ]);
      // Every name it passed over names no card (nor, once its reading is cut, a card's name); every other name got
      // all its printings.
      const parsed = parseImport({ file: 'printings_ja.csv', bytes: data.bytes('dm/printings_ja.csv'), vocabulary: game('dm') }).printingsByName!;
      const skipped = new Set(summary.printings!.printingsSkipped);
      expect(skipped.size).toBe(summary.printings!.printingsSkipped.length);
      expect(skipped.size).toBeGreaterThan(n.namesSkipped);
      const cardsByName = new Map<string, number[]>();
      // (Checked against the Japanese cards: the English ones arrived after the set list.)
      for (const row of sql.prepare("SELECT id, name FROM cards WHERE game = 'dm' AND card_key NOT LIKE 'en:%'").all() as { id: number; name: string }[]) {
        for (const name of new Set([row.name, nameKey(row.name)])) cardsByName.set(name, [...(cardsByName.get(name) ?? []), row.id]);
      }
      const numbersOf = sql.prepare('SELECT number FROM printings WHERE card_id = ?').pluck();
      const wrong: string[] = [];
      for (const [name, printings] of parsed) {
        const ids = cardsByName.get(name) ?? cardsByName.get(nameKey(name));
        if (skipped.has(name)) {
          if (ids) wrong.push(`${name}: skipped, but card ${ids.join(', ')} has that name`);
          continue;
        }
        if (!ids) wrong.push(`${name}: not skipped, but no card has that name`);
        for (const id of ids ?? []) {
          const stored = new Set(numbersOf.all(id) as string[]);
          for (const printing of printings) if (!stored.has(printing.number)) wrong.push(`${name}: ${printing.number} missing`);
        }
      }
      expect(wrong).toEqual([]);
      expect([...skipped].every((name) => parsed.has(name))).toBe(true);
      expect(summary.printings!.printingsAdded).toBeGreaterThan(n.printingsAdded);
      expect(count(sql, "SELECT COUNT(*) AS n FROM printings WHERE set_code LIKE 'NET-%'")).toBe(0);
    }, SLOW);

    it('resolves a 殿堂 list imported before its cards once they arrive, by exact name, by name without reading, or by the other face', () => {
      expect(summary.regulation).toMatchObject({ format: 'dm-modern', source: 'hall-of-fame:standard', regulations: 129 });
      expect(summary.regulation!.unresolvedRegulations).toHaveLength(129);
      // Four names are not in the modern card list at all (data README); everything else found its card.
      expect(unresolvedAfter.modern).toEqual(['MEGATOON・ドッカンデイヤー', 'ドリル・スコール', 'マリゴルドⅢ', '我竜塔第一層 セイント・キャッスル'].sort());
      // The classic list brings ドリル・スコール.
      expect(unresolvedAfter.classic).toEqual(['MEGATOON・ドッカンデイヤー', 'マリゴルドⅢ', '我竜塔第一層 セイント・キャッスル'].sort());
      expect(regulationsOf(sql, '陰陽の舞')).toEqual([{ format: 'standard', status: 'restricted', since: expect.any(String), pair: null, card: '陰陽の舞（ミステリー・ヒッポ）' }]);
      expect(regulationsOf(sql, '蒼き覚醒 ドギラゴンX')).toEqual([{ format: 'standard', status: 'restricted', since: null, pair: null, card: '轟く覚醒 レッドゾーン・バスター' }]);
      // (エメラル is on the classic list too, which came later.)
      expect(regulationsOf(sql, 'エメラル')).toEqual([
        { format: 'classic', status: 'restricted', since: '2004-03-15', pair: null, card: 'エメラル' },
        { format: 'standard', status: 'restricted', since: '2004-03-15', pair: null, card: 'エメラル' },
      ]);
      expect(regulationsOf(sql, '未来王龍 モモキングJO')).toEqual([
        { format: 'standard', status: 'banned_pair', since: '2022-08-15', pair: '禁断英雄 モモキングダムX + 未来王龍 モモキングJO', card: '未来王龍 モモキングJO' },
      ]);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE game = 'dm' AND format = 'standard'")).toBe(129);
    });

    it('keeps the classic hall of fame as its own format, dated', () => {
      expect(summary.hallOfFame).toMatchObject({ format: 'dm-classic', regulations: 26, unresolvedRegulations: [] });
      expect(regulationsOf(sql, '無双竜機ボルバルザーク')).toEqual([
        { format: 'classic', status: 'banned', since: '2006-03-15', pair: null, card: '無双竜機ボルバルザーク' },
        { format: 'standard', status: 'banned', since: '2006-03-15', pair: null, card: '無双竜機ボルバルザーク' },
      ]);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'classic' AND since IS NOT NULL")).toBe(26);
    });

    it('stores English cards apart, with their text as the files have it', () => {
      // The mojibake stays as the file has it (the file is valid UTF-8), in the table and in the search text.
      const queen = card(sql, 'dm', 'en:Admiral Queen')!;
      expect(queen).toMatchObject({ name: 'Admiral Queen', cost: 6, power: 4000, zone: 'main', text_ja: null });
      expect(JSON.parse(queen.kinds)).toEqual(['creature', 'evolutionCreature']);
      expect(queen.text_en).toMatch(/^Evolutionâ€”Put on one of your Splash Queens\.\n/);
      expect(tagsOf(sql, queen.id)).toEqual(expect.arrayContaining(['kind:evolutionCreature', 'is:english', 'sub:splashqueen', 'set:dm15', 'stat:type:evolutioncreature']));
      const bolshack = card(sql, 'dm', 'en:Bolshack Dragon')!;
      expect(bolshack).toMatchObject({ power: 6000, zone: 'main' });
      // Their names are English: no Japanese name is made up for them.
      expect(sql.prepare(`SELECT name_ja, name_en FROM cards WHERE id = ?`).get(bolshack.id)).toEqual({ name_ja: null, name_en: 'Bolshack Dragon' });
      expect(card(sql, 'dm', 'ボルシャック・ドラゴン')!.id).not.toBe(bolshack.id);
    });

    describe('a failed import changes nothing', () => {
      let dir: string;
      /** The tables before any of these imports; each test checks they are still exactly so. */
      let baseline: Dump;
      beforeAll(() => {
        dir = mkdtempSync(join(tmpdir(), 'deck-dojo-broken-'));
        baseline = dump(sql);
      });
      afterEach(() => {
        expect(dump(sql)).toEqual(baseline);
      });
      afterAll(() => rmSync(dir, { recursive: true, force: true }));

      const refused = (files: (string | ImportFileJob)[], id: GameId = 'dm') => {
        const { outcome, progress } = runImport(sql, id, files);
        expect(progress.at(-1)?.phase).toBe('failed');
        expect(progress.some((event) => event.phase === 'writing' || event.phase === 'done')).toBe(false);
        if (outcome.ok || outcome.code !== 'IMPORT_FAILED') throw new Error(`the import was not refused as IMPORT_FAILED: ${JSON.stringify(outcome)}`);
        expect(outcome.code).toBe('IMPORT_FAILED');
        expect(outcome.message).toMatch(/; nothing was imported$/);
        // The reason again in both languages, for the interface to say "nothing was imported" in its own words.
        expect(outcome.message).toBe(`${outcome.text.en}; nothing was imported`);
        expect(outcome.text.ja).toMatch(/^\S+：/);
        return outcome;
      };
      /** An issue's English `message` and its `text` in both languages. */
      const reason = (en: string | RegExp, ja: string | RegExp) => {
        const match = (said: string | RegExp) => (typeof said === 'string' ? said : expect.stringMatching(said));
        return { message: match(en), text: { en: match(en), ja: match(ja) } };
      };

      it('the real set list with one bad row at its end', () => {
        const path = join(dir, 'printings_ja.csv');
        const text = readFileSync(dataPath('dm/printings_ja.csv'), 'utf8');
        writeFileSync(path, `${text},新セット,pack,1/100,時空の銃姫エイプリル,SR\n`);
        const lines = text.split('\n').length;
        expect(refused([path]).issues).toEqual([{ line: lines, column: 'set_code', ...reason('is empty', '空です') }]);
      }, SLOW);

      it('the real modern card list with its last card broken', () => {
        const path = join(dir, 'cards_ja_modern.json');
        const cards = JSON.parse(readFileSync(dataPath('dm/cards_ja_modern.json'), 'utf8')) as { faces: { cost: unknown }[] }[];
        cards.at(-1)!.faces[0]!.cost = 'five';
        writeFileSync(path, JSON.stringify(cards));
        expect(refused([path]).issues).toEqual([{ line: n.modernEntries, column: 'faces[0].cost', ...reason('must be a whole number, got "five"', '整数ではありません（"five"）') }]);
      }, SLOW);

      it('a card CSV whose rows are all good but one', () => {
        const path = join(dir, 'mine.csv');
        writeFileSync(path, '名前,種類,コスト\n新カードA,クリーチャー,3\n新カードB,呪文,2\n新カードC,ドラゴン,4\n新カードD,クリーチャー,5\n');
        expect(refused([path]).issues).toEqual([{ line: 4, column: '種類', ...reason(/^"ドラゴン" is not a dm card kind/, /^「ドラゴン」はデュエル・マスターズのカードの種類ではありません。/) }]);
        expect(card(sql, 'dm', '新カードA')).toBeUndefined();
      });

      it('several files in one job, one of them bad: the good ones are not written either', () => {
        const good = join(dir, 'good.csv');
        writeFileSync(good, 'name,kind\n新カードE,creature\n');
        const bad = join(dir, 'regulation.csv');
        writeFileSync(bad, 'name,status\n新カードE,準殿堂\n');
        expect(refused([good, dataPath('dm/classic/hall_of_fame.json'), bad]).issues).toEqual([
          { line: 2, column: 'status', ...reason(/^"準殿堂" is not a status/, /^「準殿堂」は規制の区分ではありません。/) },
        ]);
      });

      it('FaB data, a wrong --format, a file that is not there, bytes that are not text', () => {
        expect(refused([dataPath('fab/cards.json')]).issues).toEqual([reason('holds fab cards, not dm cards; import it with --game fab', 'デュエル・マスターズではなくFlesh and Bloodのカードです。Flesh and Bloodのカードデータとして取り込んでください')]);
        expect(refused([{ path: dataPath('dm/classic/cards_classic_ja.json'), format: 'dm-modern' }]).issues).toEqual([reason('is not dm-modern data; it reads as dm-classic', 'dm-modern のデータではありません（dm-classic として読めます）')]);
        expect(refused([join(dir, 'missing.csv')]).issues).toEqual([reason('cannot be read: no such file', '読めません（ファイルがありません）')]);
        expect(refused([{ name: 'noise.csv', bytes: Uint8Array.from([0x6e, 0x2c, 0xff, 0xfe, 0x00, 0x81]) }]).issues[0]!.message).toMatch(/byte 2 /);
      });

      it('a write that fails halfway rolls back the cards, printings, tags, search rows and source written before it', () => {
        const good: CardRecord = {
          key: '新カードF', name: '新カードF', nameEn: null, nameJa: null, reading: null, kinds: ['creature'], subtypes: ['テスト'], keywords: [], cost: 1, costText: null,
          power: 1000, powerText: null, stats: { civs: ['火'] }, text: 'テキスト', textEn: null, zone: 'main', copyLimit: null, aliasOf: null, flags: [], formats: [], faces: [],
          printings: [{ set: 'TST', setName: null, number: 'TST 1', rarity: null, image: null }], image: null,
        };
        // The second record has no name, which the cards table refuses (NOT NULL): the first is written by then.
        const broken = { ...good, key: '新カードG', name: null } as unknown as CardRecord;
        expect(() =>
          writeCards(sql, {
            game: 'dm', cardLanguage: 'ja', source: { name: 'half-written', version: '1', description: null }, cards: [good, broken],
            regulations: [{ format: 'standard', name: '新カードF', key: null, status: 'banned', limit: null, pair: null, since: null, until: null }], now: new Date(NOW),
          }),
        ).toThrow(/NOT NULL/);
        expect(count(sql, "SELECT COUNT(*) AS n FROM data_sources WHERE name = 'half-written'")).toBe(0);
      });
    });

    describe('importing again', () => {
      it('the same file again updates every card in place and changes nothing else', () => {
        const before = dump(sql);
        const ids = idsByKey(sql, 'dm');
        const again = imported(sql, 'dm', dataPath('dm/classic/cards_classic_ja.json'));
        expect(again).toMatchObject({ cards: n.classicCreated + n.classicUpdated, created: 0, updated: n.classicCreated + n.classicUpdated });
        expect(idsByKey(sql, 'dm')).toEqual(ids);
        expect(dump(sql)).toEqual(before);
      }, SLOW);

      it('a list without rules text (the modern list) updates the cards but keeps the Japanese text the classic list brought', () => {
        const ids = idsByKey(sql, 'dm');
        const rows = (table: string) => count(sql, `SELECT COUNT(*) AS n FROM ${table}`);
        const sizes = { card_faces: rows('card_faces'), printings: rows('printings'), regulations: rows('regulations'), card_search: rows('card_search') };
        const again = imported(sql, 'dm', dataPath('dm/cards_ja_modern.json'));
        expect(again).toMatchObject({ cards: n.modernCards, created: 0, updated: n.modernCards });
        expect(idsByKey(sql, 'dm')).toEqual(ids);
        expect({ card_faces: rows('card_faces'), printings: rows('printings'), regulations: rows('regulations'), card_search: rows('card_search') }).toEqual(sizes);
        const gure = card(sql, 'dm', '天空の守護者グラン・ギューレ')!;
        expect(sourceName(sql, gure.source_id)).toBe('dm-modern');
        expect(gure.text_ja).toMatch(/^ブロッカー\(相手クリーチャーが攻撃するとき/);
        expect(count(sql, "SELECT COUNT(*) AS n FROM cards WHERE game = 'dm' AND text_ja IS NOT NULL")).toBe(n.japaneseTexts);
        // The text is still searchable.
        const found = sql.prepare('SELECT rowid FROM card_search WHERE card_search MATCH ?').all('"相手ぷれいやーを攻撃できない"') as { rowid: number }[];
        expect(found.map((row) => row.rowid)).toContain(gure.id);
        expect(count(sql, "SELECT COUNT(*) AS n FROM data_sources WHERE game = 'dm' AND name = 'dm-modern'")).toBe(1);
      }, SLOW);
    });
  });

  describe('Flesh and Blood: card data and legality lists', () => {
    let temp: ReturnType<typeof openTempDatabase>;
    let sql: Database;
    let first: ImportSummary;
    // The entries in effect per list; lifted ones are kept beside them with the date they ended.
    const lists = () =>
      Object.fromEntries(
        (sql.prepare("SELECT format || '/' || status AS list, COUNT(*) AS n FROM regulations WHERE game = 'fab' AND until IS NULL GROUP BY list ORDER BY list").all() as { list: string; n: number }[]).map((row) => [row.list, row.n]),
      );
    const FLAG_LISTS = n.fabLists;

    beforeAll(() => {
      temp = openTempDatabase();
      sql = temp.db.sql;
      first = imported(sql, 'fab', dataPath('fab/cards.json'));
    }, SLOW);
    afterAll(() => temp.close());

    it(`imports cards.json: ${n.fabCards} cards with their printings, faces, texts and list flags`, () => {
      expect(first).toMatchObject({ format: 'fab-cube', source: 'fab-cube', cards: n.fabCards, created: n.fabCards, updated: 0, regulations: fabRegulations, unresolvedRegulations: [] });
      expect(count(sql, "SELECT COUNT(*) AS n FROM cards WHERE game = 'fab'")).toBe(n.fabCards);
      expect(lists()).toEqual(FLAG_LISTS);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE game = 'fab' AND (since IS NOT NULL OR card_id IS NULL)")).toBe(0);
      const bravo = card(sql, 'fab', 'PFJnMWQNfr6jMMzJhjB9H')!;
      // FaB's card language is English: the name fills name_en.
      expect(bravo).toMatchObject({ name: 'Bravo, Star of the Show', name_ja: null, zone: 'hero' });
      expect(sql.prepare('SELECT life, intellect FROM cards WHERE id = ?').get(bravo.id)).toEqual({ life: 40, intellect: 4 });
      expect(tagsOf(sql, bravo.id)).toEqual(expect.arrayContaining(['kind:hero', 'format:cc', 'stat:classes:guardian', 'stat:talents:elemental', 'zone:hero']));
      expect(tagsOf(sql, bravo.id)).not.toContain('format:blitz');
      const seeds = card(sql, 'fab', 'f8bDMcqJ78QTCBznWpwwN')!;
      expect((sql.prepare('SELECT name FROM card_faces WHERE card_id = ? ORDER BY face_index').all(seeds.id) as { name: string }[]).map((f) => f.name)).toEqual(['Arcane Seeds', 'Life']);
      expect(count(sql, 'SELECT COUNT(*) AS n FROM printings WHERE card_id = ?', seeds.id)).toBe(3);
    });

    it('a legality list replaces its own list only, and dates the entries', () => {
      const banned = imported(sql, 'fab', dataPath('fab/upstream/banned-cc.csv'));
      expect(banned).toMatchObject({ format: 'fab-cube', source: 'fab-cube:banned-cc', cards: 0, unresolvedRegulations: [] });
      expect(lists()).toEqual(FLAG_LISTS);
      // Every row of the list was written: the bans in effect and the lifted ones, each lifted after it began.
      expect(banned.regulations).toBe(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'cc' AND status = 'banned'"));
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'cc' AND status = 'banned' AND until IS NOT NULL AND until <= since")).toBe(0);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'cc' AND status = 'banned' AND since IS NULL")).toBe(0);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'blitz' AND status = 'banned' AND since IS NOT NULL")).toBe(0);
      expect(regulationsOf(sql, 'Drone of Brutality')).toEqual(
        expect.arrayContaining([{ format: 'cc', status: 'banned', since: '2021-03-26', pair: null, card: '9bQFfTFGQWJFWrcJnfQgz' }]),
      );
    });

    it('a legality list with nothing active any more empties its list', () => {
      const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-fab-'));
      try {
        const path = join(dir, 'suspended-cc.csv');
        writeFileSync(
          path,
          'Unique ID\tCard Unique ID\tCard Name\tCard Pitch\tStatus Active\tDate Announced\tDate In Effect\n' +
            "x\tnwNfL8wPDtKW9jCFktCBL\tAutumn's Touch\t1\tYes\t2022-04-22T00:00:00.000Z\t2022-05-02T00:00:00.000Z\n",
        );
        imported(sql, 'fab', path);
        expect(lists()['cc/suspended']).toBe(1);
        // The real list: every CC suspension has since been lifted.
        const lifted = imported(sql, 'fab', dataPath('fab/upstream/suspended-cc.csv'));
        expect(lists()['cc/suspended']).toBeUndefined();
        // The lifted suspensions replace Autumn's Touch's, each kept with the date it ended.
        expect(lifted.regulations).toBe(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'cc' AND status = 'suspended' AND until IS NOT NULL"));
        expect(lists()).toEqual(FLAG_LISTS);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('cards.json again updates in place and keeps the dates the legality list brought', () => {
      const before = { ids: idsByKey(sql, 'fab'), printings: count(sql, 'SELECT COUNT(*) AS n FROM printings'), faces: count(sql, 'SELECT COUNT(*) AS n FROM card_faces') };
      const again = imported(sql, 'fab', dataPath('fab/cards.json'));
      expect(again).toMatchObject({ cards: n.fabCards, created: 0, updated: n.fabCards });
      expect(idsByKey(sql, 'fab')).toEqual(before.ids);
      expect(count(sql, 'SELECT COUNT(*) AS n FROM printings')).toBe(before.printings);
      expect(count(sql, 'SELECT COUNT(*) AS n FROM card_faces')).toBe(before.faces);
      expect(lists()).toEqual(FLAG_LISTS);
      expect(count(sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'cc' AND status = 'banned' AND since IS NULL")).toBe(0);
    }, SLOW);

    it('the upstream card.csv (no printings, no list flags) updates the cards and leaves printings, texts and lists alone', () => {
      const before = {
        ids: idsByKey(sql, 'fab'),
        printings: count(sql, 'SELECT COUNT(*) AS n FROM printings'),
        texts: sql.prepare("SELECT card_key, text_en FROM cards WHERE game = 'fab' ORDER BY card_key").all(),
        regulations: sql.prepare('SELECT * FROM regulations ORDER BY id').all(),
      };
      const upstream = imported(sql, 'fab', dataPath('fab/upstream/card.csv'));
      expect(upstream).toMatchObject({ format: 'fab-cube', cards: n.fabCards, created: 0, updated: n.fabCards, regulations: 0 });
      expect(idsByKey(sql, 'fab')).toEqual(before.ids);
      expect(count(sql, 'SELECT COUNT(*) AS n FROM printings')).toBe(before.printings);
      expect(sql.prepare("SELECT card_key, text_en FROM cards WHERE game = 'fab' ORDER BY card_key").all()).toEqual(before.texts);
      expect(sql.prepare('SELECT * FROM regulations ORDER BY id').all()).toEqual(before.regulations);
      // The images came with cards.json; the upstream CSV has none and does not erase them.
      expect(card(sql, 'fab', 'PFJnMWQNfr6jMMzJhjB9H')!.image).toBe('https://storage.googleapis.com/fabmaster/media/images/EVR017.width-450.png');
    }, SLOW);
  });

  describe('a list that names an exact card before the card is in the database', () => {
    it('resolves to that card only, by key, when it arrives', () => {
      const { db, close } = openTempDatabase();
      try {
        const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-keyed-'));
        const list = join(dir, 'bans.csv');
        // A house list (a format fab-cube knows nothing of) banning the red Absorb in Aether only, not the
        // yellow and blue cards of the same name.
        writeFileSync(list, 'name,status,since,format,limit,pair,key\nAbsorb in Aether,banned,2026-01-01,house,,,dTKDHwdcrLNPPb6ktczmR\n');
        expect(imported(db.sql, 'fab', list).unresolvedRegulations).toEqual(['Absorb in Aether']);
        imported(db.sql, 'fab', dataPath('fab/cards.json'));
        const rows = db.sql.prepare(`SELECT c.card_key AS key, c.pitch AS pitch FROM regulations r JOIN cards c ON c.id = r.card_id WHERE r.format = 'house'`).all();
        expect(rows).toEqual([{ key: 'dTKDHwdcrLNPPb6ktczmR', pitch: 1 }]);
        expect(count(db.sql, "SELECT COUNT(*) AS n FROM regulations WHERE format = 'house'")).toBe(1);
        rmSync(dir, { recursive: true, force: true });
      } finally {
        close();
      }
    }, SLOW);
  });
}
