/**
 * Writes card records into the database: one transaction per call, cards upserted by (game, key) so a re-import
 * updates in place, and everything derived from a card (search terms, tags) rebuilt from what is stored.
 */
import type { Database } from 'better-sqlite3';
import type { GameId } from '../../engine/games/id';
import type { CardRow } from '../search/run';
import { NUMERIC_TERM_COLUMNS, termToken } from '../search/terms';
import { fold } from './fold';
import { cardFinder, nameKey } from './names';
import type { CardRecord, PrintingRecord, RegulationRecord } from './record';
import { writeTransaction } from '../write';

export interface CardSource {
  name: string;
  version: string;
  description: string | null;
}

export interface RegulationScope {
  format: string;
  status: RegulationRecord['status'];
}

export interface WriteCardsOptions {
  game: GameId;
  /** 'ja' or 'en': which name column the record's `name` fills (the game's card language). */
  cardLanguage: 'ja' | 'en';
  source: CardSource;
  cards: readonly CardRecord[];
  regulations?: readonly RegulationRecord[];
  /**
   * The lists (format + status) this source is the authority for: their current entries are replaced by
   * `regulations` as a whole, so a card dropped from a list is no longer restricted. A date the new list lacks
   * is kept from the entry it replaces.
   */
  regulationScope?: readonly RegulationScope[];
  /** Printings to add to cards already stored, by card name. Names with no card are counted, not errors. */
  printingsByName?: ReadonlyMap<string, readonly PrintingRecord[]>;
  /** The player's own cards: kept apart from imported data. */
  custom?: boolean;
  now: Date;
  onProgress?: (done: number, total: number) => void;
}

/** What one write of card data did: the counts an import reports (api/contract.ts ImportSummary names this). */
export interface WriteSummary {
  created: number;
  updated: number;
  regulations: number;
  /** Regulation entries that name no card in the database yet (kept; they resolve when the card arrives). */
  unresolvedRegulations: string[];
  printingsAdded: number;
  /** Set-list entries (printingsByName) naming cards the database does not have (passed over). */
  printingsSkipped: string[];
}

const PROGRESS_STEP = 250;

/** Where the player's own cards come from: the editor, or a file of them read back (their flag `custom`). */
export const CUSTOM_SOURCE: CardSource = { name: 'custom', version: '1', description: 'カスタムカード / Cards you made' };
export const CUSTOM_FLAG = 'custom';

export function writeCards(sql: Database, options: WriteCardsOptions): WriteSummary {
  return writeTransaction(sql, (): WriteSummary => {
    const writer = openCardWriter(sql, options);
    writer.write(options.cards, options.cards.length + (options.printingsByName?.size ?? 0));
    return writer.finish({ regulations: options.regulations, regulationScope: options.regulationScope, printingsByName: options.printingsByName });
  })();
}

/** What a CardWriter is opened with: the options of writeCards, less the records. */
export type CardWriterOptions = Omit<WriteCardsOptions, 'cards' | 'regulations' | 'regulationScope' | 'printingsByName'>;

export interface CardWriter {
  /** Upserts cards and rebuilds what search reads from them; progress is reported against `total`. */
  write(cards: readonly CardRecord[], total: number): void;
  /**
   * After the last cards: printings by name, regulations, source counts. `source` replaces the one the writer
   * was opened with, for a version known only once the whole file has been read.
   */
  finish(rest: Pick<WriteCardsOptions, 'regulations' | 'regulationScope' | 'printingsByName'> & { source?: CardSource }): WriteSummary;
}

/**
 * writeCards a batch at a time, for cards handed out while their file is still being read: only the batch is in
 * memory. Use it inside a transaction, so that a problem found later in the file leaves nothing written.
 */
