/**
 * Fuzzing the card importers (fast-check): every CSV and JSON shape `parseImport` reads — fab-cube cards and legality
 * lists, the DM datasets (modern, classic, English, printings, 殿堂), Deck Dojo card packs and the generic card and
 * regulation CSVs — from the first records of the real files of test/fixtures/data damaged in many ways, in every
 * encoding a player saves, and from random bytes. A file is parsed whole or refused with an ImportError whose issues name their place in the file;
 * and through the API into a database, a refused file changes nothing in it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../api/backend';
import type { Response } from '../../api/contract';
import { findGame, games } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { recordingLogger } from '../../test/helpers/backend';
import { ensure, fuzzOptions, lineCount, mutated, randomText, repeated, shown } from '../../test/helpers/fuzz';
import { dataPath, inLanguage, readData, type IssueIn } from '../../test/helpers/importers';
import { openDatabase } from '../open';
import { decodeText } from './decode';
import { parseImport } from '.';
import { ImportError, type ImportIssue } from './issues';

/** The bundled ACG sample pack: a Deck Dojo card pack. */
const SAMPLE_ACG = fileURLToPath(new URL('../packs/sample-acg.json', import.meta.url));

interface Seed {
  file: string;
  game: GameId;
  text: string;
}

/** The header and first `count` records of a CSV (quoted line breaks kept inside their record). */
function firstRecords(text: string, count: number): string {
  let quoted = false;
  let records = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '\n' && !quoted && ++records > count) return text.slice(0, i + 1);
  }
  return text;
}

const csv = (file: string, game: GameId, records = 4): Seed => ({ file, game, text: firstRecords(readData(file).toString('utf8'), records) });

/** A JSON file cut to its first items (`list` names the array inside an object file). */
function json(file: string, game: GameId, items = 3, list?: string): Seed {
  const data = JSON.parse(readFileSync(file.startsWith('/') ? file : dataPath(file), 'utf8')) as unknown;
  const cut = list ? { ...(data as Record<string, unknown>), [list]: ((data as Record<string, unknown[]>)[list] ?? []).slice(0, items) } : (data as unknown[]).slice(0, items);
  return { file, game, text: JSON.stringify(cut, null, 1) };
}

/** The generic card CSV of the README's template, written from the bundled ACG sample cards. */
function genericCsv(): Seed {
  const pack = JSON.parse(readFileSync(SAMPLE_ACG, 'utf8')) as { cards: Record<string, unknown>[] };
  const quote = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  const rows = pack.cards.slice(0, 4).map((card) => [card.key, card.name, (card.kinds as string[]).join('|'), card.cost, card.power, (card.stats as { def: number }).def, card.zone, card.copyLimit ?? '', card.text].map(quote).join(','));
  return { file: 'mine.csv', game: 'acg', text: ['key,name,kind,cost,power,def,zone,copy_limit,text', ...rows].join('\r\n') };
}

const SEEDS: Seed[] = ([
  csv('fab/cards.csv', 'fab'),
  csv('fab/upstream/card.csv', 'fab', 3),
  csv('fab/upstream/banned-cc.csv', 'fab'),
  csv('fab/upstream/living-legend-blitz.csv', 'fab'),
  csv('dm/printings_ja.csv', 'dm'),
  csv('dm/en/wiki_all_cards_en.csv', 'dm'),
  json('fab/cards.json', 'fab', 2),
  json('dm/cards_ja_modern.json', 'dm'),
  json('dm/classic/cards_classic_ja.json', 'dm'),
  json('dm/en/cards_tcg_en.json', 'dm', 3, 'cards'),
  json('dm/regulation_current.json', 'dm', 6, 'entries'),
  json('dm/classic/hall_of_fame.json', 'dm', 6),
  json(SAMPLE_ACG, 'acg', 3, 'cards'),
  genericCsv(),
  { file: 'regulations.csv', game: 'dm', text: 'name,status,since,format\nボルシャック・ドラゴン,殿堂入り,2004-03-15,standard\nアクア・サーファー,プレミアム殿堂,,standard\n' },
] satisfies Seed[]).map((seed): Seed => ({ ...seed, file: seed.file.split('/').at(-1)! }));

/** How a player's file reaches the importer: its text in one of the encodings players save, or bytes damaged after. */
type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le';
function encode(text: string, encoding: Encoding): Uint8Array {
  if (encoding === 'utf-16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return Buffer.from(encoding === 'utf-8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

interface Input {
  file: string;
  game: GameId;
  bytes: Uint8Array;
}

const encodings = fc.constantFrom<Encoding>('utf-8', 'utf-8', 'utf-8', 'utf-8-bom', 'utf-16le');
/** Now and then the file goes to another game than its own. */
const gameFor = (own: GameId) => fc.oneof({ arbitrary: fc.constant(own), weight: 4 }, fc.constantFrom(...games.map((game) => game.id)));
const byteDamage = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 });

