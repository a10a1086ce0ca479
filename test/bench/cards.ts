/**
 * Card database benchmarks: search latency (p50/p95) over the shipped pools and over a generated 100,000-card
 * database, each beside a naive LIKE scan; "did you mean" for typos beside the edit distance to every name; the FaB
 * pool import; the first-open pack load; and backups of the shipped database (./backups.ts).
 */
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import { runImportJob } from '../../api/services/import-job';
import { openAppDatabase } from '../../api/services/database';
import { PACKS_DIR, readManifest, readPack } from '../../db/bundled-packs';
import { backupBenchmarks } from './backups';
import type { CardRecord } from '../../db/cards/record';
import { writeCards } from '../../db/cards/write';
import { openDatabase } from '../../db/open';
import { fold } from '../../db/cards/fold';
import { MAX_SUGGESTIONS, nameDistance } from '../../db/search/relevance';
import { searchCards } from '../../db/search/run';
import { findGame } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { benchResult, type BenchResult } from './harness';

/** Milliseconds of each call, `runs` times after a warm-up. */
function timings(fn: () => unknown, runs: number): number[] {
  for (let i = 0; i < Math.min(5, runs); i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    out.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return out.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function latency(name: string, subject: () => unknown, baseline: () => unknown, runs: number): BenchResult[] {
  const s = timings(subject, runs);
  const b = timings(baseline, runs);
  return [50, 95].map((p) => {
    const value = percentile(s, p);
    const base = percentile(b, p);
    return benchResult(`${name} p${p} (baseline: LIKE scan)`, value, 'ms', base);
  });
}

interface SearchCase {
  label: string;
  game: GameId;
  query: string;
  /** The same question asked the naive way: LIKE over the stored columns and JSON. */
  naive: { where: string; params: (string | number)[] };
}

const like = (text: string) => `%${text}%`;

function searchCases(game: 'dm' | 'fab'): SearchCase[] {
  if (game === 'fab') {
    return [
      { label: 'fab name', game, query: 'Command and Conquer', naive: { where: `(name LIKE ? AND name LIKE ? AND name LIKE ?)`, params: [like('Command'), like('and'), like('Conquer')] } },
      { label: 'fab field', game, query: 'class:ninja cost<=1', naive: { where: `stats LIKE ? AND cost <= 1`, params: [like('"ninja"')] } },
      { label: 'fab combined', game, query: 'kodachi legal:cc', naive: { where: `name LIKE ? AND formats LIKE ?`, params: [like('Kodachi'), like('"cc"')] } },
    ];
  }
  return [
    { label: 'dm name', game, query: 'ボルシャック', naive: { where: `(name LIKE ? OR text_ja LIKE ?)`, params: [like('ボルシャック'), like('ボルシャック')] } },
    { label: 'dm field', game, query: 'kind:creature civ:火 cost<=3', naive: { where: `kinds LIKE ? AND stats LIKE ? AND cost <= 3`, params: [like('"creature"'), like('"火"')] } },
    { label: 'dm combined', game, query: 'ドラゴン power>=5000 civ:火', naive: { where: `(name LIKE ? OR subtypes LIKE ?) AND power >= 5000 AND stats LIKE ?`, params: [like('ドラゴン'), like('ドラゴン'), like('"火"')] } },
  ];
}

function searchBenchmarks(sql: Database, cases: SearchCase[], where: string, runs: number): BenchResult[] {
  return cases.flatMap((c) => {
    const vocabulary = findGame(c.game)!;
    const naive = sql.prepare(`SELECT id, name FROM cards WHERE game = ? AND ${c.naive.where} ORDER BY name LIMIT 50`);
    const naiveCount = sql.prepare(`SELECT COUNT(*) FROM cards WHERE game = ? AND ${c.naive.where}`);
    return latency(
      `search ${c.label} "${c.query}" ${where}`,
      () => searchCards(sql, { game: c.game, query: c.query, vocabulary, limit: 50 }),
      () => {
        naiveCount.get(c.game, ...c.naive.params);
        return naive.all(c.game, ...c.naive.params);
      },
      runs,
    );
  });
}

/** Typos that find nothing and are offered names (issue 23), per game. */
const TYPOS: Record<'dm' | 'fab', string[]> = { dm: ['ボルシャク', 'ぼるしゃくど'], fab: ['comand and conquer'] };

/**
 * The search of a typo with its "did you mean" names (the trigram filter, then the edit distance on at most a few
 * hundred names), beside the edit distance to every name of the game, nearest five kept: what the filter saves.
 */
function suggestionBenchmarks(sql: Database, game: 'dm' | 'fab', typos: readonly string[], where: string, runs: number): BenchResult[] {
  const vocabulary = findGame(game)!;
  const names = sql.prepare('SELECT s.names FROM card_search s JOIN cards c ON c.id = s.rowid WHERE c.game = ?').pluck();
  return typos.flatMap((typo) => {
    const found = searchCards(sql, { game, query: typo, vocabulary, limit: 50 });
    if (found.total !== 0 || found.suggestions.length === 0) throw new Error(`"${typo}" should find nothing and offer names (${found.total} found)`);
    const typed = [...fold(typo)];
    const s = timings(() => searchCards(sql, { game, query: typo, vocabulary, limit: 50 }), runs);
    const b = timings(() => {
      const measured = (names.all(game) as string[]).map((each) => ({ each, distance: Math.min(...each.split('|').map((name) => nameDistance(typed, [...name]).inside)) }));
      return measured.sort((x, y) => x.distance - y.distance).slice(0, MAX_SUGGESTIONS);
    }, runs);
    return [50, 95].map((p) =>
      benchResult(`search with "did you mean" ${game} "${typo}" ${where} p${p} (baseline: the edit distance to every name)`, percentile(s, p), 'ms', percentile(b, p)),
    );
  });
}

/** A deterministic PRNG (mulberry32): the generated database is the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['ボ', 'ル', 'シャ', 'ック', 'ドラ', 'ゴン', 'ガ', 'イ', 'アー', 'ル', 'ジャ', 'キ', 'ン', 'グ', 'ス', 'ター', 'ナ', 'ミ', 'カ', 'ゼ', 'ロ', 'テ', 'ラ', 'ヴァ', 'リ', 'オ', 'メ', 'ディ', 'ア', 'ソ'];
const KANJI = ['龍', '神', '帝', '王', '炎', '水', '闇', '光', '森', '剣', '鬼', '星', '覚醒', '超', '魔'];
const RACES = ['アーマード・ドラゴン', 'ガーディアン', 'リキッド・ピープル', 'デーモン・コマンド', 'ビーストフォーク', 'ヒューマノイド', 'エンジェル・コマンド', 'サイバーロード', 'ジャイアント', 'ドラゴン・ゾンビ'];
const PHRASES = ['このクリーチャーが出た時', 'カードを1枚引く', '相手のクリーチャーを1体破壊する', 'シールドをブレイクする', 'マナゾーンに置く', '山札をシャッフルする', 'バトルに勝った時', '手札に戻す', 'パワーを+2000する', 'ターンの終わりに'];
const CIVS = ['光', '水', '闇', '火', '自然'];

/** 100,000 DM-like cards: katakana and kanji names, races, civilizations, costs, powers and text. */
export function generatedCards(count: number): CardRecord[] {
  const next = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const name = `${next() < 0.3 ? pick(KANJI) : ''}${Array.from({ length: 3 + Math.floor(next() * 4) }, () => pick(SYLLABLES)).join('')}${next() < 0.4 ? `・${pick(SYLLABLES)}${pick(SYLLABLES)}` : ''}`;
    const creature = next() < 0.7;
    const civs = next() < 0.15 ? [pick(CIVS), pick(CIVS)] : [pick(CIVS)];
    return {
      key: `gen-${i}`,
      name: `${name}${i}`,
      nameEn: null,
      nameJa: null,
      reading: null,
      kinds: [creature ? 'creature' : 'spell'],
      subtypes: creature ? [pick(RACES)] : [],
      keywords: next() < 0.2 ? ['ブロッカー'] : [],
      cost: 1 + Math.floor(next() * 10),
      costText: null,
      power: creature ? 1000 * (1 + Math.floor(next() * 12)) : null,
      powerText: null,
      stats: { civs: [...new Set(civs)], mana: 1 },
      text: Array.from({ length: 2 }, () => pick(PHRASES)).join('。'),
      textEn: null,
      zone: 'main',
      copyLimit: null,
      aliasOf: null,
      flags: [],
      formats: ['standard'],
      faces: [],
      printings: [{ set: `GEN-${i % 300}`, setName: null, number: `GEN-${i % 300} ${i}`, rarity: pick(['C', 'U', 'R', 'VR', 'SR']), image: null }],
      image: null,
    };
  });
}

