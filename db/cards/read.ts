/** Reading cards back: rows to the shapes the API returns. */
import type { Database } from 'better-sqlite3';
import type { RegulationEntry, RegulationStatus } from '../../engine/deck/types';
import type { GameId } from '../../engine/games/id';
import { CARD_COLUMNS, type CardRow } from '../search/run';
import type { CardRecord } from './record';
import { writeTransaction } from '../write';

type Json = Record<string, unknown>;
const list = (json: string) => JSON.parse(json) as string[];

/** A stored card in the shape search results list it (the API's CardSummary). */
export function toSummary(row: CardRow & { image?: string | null }) {
  return {
    key: row.card_key,
    name: row.name,
    nameJa: row.name_ja,
    nameEn: row.name_en,
    reading: row.reading,
    kinds: list(row.kinds),
    subtypes: list(row.subtypes),
    keywords: list(row.keywords),
    flags: list(row.flags),
    cost: row.cost,
    costText: row.cost_text,
    power: row.power,
    powerText: row.power_text,
    stats: JSON.parse(row.stats) as Json,
    zone: row.zone,
    copyLimit: row.copy_limit,
    aliasOf: row.alias_of,
    custom: row.is_custom === 1,
    image: row.image ?? null,
  };
}

/** Cards by key, in the order asked; keys the database lacks are left out. */
export function readCardSummaries(sql: Database, game: GameId, keys: readonly string[]) {
  const rows = sql
    .prepare(`SELECT ${CARD_COLUMNS}, c.image FROM cards c WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?))`)
    .all(game, JSON.stringify(keys)) as (CardRow & { image: string | null })[];
  const byKey = new Map(rows.map((row) => [row.card_key, row]));
  return keys.flatMap((key) => (byKey.has(key) ? [toSummary(byKey.get(key)!)] : []));
}

/** The faces of the cards with several, by key: each face's name, kinds, subtypes, keywords, cost, power and stats. */
export function readCardFaces(sql: Database, game: GameId, keys: readonly string[]) {
  const rows = sql
    .prepare(
      `SELECT c.card_key, f.name, f.kinds, f.subtypes, f.keywords, f.cost, f.power, f.stats FROM card_faces f JOIN cards c ON c.id = f.card_id
       WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?)) ORDER BY c.card_key, f.face_index`,
    )
    .all(game, JSON.stringify(keys)) as { card_key: string; name: string; kinds: string; subtypes: string; keywords: string; cost: number | null; power: number | null; stats: string }[];
  const faces = new Map<string, { name: string; kinds: string[]; subtypes: string[]; keywords: string[]; cost: number | null; power: number | null; stats: Json }[]>();
  for (const row of rows) {
    const face = { name: row.name, kinds: list(row.kinds), subtypes: list(row.subtypes), keywords: list(row.keywords), cost: row.cost, power: row.power, stats: JSON.parse(row.stats) as Json };
    faces.set(row.card_key, [...(faces.get(row.card_key) ?? []), face]);
  }
  return faces;
}

export function readCardDetail(sql: Database, game: GameId, key: string) {
  const row = sql
    .prepare(`SELECT ${CARD_COLUMNS}, c.image, s.name AS source_name, s.version AS source_version, s.imported_at AS source_imported_at
              FROM cards c LEFT JOIN data_sources s ON s.id = c.source_id WHERE c.game = ? AND c.card_key = ?`)
    .get(game, key) as (CardRow & { image: string | null; source_name: string | null; source_version: string | null; source_imported_at: string | null }) | undefined;
  if (!row) return undefined;
  const faces = sql
    .prepare('SELECT name, kinds, subtypes, keywords, cost, cost_text, power, power_text, stats, text_ja, text_en FROM card_faces WHERE card_id = ? ORDER BY face_index')
    .all(row.id) as { name: string; kinds: string; subtypes: string; keywords: string; cost: number | null; cost_text: string | null; power: number | null; power_text: string | null; stats: string; text_ja: string | null; text_en: string | null }[];
  const printings = sql
    .prepare('SELECT set_code, set_name, number, rarity, image FROM printings WHERE card_id = ? ORDER BY set_code, number')
    .all(row.id) as { set_code: string; set_name: string | null; number: string; rarity: string | null; image: string | null }[];
  return {
    ...toSummary(row),
    text: row.text_ja,
    textEn: row.text_en,
    formats: list(row.formats),
    faces: faces.map((face) => ({
      name: face.name,
      kinds: list(face.kinds),
      subtypes: list(face.subtypes),
      keywords: list(face.keywords),
      cost: face.cost,
      costText: face.cost_text,
      power: face.power,
      powerText: face.power_text,
      stats: JSON.parse(face.stats) as Json,
      text: face.text_ja,
      textEn: face.text_en,
    })),
    printings: printings.map((p) => ({ set: p.set_code, setName: p.set_name, number: p.number, rarity: p.rarity, image: p.image })),
    regulations: readRegulations(sql, game, { cardId: row.id }),
    source: row.source_name ? { name: row.source_name, version: row.source_version!, importedAt: row.source_imported_at! } : null,
  };
}