const damagedRealFiles: fc.Arbitrary<Input> = fc.constantFrom(...SEEDS).chain((seed) =>
  fc.record({
    file: fc.constant(seed.file),
    game: gameFor(seed.game),
    text: mutated([seed.text]),
    encoding: encodings,
    damage: byteDamage,
  }).map(({ file, game, text, encoding, damage }) => {
    const bytes = encode(text, encoding);
    for (const [at, value] of damage) if (bytes.length > 0) bytes[at % bytes.length] = value;
    return { file, game, bytes };
  }),
);

const randomFiles: fc.Arbitrary<Input> = fc.record({
  file: fc.constantFrom('cards.csv', 'cards.json', 'banned-cc.csv', 'upload'),
  game: fc.constantFrom(...games.map((game) => game.id)),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    // Nesting deeper than files have, and CSV headers of hundreds of columns (each one checked against the template).
    fc.oneof(randomText, repeated(['[', '{"cards":['], 3000), repeated(['"', ',', '\n', '\r', 'a,', '\t'], 300)).map((text) => encode(text, 'utf-8')),
  ),
});

/** The largest list in a JSON file's first two levels: a JSON issue's `line` is the 1-based index of an item. */
function longestList(data: unknown): number {
  const lists = [data, ...(typeof data === 'object' && data !== null ? Object.values(data) : [])].filter(Array.isArray);
  return Math.max(0, ...lists.map((list) => list.length));
}