export function openCardWriter(sql: Database, options: CardWriterOptions): CardWriter {
  const { game, cardLanguage, now } = options;
  const at = now.toISOString();
  const statements = prepare(sql);
  const upsertSource = (source: CardSource) => {
    statements.upsertSource.run(game, source.name, source.version, source.description, at);
    return (statements.sourceId.get(game, source.name) as { id: number }).id;
  };
  const sourceId = upsertSource(options.source);
  let customSourceId: number | undefined;
  let created = 0;
  let updated = 0;
  let written = 0;
  // A card listed once per printing is written once per row but counted once.
  const counted = new Set<string>();
  return {
    write(cards, total) {
      const touched = new Set<number>();
      for (const card of cards) {
        const existing = statements.cardId.get(game, card.key) as { id: number } | undefined;
        // `name` is printed in the game's card language unless the record says otherwise (English TCG cards of DM).
        const language = card.language ?? cardLanguage;
        const nameJa = language === 'ja' ? card.name : (card.nameJa ?? null);
        const nameEn = language === 'en' ? card.name : (card.nameEn ?? null);
        // A card flagged custom (an export of the player's cards read back) is theirs again, as the editor saves it.
        const custom = options.custom || card.flags.includes(CUSTOM_FLAG);
        if (custom && !options.custom) customSourceId ??= upsertSource(CUSTOM_SOURCE);
        (custom ? statements.replaceCard : statements.upsertCard).run({
          game,
          key: card.key,
          source: custom && !options.custom ? customSourceId : sourceId,
          custom: custom ? 1 : 0,
          name: card.name,
          nameJa,
          nameEn,
          reading: card.reading,
          kinds: JSON.stringify(card.kinds),
          subtypes: JSON.stringify(card.subtypes),
          keywords: JSON.stringify(card.keywords),
          flags: JSON.stringify(card.flags),
          formats: JSON.stringify(card.formats),
          cost: card.cost,
          costText: card.costText,
          power: card.power,
          powerText: card.powerText,
          stats: JSON.stringify(card.stats),
          textJa: card.text,
          textEn: card.textEn,
          zone: card.zone,
          copyLimit: card.copyLimit,
          aliasOf: card.aliasOf,
          image: card.image,
          at,
        });
        const id = existing?.id ?? (statements.cardId.get(game, card.key) as { id: number }).id;
        if (!counted.has(card.key)) {
          counted.add(card.key);
          if (existing) updated++;
          else created++;
        }
        // A source that knows the faces replaces them; one that does not (a set list) keeps what is there.
        if (card.faces.length > 0) {
          statements.deleteFaces.run(id);
          card.faces.forEach((face, faceIndex) =>
            statements.insertFace.run(
              id, faceIndex, face.name, JSON.stringify(face.kinds), JSON.stringify(face.subtypes), JSON.stringify(face.keywords),
              face.cost, face.costText, face.power, face.powerText, JSON.stringify(face.stats), face.text, face.textEn,
            ),
          );
        }
        // The editor saves a card whole: printings it no longer lists go.
        if (options.custom) statements.deletePrintings.run(id);
        for (const printing of card.printings) statements.upsertPrinting.run(id, printing.set, printing.setName, printing.number, printing.rarity, printing.image);
        touched.add(id);
        if (++written % PROGRESS_STEP === 0) options.onProgress?.(written, total);
      }
      for (const id of touched) refreshDerived(id, statements);
    },

    finish(rest) {
      if (rest.source) upsertSource(rest.source);
      const touched = new Set<number>();
      let printingsAdded = 0;
      const printingsSkipped: string[] = [];
      if (rest.printingsByName && rest.printingsByName.size > 0) {
        const byName = cardIdsByName(sql, game);
        for (const [name, printings] of rest.printingsByName) {
          const ids = byName.get(name) ?? byName.get(nameKey(name)) ?? [];
          if (ids.length === 0) printingsSkipped.push(name);
          for (const id of ids) {
            for (const p of printings) printingsAdded += statements.upsertPrinting.run(id, p.set, p.setName, p.number, p.rarity, p.image).changes;
            touched.add(id);
          }
        }
      }

      let unresolvedRegulations: string[] = [];
      const scope = [
        ...new Map(
          [...(rest.regulationScope ?? []), ...(rest.regulations ?? []).map(({ format, status }) => ({ format, status }))].map((s) => [
            `${s.format}\u0000${s.status}`,
            s,
          ]),
        ).values(),
      ];
      if (scope.length > 0) {
        const earlierDates = new Map<string, string>();
        for (const { format, status } of scope) {
          for (const row of statements.scopedRegulations.all(game, format, status) as { card_name: string; since: string | null }[]) {
            if (row.since) earlierDates.set(`${format}\u0000${status}\u0000${row.card_name}`, row.since);
          }
          statements.deleteScopedRegulations.run(game, format, status);
        }
        const named = regulationFinder(sql, game);
        const byKey = (key: string) => (statements.cardId.get(game, key) as { id: number } | undefined)?.id;
        for (const entry of rest.regulations ?? []) {
          const ids = entry.key ? [byKey(entry.key)].filter((id): id is number => id !== undefined) : named(entry.name);
          if (ids.length === 0) unresolvedRegulations.push(entry.name);
          const since = entry.since ?? earlierDates.get(`${entry.format}\u0000${entry.status}\u0000${entry.name}`) ?? null;
          for (const id of ids.length > 0 ? ids : [null]) {
            statements.insertRegulation.run(game, entry.format, entry.name, entry.key, id, entry.status, entry.limit, entry.pair, since, entry.until, sourceId);
          }
        }
        unresolvedRegulations = [...new Set(unresolvedRegulations)];
      }
      // Entries of other lists that named a card before it existed resolve now, by the same names as above.
      const waiting = statements.unresolvedRegulations.all(game) as { id: number; card_name: string; card_key: string | null }[];
      if (waiting.length > 0) {
        const named = regulationFinder(sql, game);
        for (const row of waiting) {
          const byKey = row.card_key === null ? undefined : (statements.cardId.get(game, row.card_key) as { id: number } | undefined);
          const [first, ...more] = row.card_key !== null ? (byKey ? [byKey.id] : []) : named(row.card_name);
          if (first === undefined) continue;
          statements.setRegulationCard.run(first, row.id);
          for (const id of more) statements.copyRegulation.run(id, row.id);
        }
      }

      for (const id of touched) refreshDerived(id, statements);
      // A card belongs to the source that wrote it last: every source of the game may have gained or lost cards.
      statements.refreshSourceCounts.run(game);
      const total = written + (rest.printingsByName?.size ?? 0);
      options.onProgress?.(total, total);
      return {
        created,
        updated,
        regulations: rest.regulations?.length ?? 0,
        unresolvedRegulations,
        printingsAdded,
        printingsSkipped,
      };
    },
  };
}

