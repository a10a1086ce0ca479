/**
 * A deck as a seat plays it, from the card database: the playtest table's seats (api/handlers/tables.ts) and the
 * simulation (`decks.simulate`) read it the same way, each card with the facts and faces the game's rules read. And
 * the name the simulation counts a card under, which the CLI's `--group` names resolve against too.
 */
import type { Database } from 'better-sqlite3';
import { readCardFaces, readCardSummaries } from '../../db/cards/read';
import type { LibrarySections } from '../../db/library/types';
import { cardFaces, cardFacts } from '../../engine/core/card-facts';
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { colourOfPitch, pitchedName } from '../../engine/deck/cards';
import type { GameId } from '../../engine/games/id';

/** The deck's cards with the facts the game's table reads; a card the database no longer has plays under its saved name, without facts. */
export function seatDeck(sql: Database, game: GameId, sections: LibrarySections): SeatDeck {
  const keys = [...new Set(Object.values(sections).flatMap((lines) => lines.map((line) => line.key)))];
  const cards = new Map(readCardSummaries(sql, game, keys).map((card) => [card.key, card]));
  const faces = readCardFaces(sql, game, keys);
  const toCard = ({ key, name, count }: LibrarySections[string][number]): SectionCard => {
    const card = cards.get(key);
    if (!card) return { key, name, count };
    const sides = cardFaces(faces.get(key) ?? []);
    return { key, name: card.name, count, facts: cardFacts(card), ...(sides ? { faces: sides } : {}) };
  };
  return { sections: Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map(toCard)])) };
}

/**
 * The name each card is counted under in a simulation, by key: its printed name, but where one name stands for
 * several cards (FaB pitches) each gets its colour, `Snatch (red)`, or else its key.
 */
export function countedNames(cards: readonly { key: string; name: string }[], pitchOf: (key: string) => unknown): Map<string, string> {
  const keysOf = new Map<string, Set<string>>();
  for (const { key, name } of cards) keysOf.set(name, (keysOf.get(name) ?? new Set()).add(key));
  const names = new Map<string, string>();
  for (const { key, name } of cards) names.set(key, keysOf.get(name)!.size === 1 ? name : `${name} (${colourOfPitch(pitchOf(key)) ?? key})`);
  return names;
}

/** The seat deck with every card named as the simulation counts it. */
export function countedDeck(deck: SeatDeck): SeatDeck {
  const cards = Object.values(deck.sections).flat();
  const pitches = new Map(cards.map((card) => [card.key, card.facts?.pitch]));
  const names = countedNames(cards, (key) => pitches.get(key));
  return { ...deck, sections: Object.fromEntries(Object.entries(deck.sections).map(([section, list]) => [section, list.map((card) => ({ ...card, name: names.get(card.key)! }))])) };
}

/**
 * Lines of a deck (a version's diff, a match's decks and sideboard changes) named as a player lists them: FaB cards
 * with their pitch colour, `Snatch (red)`, from the card database; a card it no longer has keeps its saved name.
 */
export function listedLines<T extends { key: string; name: string }>(sql: Database, game: GameId, lines: readonly T[]): T[] {
  const pitches = new Map(readCardSummaries(sql, game, [...new Set(lines.map((line) => line.key))]).map((card) => [card.key, card.stats.pitch]));
  return lines.map((line) => ({ ...line, name: pitchedName(line.name, pitches.get(line.key)) }));
}

/** Every section of a deck's lines named as {@link listedLines} names them. */
export function listedSections(sql: Database, game: GameId, sections: LibrarySections): LibrarySections {
  const named = listedLines(sql, game, Object.values(sections).flat());
  const names = new Map(named.map((line) => [line.key, line.name]));
  return Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map((line) => ({ ...line, name: names.get(line.key)! }))]));
}
