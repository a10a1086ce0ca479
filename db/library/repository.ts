/**
 * The deck library in SQL: saved decks, their tags and versions. Each save of new contents is a new version; the
 * deck row caches what the library lists of the newest one (number, verdict, card count). Verdicts are judged by
 * the caller (the API has the rules); here a stored verdict reads as null while a card of the deck is missing.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { GameId } from '../../engine/games/id';
import { fold } from '../cards/fold';
import { StaleRevisionError } from '../stale';
import { writeTransaction } from '../write';
import { cardCount, changeCounts, diffSections } from './diff';
import type { LibraryDeck, LibraryDeckDetail, LibrarySections, VersionInfo, VersionReason } from './types';

/** A save that started from a version that is not the newest any more (another window saved in between). */
export class StaleVersionError extends Error {
  constructor(
    readonly id: string,
    readonly base: number,
    readonly newest: number,
  ) {
    super(`deck ${id}: version ${base} is not the newest (${newest})`);
    this.name = 'StaleVersionError';
  }
}


export interface NewDeck {
  game: GameId;
  name: string;
  format: string | null;
  notes: string;
  tags: readonly string[];
  sections: LibrarySections;
  reason: VersionReason;
  legal: boolean | null;
  now: Date;
}

export interface NewVersion {
  /** The version the contents were edited from: it must still be the newest. */
  baseVersion: number;
  sections: LibrarySections;
  reason: VersionReason;
  legal: boolean | null;
  now: Date;
}

/** Metadata to change; a field left out keeps its value (`format: null` is the game's default). */
export interface DeckChanges {
  /**
   * The revision the window read (`LibraryDeck.revision`): it must still be the deck's. Every save of new contents
   * and every change of metadata raises it, so a window that read the deck before another change is refused.
   */
  baseRevision: number;
  name?: string;
  format?: string | null;
  notes?: string;
  tags?: readonly string[];
  legal?: boolean | null;
  now: Date;
}

export interface LibraryFilter {
  game?: GameId;
  tag?: string;
  /** A format id, and the games whose default format it is: their decks without a format of their own match too. */
  format?: { id: string; defaultIn: readonly GameId[] };
  /** Text in the name or the notes, folded as card search folds it (width, kana, case, separators). */
  query?: string;
}

export interface LibraryRepository {
  list(filter?: LibraryFilter): LibraryDeck[];
  get(id: string): LibraryDeckDetail | null;
  create(deck: NewDeck): LibraryDeckDetail;
  /**
   * The newest version's contents as a new version; contents equal to the newest make none. Null: no such deck.
   * Each write answers the deck as it wrote it, read in its own transaction (never another writer's version).
   */
  save(id: string, version: NewVersion): LibraryDeckDetail | null;
  update(id: string, changes: DeckChanges): LibraryDeckDetail | null;
  /** A new deck whose version 1 is the newest version of this one, with its format, notes and tags. */
  duplicate(id: string, copy: { name: string; now: Date }): LibraryDeckDetail | null;
  /** The game of the deck deleted, with its tags and versions; null when there was no such deck. */
  delete(id: string): { game: GameId } | null;
  /** Newest first; null for an unknown deck. */
  versions(id: string): VersionInfo[] | null;
  contents(id: string, version: number): LibrarySections | null;
  tags(game?: GameId): { tag: string; decks: number }[];
}

// Keys of the newest version of deck `d` that no card of its game has now.
const MISSING_KEYS = `
  SELECT DISTINCT json_extract(l.value, '$.key') AS key
  FROM deck_versions nv, json_each(nv.sections) s, json_each(s.value) l
  WHERE nv.deck_id = d.id AND nv.version = d.version
    AND NOT EXISTS (SELECT 1 FROM cards c WHERE c.game = d.game AND c.card_key = json_extract(l.value, '$.key'))`;

const SUMMARY_COLUMNS = `d.id, d.game, d.name, d.format, d.notes, d.card_count, d.version, d.revision, d.created_at, d.updated_at,
  (SELECT json_group_array(tag) FROM (SELECT tag FROM deck_tags WHERE deck_id = d.id ORDER BY tag)) AS tags,
  CASE WHEN EXISTS (${MISSING_KEYS}) THEN NULL ELSE d.legal END AS legal`;

