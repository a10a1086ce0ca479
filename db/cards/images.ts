/** What names a card's picture: its key, its printings' numbers and the image address the card data gives. */
import type { Database } from 'better-sqlite3';
import type { GameId } from '../../engine/games/id';

export interface CardImageNames {
  key: string;
  /** Printing numbers, in the order the card view lists them (set, then number). */
  numbers: string[];
  url: string | null;
}

interface Row {
  key: string;
  url: string | null;
  number: string | null;
}

const SELECT = `SELECT c.card_key AS key, c.image AS url, p.number AS number FROM cards c LEFT JOIN printings p ON p.card_id = c.id`;
const ORDER = 'ORDER BY c.id, p.set_code, p.number';

/** The names of the cards asked for (keys the game lacks are left out), or of every card of the game. */
export function readCardImageNames(sql: Database, game: GameId, keys?: readonly string[]): Map<string, CardImageNames> {
  const rows = (
    keys
      ? sql.prepare(`${SELECT} WHERE c.game = ? AND c.card_key IN (SELECT value FROM json_each(?)) ${ORDER}`).all(game, JSON.stringify(keys))
      : sql.prepare(`${SELECT} WHERE c.game = ? ${ORDER}`).all(game)
  ) as Row[];
  const cards = new Map<string, CardImageNames>();
  for (const row of rows) {
    let card = cards.get(row.key);
    if (!card) cards.set(row.key, (card = { key: row.key, numbers: [], url: row.url }));
    if (row.number !== null) card.numbers.push(row.number);
  }
  return cards;
}