/** Generated cards written as DM cards of their own source, as the generated database holds them. */
export function writeGeneratedCards(sql: Database, cards: CardRecord[]): void {
  writeCards(sql, { game: 'dm', cardLanguage: 'ja', source: { name: 'bench', version: '1', description: null }, cards, now: new Date() });
}

/**
 * `keepGenerated`: where to leave the generated database when done (the editor benchmarks serve it), instead of
 * deleting it. Returns how many cards were generated.
 */
export async function cardBenchmarks(scale: number, report: (result: BenchResult) => void, keepGenerated?: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-cards-'));
  const runs = Math.max(10, Math.round(200 * scale));
  try {
    // First open: every bundled pack loaded into a new database, beside only reading and checking the packs.
    const firstOpen = join(dir, 'first-open.db');
    let start = process.hrtime.bigint();
    openAppDatabase({ path: firstOpen }).close();
    const loadMs = Number(process.hrtime.bigint() - start) / 1e6;
    start = process.hrtime.bigint();
    for (const entry of readManifest()) readPack(entry, PACKS_DIR);
    const readMs = Number(process.hrtime.bigint() - start) / 1e6;
    report(benchResult('first open: load all bundled packs (baseline: read and check the packs only)', loadMs, 'ms', readMs));

    await backupBenchmarks(firstOpen, scale, report);

    // Searches over the shipped pools.
    const shipped = openDatabase({ path: firstOpen });
    try {
      for (const result of searchBenchmarks(shipped.sql, [...searchCases('dm'), ...searchCases('fab')], 'shipped pools', runs)) report(result);
      for (const game of ['dm', 'fab'] as const) for (const result of suggestionBenchmarks(shipped.sql, game, TYPOS[game], 'shipped pools', runs)) report(result);
    } finally {
      shipped.close();
    }

    // The whole FaB pool through the importer, beside bare inserts of the same rows: the bundled pack, unpacked into
    // a card-pack file as a player would import it (the fab-cube files themselves are not in the repository).
    const fabFile = join(dir, 'fab-pool.json');
    const fabPack = readManifest().find((entry) => entry.game === 'fab')!;
    writeFileSync(fabFile, gunzipSync(readFileSync(join(PACKS_DIR, fabPack.file))));
    const importDb = openDatabase({ path: join(dir, 'import.db') });
    try {
      start = process.hrtime.bigint();
      const outcome = runImportJob(importDb.sql, { importId: 'bench', game: 'fab', now: new Date().toISOString(), files: [{ path: fabFile }] }, () => {});
      const importMs = Number(process.hrtime.bigint() - start) / 1e6;
      if (!outcome.ok) throw new Error(outcome.message);
      const raw = (JSON.parse(readFileSync(fabFile, 'utf8')) as { cards: { key: string; name: string }[] }).cards;
      start = process.hrtime.bigint();
      importDb.sql.exec('CREATE TABLE bare (id TEXT PRIMARY KEY, name TEXT, json TEXT)');
      const insert = importDb.sql.prepare('INSERT INTO bare VALUES (?, ?, ?)');
      importDb.sql.transaction(() => raw.forEach((card) => insert.run(card.key, card.name, JSON.stringify(card))))();
      const bareMs = Number(process.hrtime.bigint() - start) / 1e6;
      report(benchResult(`import the FaB pool, ${raw.length} cards of the bundled pack (baseline: parse + bare inserts)`, importMs, 'ms', bareMs));
    } finally {
      importDb.close();
    }

    // A generated 100,000-card database.
    const count = Math.max(2000, Math.round(100_000 * scale));
    const bigPath = join(dir, 'big.db');
    copyFileSync(firstOpen, bigPath);
    const big = openDatabase({ path: bigPath });
    try {
      big.sql.prepare(`DELETE FROM cards WHERE game = 'dm'`).run();
      const cards = generatedCards(count);
      start = process.hrtime.bigint();
      writeGeneratedCards(big.sql, cards);
      const writeMs = Number(process.hrtime.bigint() - start) / 1e6;
      start = process.hrtime.bigint();
      big.sql.exec('CREATE TABLE bare (id TEXT PRIMARY KEY, name TEXT, json TEXT)');
      const bare = big.sql.prepare('INSERT INTO bare VALUES (?, ?, ?)');
      big.sql.transaction(() => cards.forEach((card) => bare.run(card.key, card.name, JSON.stringify(card))))();
      const bareMs = Number(process.hrtime.bigint() - start) / 1e6;
      // The editor benchmarks serve this database, and every host refuses a file with a table Deck Dojo does not make.
      big.sql.exec('DROP TABLE bare');
      report(benchResult(`write ${count} generated cards, per card (baseline: bare inserts of the same records)`, writeMs / count, 'ms', bareMs / count));
      for (const result of searchBenchmarks(big.sql, searchCases('dm'), `${count} generated cards`, runs)) report(result);
      // A generated name with its fourth character dropped: the name it was is one edit away.
      const named = cards.find((card) => card.name.length >= 9)!;
      const typo = [...named.name].toSpliced(3, 1).join('');
      for (const result of suggestionBenchmarks(big.sql, 'dm', [typo], `${count} generated cards`, runs)) report(result);
    } finally {
      big.close();
    }
    if (keepGenerated) renameSync(bigPath, keepGenerated);
    return count;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
