/**
 * The card packs that ship inside Deck Dojo (db/packs/, built by db/packs/build.ts). A new database is filled
 * from them on first open; a pack whose version is already recorded is skipped, so opening again costs a
 * manifest read.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import type { GameId } from '../engine/games/id';
import { CardPackSchema, type CardPack } from './cards/record';
import { writeCards } from './cards/write';

/** Beside this module: db/packs/ in source, out/main/packs/ in the bundled main process. */
export const PACKS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'packs');

export interface PackManifestEntry {
  file: string;
  game: GameId;
  source: string;
  version: string;
  cards: number;
  regulations: number;
}

export function readManifest(dir = PACKS_DIR): PackManifestEntry[] {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as PackManifestEntry[];
}

export function readPack(entry: PackManifestEntry, dir = PACKS_DIR): CardPack {
  const raw = readFileSync(join(dir, entry.file));
  const text = (entry.file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const result = v.safeParse(CardPackSchema, JSON.parse(text));
  if (!result.success) throw new Error(`bundled pack ${entry.file} is damaged: ${v.summarize(result.issues)}`);
  return result.output;
}

export interface LoadPacksOptions {
  cardLanguage(game: GameId): 'ja' | 'en';
  now: Date;
  dir?: string;
  /** Load only these pack files (tests that need one small pack). */
  only?: readonly string[];
  onProgress?: (pack: PackManifestEntry, done: number, total: number) => void;
}

/** Loads every bundled pack this database does not hold at its current version. Returns the packs loaded. */
export function loadBundledPacks(sql: Database, options: LoadPacksOptions): PackManifestEntry[] {
  const loaded: PackManifestEntry[] = [];
  const recorded = sql.prepare('SELECT version FROM data_sources WHERE game = ? AND name = ?');
  for (const entry of readManifest(options.dir)) {
    if (options.only && !options.only.includes(entry.file)) continue;
    const current = recorded.get(entry.game, entry.source) as { version: string } | undefined;
    if (current?.version === entry.version) continue;
    const pack = readPack(entry, options.dir);
    const formats = [...new Set(pack.regulations.map((r) => r.format))];
    writeCards(sql, {
      game: entry.game,
      cardLanguage: options.cardLanguage(entry.game),
      source: { name: entry.source, version: entry.version, description: pack.source.description ?? null },
      cards: pack.cards,
      regulations: pack.regulations,
      // A pack is the authority for every list of the formats it carries.
      regulationScope: formats.flatMap((format) => (['banned', 'restricted', 'limited', 'suspended', 'living_legend', 'banned_pair'] as const).map((status) => ({ format, status }))),
      now: options.now,
      onProgress: options.onProgress && ((done, total) => options.onProgress!(entry, done, total)),
    });
    loaded.push(entry);
  }
  return loaded;
}
