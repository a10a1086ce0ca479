/** Deck cards from the card database: what construction rules and the editor need of a card, read by key. */
import type { Database, Statement } from 'better-sqlite3';
import type { CardStatValue, DeckCard } from '../../engine/deck/types';
import type { GameId } from '../../engine/games/id';
import { CARD_COLUMNS, type CardRow } from '../search/run';

/** A card's face names, front first, as a JSON array (for a query over `cards c`). */
export const FACE_NAMES_SQL = '(SELECT json_group_array(name) FROM (SELECT name FROM card_faces WHERE card_id = c.id ORDER BY face_index))';

const NUMBERS_SQL = '(SELECT json_group_array(number) FROM (SELECT number FROM printings WHERE card_id = c.id ORDER BY set_code, number))';

type DeckCardRow = CardRow & { faces: string; numbers: string };

// The keys go in as one JSON array: any number of them is one statement with one bound value, so SQLite's
// variable limit never needs chunking, and the statement is prepared once.
const statements = new WeakMap<Database, Statement<[GameId, string], DeckCardRow>>();

function select(sql: Database) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = sql.prepare<[GameId, string], DeckCardRow>(
      `SELECT ${CARD_COLUMNS}, ${FACE_NAMES_SQL} AS faces, ${NUMBERS_SQL} AS numbers
       FROM cards c WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?))`,
    );
    statements.set(sql, statement);
  }
  return statement;
}

const list = (json: string) => JSON.parse(json) as string[];

function toDeckCard(row: DeckCardRow): DeckCard {
  return {
    key: row.card_key,
    name: row.name,
    kinds: list(row.kinds),
    subtypes: list(row.subtypes),
    keywords: list(row.keywords),
    flags: list(row.flags),
    formats: list(row.formats),
    cost: row.cost,
    power: row.power,
    stats: JSON.parse(row.stats) as Record<string, CardStatValue>,
    zone: row.zone,
    copyLimit: row.copy_limit,
    aliasOf: row.alias_of,
    numbers: list(row.numbers),
    faces: list(row.faces),
  };
}

/** The cards of one game with these keys, by key; keys with no card are absent from the map. */
export function loadDeckCards(sql: Database, game: GameId, keys: Iterable<string>): Map<string, DeckCard> {
  const rows = select(sql).all(game, JSON.stringify([...new Set(keys)]));
  return new Map(rows.map((row) => [row.card_key, toDeckCard(row)]));
}