/** Where issues of this file may point: lines of a CSV, or items of a JSON file, or lines and characters of broken JSON. */
function placeCheck(input: Input): (issue: ImportIssue) => string | null {
  let text: string;
  try {
    text = decodeText(input.bytes, input.file).text;
  } catch {
    return (issue) => (issue.line === undefined ? null : 'an undecodable file has no lines');
  }
  const lines = text.split('\n');
  const inLine = (issue: ImportIssue, last: number) =>
    issue.line === undefined || (Number.isInteger(issue.line) && issue.line >= 1 && issue.line <= last) ? null : `line ${issue.line} is not in 1…${last}`;
  if (!(input.file.endsWith('.json') || /^\s*[[{]/.test(text))) return (issue) => inLine(issue, lineCount(text));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return (issue) => {
      const character = issue.position;
      if (issue.line === undefined || character === undefined) return 'a JSON syntax error names no line and character';
      const length = lines[issue.line - 1]?.length;
      return length === undefined || character > length + 1 ? `line ${issue.line}, character ${character} is not in the file` : null;
    };
  }
  return (issue) => inLine(issue, longestList(data));
}

/** A reason with its English and a Japanese of its own (kana or kanji), not the English again. */
const inBothLanguages = (reason: { en: string; ja: string } | undefined) => reason !== undefined && reason.en !== '' && /[\u3040-\u30ff\u4e00-\u9fff]/u.test(reason.ja) && reason.ja !== reason.en;

/** What every parse must satisfy: a whole parse, or an ImportError whose issues name where they are and say why in both languages. */
function checkImport(input: Input): void {
  const label = () => `${input.game} ${input.file} ${shown(input.bytes)}`;
  try {
    parseImport({ file: input.file, bytes: input.bytes, vocabulary: findGame(input.game)! });
  } catch (error) {
    if (!(error instanceof ImportError)) throw new Error(`${label()} threw ${String(error)}`, { cause: error });
    ensure(error.issues.length > 0, () => `${label()}: an ImportError without issues`);
    const problem = placeCheck(input);
    for (const issue of error.issues) {
      const where = problem(issue);
      ensure(where === null, () => `${label()}: ${JSON.stringify(issue)}: ${where}`);
      // A problem of the whole file (its encoding, its shape) stands alone; one of a row or item names it.
      ensure(issue.line !== undefined || issue.column !== undefined || error.issues.length === 1, () => `${label()}: ${JSON.stringify(issue)} names no place`);
      ensure(inBothLanguages(issue.message), () => `${label()}: ${JSON.stringify(issue)} does not say why in both languages`);
    }
  }
}

/** Every table's rows, hashed: what a refused import must leave exactly as it was. */
function contents(sql: Database): string {
  const hash = createHash('sha256');
  const tables = sql.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  for (const table of tables) hash.update(`${table}\n${JSON.stringify(sql.prepare(`SELECT * FROM "${table}"`).raw().all())}\n`);
  return hash.digest('hex');
}

/** Imports through the API write to a database: fewer runs, each one hashing the whole database twice. */
const DATABASE_RUNS = 400;

describe('card importers under fuzzing', () => {
  it('parse or refuse damaged real card files, naming the line, item or column of each problem', () => {
    fc.assert(fc.property(damagedRealFiles, checkImport), fuzzOptions(0x1a01));
  }, 60_000);

  it('parse or refuse random bytes and text', () => {
    fc.assert(fc.property(randomFiles, checkImport), fuzzOptions(0x1a02));
  }, 60_000);

  describe('into a database through cards.import', () => {
    const db = openDatabase({ path: ':memory:' });
    afterAll(() => db.close());
    const log = recordingLogger();
    const backend = createBackend({ db, host: 'cli', clock: { now: () => new Date('2026-11-22T09:00:00Z') }, log });

    it('imports a file whole, or refuses it with IMPORT_FAILED and leaves every table as it was', async () => {
      let refused = 0;
      // The database as the last import left it: only an import that lands may change it.
      let before = contents(db.sql);
      await fc.assert(
        fc.asyncProperty(fc.oneof({ arbitrary: damagedRealFiles, weight: 4 }, randomFiles), async (input) => {
          const label = () => `${input.game} ${input.file} ${shown(input.bytes)}`;
          const file = { name: input.file, base64: Buffer.from(input.bytes).toString('base64') };
          const response = (await backend.invoke('cards.import', { game: input.game, file })) as Response<'cards.import'>;
          const after = contents(db.sql);
          if (response.ok) {
            before = after;
            return;
          }
          refused++;
          ensure(response.error.code === 'IMPORT_FAILED', () => `${label()}: ${response.error.code} ${response.error.message} ${String(log.entries.at(-1)?.error)}`);
          ensure(after === before, () => `${label()}: refused (${response.error.message}), but the database changed`);
          ensure(inBothLanguages(response.error.text) && (response.error.issues ?? []).every((issue) => inBothLanguages(issue.text)), () => `${label()}: ${JSON.stringify(response.error)} does not say why in both languages`);
        }),
        fuzzOptions(0x1a03, DATABASE_RUNS),
      );
      // Both sides were reached: files that import, and files refused after a good part of them was read.
      expect(refused).toBeGreaterThan(DATABASE_RUNS / 10);
      expect(db.sql.prepare('SELECT COUNT(*) FROM cards').pluck().get()).toBeGreaterThan(0);
    }, 120_000);
  });

  describe('what the fuzzing found', () => {
    const issuesOf = (file: string, game: GameId, text: string): IssueIn[] => {
      try {
        parseImport({ file, bytes: Buffer.from(text, 'utf8'), vocabulary: findGame(game)! });
      } catch (error) {
        if (error instanceof ImportError) return inLanguage(error.issues);
        throw error;
      }
      throw new Error(`expected ${file} to be refused`);
    };

    it('names the line and character of JSON nested past the call stack (the error finder recursed, and gave no place)', () => {
      expect(issuesOf('cards.json', 'dm', '['.repeat(20_000))).toEqual([
        { line: 1, position: 20001, message: 'is not valid JSON: Unexpected end of JSON input' },
      ]);
    });

    it('refuses numbers the database cannot store as whole numbers, naming line and column (the write failed: INTERNAL)', () => {
      // fab-cube's card.csv with one pitch past 2^53: SQLite would keep it as REAL, which cards.pitch refuses.
      const upstream = firstRecords(readData('fab/upstream/card.csv').toString('utf8'), 1);
      const header = upstream.slice(0, upstream.indexOf('\n'));
      const pitch = header.split('\t').indexOf('Pitch');
      const huge = upstream.slice(header.length + 1).split('\t').map((value, index) => (index === pitch ? '99999999999999999999' : value)).join('\t');
      expect(issuesOf('card.csv', 'fab', `${header}\n${huge}`)).toEqual([
        { line: 2, column: 'pitch', message: `must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, got 100000000000000000000` },
      ]);
      const pack = (card: object) => JSON.stringify({ format: 'deck-dojo-cards', version: 1, game: 'acg', source: { name: 'mine', version: '1' }, cards: [{ key: 'k', name: 'A', kinds: ['animal'], ...card }] });
      expect(issuesOf('pack.json', 'acg', pack({ stats: { def: 1.5 } }))).toEqual([{ line: 1, column: 'def', message: expect.stringContaining('got 1.5') }]);
      expect(issuesOf('pack.json', 'acg', pack({ cost: 1e20, stats: { def: 'x' } })).map((issue) => issue.column)).toEqual(['cost', 'def']);
      expect(issuesOf('mine.csv', 'dm', 'name,status,limit\nA,limited,99999999999999999999\n')).toContainEqual({ line: 2, column: 'limit', message: 'must be a whole number, got "99999999999999999999"' });
    });
  });
});