export function readRegulations(sql: Database, game: GameId, filter: { cardId?: number; format?: string } = {}) {
  const rows = sql
    .prepare(
      `SELECT r.format, r.card_name, c.card_key, r.card_key AS list_key, r.status, r.limit_count, r.pair_group, r.since, r.until FROM regulations r
       LEFT JOIN cards c ON c.id = r.card_id
       WHERE r.game = ? AND (? IS NULL OR r.card_id = ?) AND (? IS NULL OR r.format = ?)
       ORDER BY r.format, r.status, r.card_name`,
    )
    .all(game, filter.cardId ?? null, filter.cardId ?? null, filter.format ?? null, filter.format ?? null) as {
    format: string; card_name: string; card_key: string | null; list_key: string | null; status: RegulationStatus; limit_count: number | null; pair_group: string | null; since: string | null; until: string | null;
  }[];
  return rows.map((r) => ({ format: r.format, cardName: r.card_name, cardKey: r.card_key, listKey: r.list_key, status: r.status, limit: r.limit_count, pair: r.pair_group, since: r.since, until: r.until }));
}

/**
 * A format's list as the deck check reads it (DM 100.2 殿堂): an entry the list names by key is that card; one it
 * names by name is the card the name resolved to, under that card's name (陰陽の舞 is 陰陽の舞（ミステリー・ヒッポ）),
 * or its own name while no card has it.
 */
export function regulationEntries(sql: Database, game: GameId, format: string): RegulationEntry[] {
  const rows = sql
    .prepare(
      `SELECT r.card_name, r.card_key, c.name AS resolved, r.status, r.limit_count, r.pair_group, r.since, r.until FROM regulations r
       LEFT JOIN cards c ON c.id = r.card_id WHERE r.game = ? AND r.format = ? ORDER BY r.status, r.card_name`,
    )
    .all(game, format) as { card_name: string; card_key: string | null; resolved: string | null; status: RegulationStatus; limit_count: number | null; pair_group: string | null; since: string | null; until: string | null }[];
  return rows.map((r) => ({
    name: r.card_key === null ? (r.resolved ?? r.card_name) : r.card_name,
    key: r.card_key,
    status: r.status,
    limit: r.limit_count,
    pair: r.pair_group,
    since: r.since,
    until: r.until,
  }));
}

/** The regulation lists (formats) the card data holds for a game. */
export function regulationFormats(sql: Database, game: GameId): string[] {
  return (sql.prepare('SELECT DISTINCT format FROM regulations WHERE game = ? ORDER BY format').all(game) as { format: string }[]).map((row) => row.format);
}

/** The data sources, with how many of each one's cards have a rules text (whether a game's cards can be read). */
export function listSources(sql: Database, game?: GameId) {
  const rows = sql
    .prepare(
      `SELECT game, name, version, description, imported_at, card_count,
              (SELECT COUNT(*) FROM cards c WHERE c.source_id = s.id AND (c.text_ja IS NOT NULL OR c.text_en IS NOT NULL)) AS with_text
         FROM data_sources s WHERE ? IS NULL OR game = ? ORDER BY game, name`,
    )
    .all(game ?? null, game ?? null) as { game: GameId; name: string; version: string; description: string | null; imported_at: string; card_count: number; with_text: number }[];
  return rows.map((r) => ({ game: r.game, name: r.name, version: r.version, description: r.description, importedAt: r.imported_at, cardCount: r.card_count, withText: r.with_text }));
}

/** Deletes one of the player's own cards; imported cards are never deleted this way. */
export function deleteCustomCard(sql: Database, game: GameId, key: string): boolean {
  return writeTransaction(sql, () => {
    const row = sql.prepare('SELECT id, source_id AS source FROM cards WHERE game = ? AND card_key = ? AND is_custom = 1').get(game, key) as
      | { id: number; source: number | null }
      | undefined;
    if (!row) return false;
    // A trigger removes its search rows too; the source's count of cards goes down with it.
    sql.prepare('DELETE FROM cards WHERE id = ?').run(row.id);
    sql.prepare('UPDATE data_sources SET card_count = (SELECT COUNT(*) FROM cards WHERE source_id = ?) WHERE id = ?').run(row.source, row.source);
    return true;
  })();
}

export function isImportedCard(sql: Database, game: GameId, key: string): boolean {
  return sql.prepare('SELECT 1 FROM cards WHERE game = ? AND card_key = ? AND is_custom = 0').get(game, key) !== undefined;
}

/** The player's own cards of a game as the records they were saved as, in the order they were made (their export). */
export function readCustomRecords(sql: Database, game: GameId): CardRecord[] {
  const keys = sql.prepare('SELECT card_key FROM cards WHERE game = ? AND is_custom = 1 ORDER BY id').pluck().all(game) as string[];
  return keys.map((key) => {
    const card = readCardDetail(sql, game, key)!;
    return {
      key: card.key, name: card.name, nameEn: card.nameEn, nameJa: null, reading: card.reading, kinds: card.kinds, subtypes: card.subtypes,
      keywords: card.keywords, cost: card.cost, costText: card.costText, power: card.power, powerText: card.powerText,
      stats: card.stats as CardRecord['stats'], text: card.text, textEn: card.textEn, zone: card.zone, copyLimit: card.copyLimit,
      aliasOf: card.aliasOf, flags: card.flags, formats: card.formats, faces: [], printings: card.printings, image: card.image,
    };
  });
}