/** card name and its name key → card ids, for set lists that add printings to cards by name. */
function cardIdsByName(sql: Database, game: GameId): Map<string, number[]> {
  const map = new Map<string, number[]>();
  const add = (key: string, id: number) => {
    const ids = map.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    map.set(key, ids);
  };
  for (const row of sql.prepare('SELECT id, name, name_ja, name_en FROM cards WHERE game = ?').iterate(game) as Iterable<{ id: number; name: string; name_ja: string | null; name_en: string | null }>) {
    for (const name of [row.name, row.name_ja, row.name_en]) {
      if (!name) continue;
      add(name, row.id);
      add(nameKey(name), row.id);
    }
  }
  return map;
}

/**
 * The card ids a regulation list's name resolves to (names.ts): a 殿堂 list may name a card without its reading, or
 * the other side of a double-faced card (蒼き覚醒 ドギラゴンX is the back of 轟く覚醒 レッドゾーン・バスター).
 */
function regulationFinder(sql: Database, game: GameId): (name: string) => number[] {
  const faces = new Map<number, string[]>();
  const rows = sql.prepare('SELECT f.card_id AS id, f.name FROM card_faces f JOIN cards c ON c.id = f.card_id WHERE c.game = ?').iterate(game) as Iterable<{ id: number; name: string }>;
  for (const row of rows) faces.set(row.id, [...(faces.get(row.id) ?? []), row.name]);
  const cards = sql.prepare('SELECT id, name, name_ja, name_en FROM cards WHERE game = ?').all(game) as { id: number; name: string; name_ja: string | null; name_en: string | null }[];
  return cardFinder(cards.map((card) => ({ id: card.id, names: [card.name, card.name_ja, card.name_en], faces: faces.get(card.id) ?? [] })));
}

/** Rebuilds what search reads of these cards (after an import was undone); a card no longer there is skipped. */
export function refreshCards(sql: Database, ids: Iterable<number>): void {
  const statements = prepare(sql);
  for (const id of ids) if (statements.readCard.get(id)) refreshDerived(id, statements);
}

type Statements = ReturnType<typeof prepare>;