interface SummaryRow {
  id: string;
  game: GameId;
  name: string;
  format: string | null;
  notes: string;
  card_count: number;
  version: number;
  revision: number;
  created_at: string;
  updated_at: string;
  tags: string;
  legal: 0 | 1 | null;
}

const toDeck = (row: SummaryRow): LibraryDeck => ({
  id: row.id,
  game: row.game,
  name: row.name,
  format: row.format,
  tags: JSON.parse(row.tags) as string[],
  notes: row.notes,
  cards: row.card_count,
  legal: row.legal === null ? null : row.legal === 1,
  version: row.version,
  revision: row.revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const folded = (name: string, notes: string) => `${fold(name)}\n${fold(notes)}`;
const flag = (legal: boolean | null) => (legal === null ? null : Number(legal));

export function createLibraryRepository(sql: Database): LibraryRepository {
  const selectDetail = sql.prepare<[string], SummaryRow & { sections: string; missing: string }>(
    `SELECT ${SUMMARY_COLUMNS}, v.sections, (SELECT json_group_array(key) FROM (${MISSING_KEYS} ORDER BY key)) AS missing
     FROM decks d JOIN deck_versions v ON v.deck_id = d.id AND v.version = d.version WHERE d.id = ?`,
  );
  const selectHead = sql.prepare<[string], { version: number; revision: number; name: string; format: string | null; notes: string; legal: 0 | 1 | null }>(
    'SELECT version, revision, name, format, notes, legal FROM decks WHERE id = ?',
  );
  const selectContents = sql.prepare<[string, number], string>('SELECT sections FROM deck_versions WHERE deck_id = ? AND version = ?').pluck();
  const insertDeck = sql.prepare(
    `INSERT INTO decks (id, game, name, format, notes, folded, version, legal, card_count, created_at, updated_at)
     VALUES (@id, @game, @name, @format, @notes, @folded, 1, @legal, @cards, @now, @now)`,
  );
  const insertTag = sql.prepare<[string, string]>('INSERT OR IGNORE INTO deck_tags (deck_id, tag) VALUES (?, ?)');
  const deleteTags = sql.prepare<[string]>('DELETE FROM deck_tags WHERE deck_id = ?');
  const insertVersion = sql.prepare(
    `INSERT INTO deck_versions (deck_id, version, saved_at, reason, sections, card_count, added, removed)
     VALUES (@id, @version, @now, @reason, @sections, @cards, @added, @removed)`,
  );
  const updateNewest = sql.prepare('UPDATE decks SET version = @version, revision = revision + 1, legal = @legal, card_count = @cards, updated_at = @now WHERE id = @id');
  const updateMetadata = sql.prepare(
    `UPDATE decks SET name = @name, format = @format, notes = @notes, folded = @folded, legal = @legal, revision = revision + 1, updated_at = @now
     WHERE id = @id`,
  );
  const deleteDeck = sql.prepare<[string], { game: GameId }>('DELETE FROM decks WHERE id = ? RETURNING game');
  const selectVersions = sql.prepare<[string], { version: number; saved_at: string; reason: VersionReason; card_count: number; added: number; removed: number }>(
    'SELECT version, saved_at, reason, card_count, added, removed FROM deck_versions WHERE deck_id = ? ORDER BY version DESC',
  );
  const selectTags = sql.prepare<{ game: GameId | null }, { tag: string; decks: number }>(
    `SELECT t.tag, COUNT(*) AS decks FROM deck_tags t JOIN decks d ON d.id = t.deck_id
     WHERE @game IS NULL OR d.game = @game GROUP BY t.tag ORDER BY t.tag`,
  );

  // One statement per combination of filters, so each filter that is given can use its index.
  const listStatements = new Map<string, Statement<[Record<string, unknown>], SummaryRow>>();
  function list(filter: LibraryFilter = {}): LibraryDeck[] {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.game) {
      where.push('d.game = @game');
      params.game = filter.game;
    }
    if (filter.tag !== undefined) {
      where.push('d.id IN (SELECT deck_id FROM deck_tags WHERE tag = @tag)');
      params.tag = filter.tag;
    }
    if (filter.format) {
      where.push('(d.format = @format OR (d.format IS NULL AND d.game IN (SELECT value FROM json_each(@defaultIn))))');
      params.format = filter.format.id;
      params.defaultIn = JSON.stringify(filter.format.defaultIn);
    }
    const query = fold(filter.query ?? '');
    if (query) {
      where.push('instr(d.folded, @query) > 0');
      params.query = query;
    }
    const text = `SELECT ${SUMMARY_COLUMNS} FROM decks d ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY d.updated_at DESC, d.name, d.id`;
    let statement = listStatements.get(text);
    if (!statement) listStatements.set(text, (statement = sql.prepare<[Record<string, unknown>], SummaryRow>(text)));
    return statement.all(params).map(toDeck);
  }

  function get(id: string): LibraryDeckDetail | null {
    const row = selectDetail.get(id);
    if (!row) return null;
    const missing = JSON.parse(row.missing) as string[];
    return { ...toDeck(row), sections: JSON.parse(row.sections) as LibrarySections, missing };
  }

  const contents = (id: string, version: number): LibrarySections | null => {
    const json = selectContents.get(id, version);
    return json === undefined ? null : (JSON.parse(json) as LibrarySections);
  };

  const insert = (deck: NewDeck): string => {
    const id = randomUUID();
    const now = deck.now.toISOString();
    const cards = cardCount(deck.sections);
    insertDeck.run({ id, game: deck.game, name: deck.name, format: deck.format, notes: deck.notes, folded: folded(deck.name, deck.notes), legal: flag(deck.legal), cards, now });
    for (const tag of deck.tags) insertTag.run(id, tag);
    insertVersion.run({ id, version: 1, now, reason: deck.reason, sections: JSON.stringify(deck.sections), cards, added: cards, removed: 0 });
    return id;
  };

  /** The newest version, which must be the one the caller started from; undefined when there is no such deck. */
  const head = (id: string, baseVersion: number) => {
    const found = selectHead.get(id);
    if (found && found.version !== baseVersion) throw new StaleVersionError(id, baseVersion, found.version);
    return found;
  };

  const save = writeTransaction(sql, (id: string, next: NewVersion): LibraryDeckDetail | null => {
    const newest = head(id, next.baseVersion);
    if (!newest) return null;
    const changes = diffSections(contents(id, newest.version) ?? {}, next.sections);
    if (changes.length > 0) {
      const version = newest.version + 1;
      const now = next.now.toISOString();
      const cards = cardCount(next.sections);
      insertVersion.run({ id, version, now, reason: next.reason, sections: JSON.stringify(next.sections), cards, ...changeCounts(changes) });
      updateNewest.run({ id, version, legal: flag(next.legal), cards, now });
    }
    return get(id);
  });

  const update = writeTransaction(sql, (id: string, changes: DeckChanges): LibraryDeckDetail | null => {
    const newest = selectHead.get(id);
    if (!newest) return null;
    if (newest.revision !== changes.baseRevision) throw new StaleRevisionError('deck', id, changes.baseRevision, newest.revision);
    const name = changes.name ?? newest.name;
    const notes = changes.notes ?? newest.notes;
    const format = changes.format === undefined ? newest.format : changes.format;
    const legal = changes.legal === undefined ? newest.legal : flag(changes.legal);
    updateMetadata.run({ id, name, format, notes, folded: folded(name, notes), legal, now: changes.now.toISOString() });
    if (changes.tags) {
      deleteTags.run(id);
      for (const tag of changes.tags) insertTag.run(id, tag);
    }
    return get(id);
  });

  const create = writeTransaction(sql, (deck: NewDeck): LibraryDeckDetail => get(insert(deck))!);

  const duplicate = writeTransaction(sql, (id: string, copy: { name: string; now: Date }): LibraryDeckDetail | null => {
    const source = get(id);
    if (!source) return null;
    const { game, format, notes, tags, sections, legal } = source;
    return get(insert({ game, name: copy.name, format, notes, tags, sections, reason: 'duplicate', legal, now: copy.now }));
  });

  return {
    list,
    get,
    create,
    save,
    update,
    duplicate,
    delete: (id) => deleteDeck.get(id) ?? null,
    versions: (id) =>
      selectHead.get(id)
        ? selectVersions.all(id).map((row) => ({ version: row.version, savedAt: row.saved_at, reason: row.reason, cards: row.card_count, added: row.added, removed: row.removed }))
        : null,
    contents,
    tags: (game) => selectTags.all({ game: game ?? null }),
  };
}