/** The card upsert; `merge` keeps stored names, readings, texts, keywords, stats and image the new record lacks. */
function upsertCardSql(merge: boolean): string {
  const kept = (column: string) => (merge ? `COALESCE(excluded.${column}, ${column})` : `excluded.${column}`);
  return `INSERT INTO cards (game, card_key, source_id, is_custom, name, name_ja, name_en, reading, kinds, subtypes, keywords,
         flags, formats, cost, cost_text, power, power_text, stats, text_ja, text_en, zone, copy_limit, alias_of, image, updated_at)
       VALUES (@game, @key, @source, @custom, @name, @nameJa, @nameEn, @reading, @kinds, @subtypes, @keywords,
         @flags, @formats, @cost, @costText, @power, @powerText, @stats, @textJa, @textEn, @zone, @copyLimit, @aliasOf, @image, @at)
       ON CONFLICT (game, card_key) DO UPDATE SET
         source_id = excluded.source_id, is_custom = excluded.is_custom, name = excluded.name,
         name_ja = ${kept('name_ja')}, name_en = ${kept('name_en')},
         reading = ${kept('reading')}, kinds = excluded.kinds, subtypes = excluded.subtypes,
         keywords = ${merge ? "CASE WHEN excluded.keywords = '[]' THEN keywords ELSE excluded.keywords END" : 'excluded.keywords'},
         flags = excluded.flags, formats = excluded.formats, cost = excluded.cost, cost_text = excluded.cost_text,
         power = excluded.power, power_text = excluded.power_text, stats = ${merge ? 'json_patch(stats, excluded.stats)' : 'excluded.stats'},
         text_ja = ${kept('text_ja')}, text_en = ${kept('text_en')},
         zone = excluded.zone, copy_limit = excluded.copy_limit, alias_of = excluded.alias_of,
         image = ${kept('image')}, updated_at = excluded.updated_at`;
}

function prepare(sql: Database) {
  return {
    upsertSource: sql.prepare(
      `INSERT INTO data_sources (game, name, version, description, imported_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (game, name) DO UPDATE SET version = excluded.version, description = excluded.description, imported_at = excluded.imported_at`,
    ),
    sourceId: sql.prepare('SELECT id FROM data_sources WHERE game = ? AND name = ?'),
    refreshSourceCounts: sql.prepare('UPDATE data_sources SET card_count = (SELECT COUNT(*) FROM cards WHERE source_id = data_sources.id) WHERE game = ?'),
    cardId: sql.prepare('SELECT id FROM cards WHERE game = ? AND card_key = ?'),
    // Names in the other language, readings and texts fill in from whichever source has them: a pack without
    // rules text does not erase the text an earlier import brought.
    upsertCard: sql.prepare(upsertCardSql(true)),
    // The player's own card is replaced as saved: a field emptied in the editor is emptied.
    replaceCard: sql.prepare(upsertCardSql(false)),
    deleteFaces: sql.prepare('DELETE FROM card_faces WHERE card_id = ?'),
    deletePrintings: sql.prepare('DELETE FROM printings WHERE card_id = ?'),
    insertFace: sql.prepare(
      `INSERT INTO card_faces (card_id, face_index, name, kinds, subtypes, keywords, cost, cost_text, power, power_text, stats, text_ja, text_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    upsertPrinting: sql.prepare(
      `INSERT INTO printings (card_id, set_code, set_name, number, rarity, image) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (card_id, set_code, number) DO UPDATE SET set_name = COALESCE(excluded.set_name, set_name),
         rarity = COALESCE(excluded.rarity, rarity), image = COALESCE(excluded.image, image)`,
    ),
    scopedRegulations: sql.prepare('SELECT card_name, since FROM regulations WHERE game = ? AND format = ? AND status = ?'),
    deleteScopedRegulations: sql.prepare('DELETE FROM regulations WHERE game = ? AND format = ? AND status = ?'),
    insertRegulation: sql.prepare(
      `INSERT INTO regulations (game, format, card_name, card_key, card_id, status, limit_count, pair_group, since, until, source_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    unresolvedRegulations: sql.prepare('SELECT id, card_name, card_key FROM regulations WHERE card_id IS NULL AND game = ?'),
    setRegulationCard: sql.prepare('UPDATE regulations SET card_id = ? WHERE id = ?'),
    copyRegulation: sql.prepare(
      `INSERT INTO regulations (game, format, card_name, card_key, card_id, status, limit_count, pair_group, since, until, source_id)
       SELECT game, format, card_name, card_key, ?, status, limit_count, pair_group, since, until, source_id FROM regulations WHERE id = ?`,
    ),
    readCard: sql.prepare('SELECT * FROM cards WHERE id = ?'),
    readFaces: sql.prepare('SELECT name, kinds, subtypes, keywords, stats, text_ja, text_en FROM card_faces WHERE card_id = ?'),
    readPrintings: sql.prepare('SELECT set_code, rarity FROM printings WHERE card_id = ?'),
    deleteTags: sql.prepare('DELETE FROM card_tags WHERE card_id = ?'),
    insertTag: sql.prepare('INSERT OR IGNORE INTO card_tags (tag, card_id) VALUES (?, ?)'),
    deleteSearch: sql.prepare('DELETE FROM card_search WHERE rowid = ?'),
    insertSearch: sql.prepare('INSERT INTO card_search (rowid, names, body, subtypes, keywords) VALUES (?, ?, ?, ?, ?)'),
    addVocabulary: sql.prepare('INSERT OR IGNORE INTO card_vocabulary (game, tag) VALUES (?, ?)'),
    deleteTerms: sql.prepare('DELETE FROM card_terms WHERE rowid = ?'),
    insertTerms: sql.prepare('INSERT INTO card_terms (rowid, terms) VALUES (?, ?)'),
  };
}

/** A card row as refreshDerived reads it back: the searchable columns plus the game. */
type StoredCard = CardRow & { game: string };

const parse = (json: string) => JSON.parse(json) as unknown;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
/** Folded values joined with a separator fold never removes, so a match cannot span two values. */
const joined = (values: Iterable<string | null | undefined>) =>
  [...values].filter((v): v is string => Boolean(v)).map(fold).join('|');

/**
 * Rebuilds what search reads from a stored card: its tags (kind:, sub:, kw:, is:, format:, set:, rarity:, zone:,
 * and one per string-valued stat such as civs or classes) and its free-text row.
 */
function refreshDerived(id: number, statements: Statements): void {
  const card = statements.readCard.get(id) as StoredCard;
  const faces = statements.readFaces.all(id) as { name: string; kinds: string; subtypes: string; keywords: string; stats: string; text_ja: string | null; text_en: string | null }[];
  const printings = statements.readPrintings.all(id) as { set_code: string; rarity: string | null }[];
  const kinds = new Set([...strings(parse(card.kinds)), ...faces.flatMap((f) => strings(parse(f.kinds)))]);
  const subtypes = new Set([...strings(parse(card.subtypes)), ...faces.flatMap((f) => strings(parse(f.subtypes)))]);
  const keywords = new Set([...strings(parse(card.keywords)), ...faces.flatMap((f) => strings(parse(f.keywords)))]);
  const tags = new Set<string>();
  for (const kind of kinds) tags.add(`kind:${kind}`);
  for (const subtype of subtypes) tags.add(`sub:${fold(subtype)}`);
  for (const keyword of keywords) tags.add(`kw:${fold(keyword)}`);
  for (const flag of strings(parse(card.flags))) tags.add(`is:${fold(flag)}`);
  for (const format of strings(parse(card.formats))) tags.add(`format:${fold(format)}`);
  for (const printing of printings) {
    tags.add(`set:${fold(printing.set_code)}`);
    if (printing.rarity) tags.add(`rarity:${fold(printing.rarity)}`);
  }
  if (card.zone) tags.add(`zone:${card.zone}`);
  if (card.cost_text) tags.add(`costtext:${fold(card.cost_text)}`);
  const stats = parse(card.stats) as Record<string, unknown>;
  for (const [key, value] of Object.entries(stats)) {
    for (const item of typeof value === 'string' ? [value] : strings(value)) tags.add(`stat:${key}:${fold(item)}`);
  }
  statements.deleteTags.run(id);
  for (const tag of tags) statements.insertTag.run(tag, id);

  const terms = [`game:${card.game}`, ...tags];
  const row = card as unknown as Record<string, unknown>;
  for (const column of NUMERIC_TERM_COLUMNS) if (typeof row[column] === 'number') terms.push(`${column}=${row[column]}`);
  statements.deleteTerms.run(id);
  statements.insertTerms.run(id, terms.map(termToken).join(' '));

  for (const tag of tags) if (tag.startsWith('sub:') || tag.startsWith('kw:')) statements.addVocabulary.run(card.game, tag);

  statements.deleteSearch.run(id);
  statements.insertSearch.run(
    id,
    joined([card.name, card.name_ja, card.name_en, card.reading, ...faces.map((f) => f.name)]),
    joined([card.text_ja, card.text_en, ...faces.flatMap((f) => [f.text_ja, f.text_en])]),
    joined(subtypes),
    joined(keywords),
  );
}
