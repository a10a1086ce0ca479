/**
 * Decks over the API: formats, reading decklist files (any supported format, names resolved against the card
 * database), validation, writing files and statistics. Decks travel as card keys and counts per section; the
 * cards behind them are loaded here, so the editor never sends card facts it could get wrong.
 */
import type { Database } from 'better-sqlite3';
import { loadDeckCards } from '../../db/decks/cards';
import { resolveDeckList } from '../../db/decks/resolve';
import { readRegulations, regulationFormats } from '../../db/cards/read';
import { pitchColour } from '../../engine/deck/cards';
import { DeckFileError, readDeckFile, talisharId, writeDeckFile } from '../../engine/deck/formats';
import { sectionRequirements } from '../../engine/deck/requirements';
import { deckBreakdown, drawOdds } from '../../engine/deck/stats';
import type { Deck, DeckEntry, DeckList, RegulationEntry } from '../../engine/deck/types';
import { UnknownFormatError, deckChecker, deckFormats, findDeckFormat, matchDeckFormat } from '../../engine/deck/validate';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/types';
import type { DeckSections, ReadDeck } from '../contract';
import { ApiError } from '../errors';
import { defineHandlers, type HandlerContext } from './types';

const EXTENSIONS = { text: 'txt', fabrary: 'txt', talishar: 'txt', cod: 'cod', json: 'json' } as const;
/** Turns in a draw-odds table when the caller does not say. */
const DEFAULT_TURNS = 10;

/** The deck behind keys and counts; every key must name a card of the game (the issues name each one that does not). */
export function deckOf(sql: Database, game: GameId, sections: DeckSections): Deck {
  const cards = loadDeckCards(sql, game, Object.values(sections).flatMap((entries) => entries.map((entry) => entry.key)));
  const missing: { column: string; message: string }[] = [];
  const built: Record<string, DeckEntry[]> = {};
  for (const [section, entries] of Object.entries(sections)) {
    const bySection = new Map<string, DeckEntry>();
    entries.forEach(({ key, count }, index) => {
      const card = cards.get(key);
      if (!card) return missing.push({ column: `sections.${section}[${index}].key`, message: `no ${game} card with key "${key}"` });
      const entry = bySection.get(key);
      if (entry) entry.count += count;
      else bySection.set(key, { card, count });
    });
    built[section] = [...bySection.values()];
  }
  if (missing.length > 0) throw new ApiError('NOT_FOUND', `${missing.length === 1 ? missing[0]!.message : `${missing.length} cards are not in the database`}`, missing);
  return { game, sections: built };
}

/** The regulation lists the card data holds for a game (DM: one format each). */
function listsOf(sql: Database, game: GameId): string[] {
  return regulationFormats(sql, game);
}

function regulationEntries(sql: Database, game: GameId, list: string): RegulationEntry[] {
  return readRegulations(sql, game, { format: list }).map((row) => ({
    name: row.cardName,
    key: row.listKey,
    status: row.status,
    limit: row.limit,
    pair: row.pair,
    since: row.since,
  }));
}

function formatOrThrow(sql: Database, game: GameId, id: string | null | undefined) {
  try {
    return findDeckFormat(game, id, listsOf(sql, game));
  } catch (error) {
    if (error instanceof UnknownFormatError) throw new ApiError('INVALID_PARAMS', error.message);
    throw error;
  }
}

/** A deck as a decklist (names, FaB pitch colours, keys), for the file writers. */
function listOf(deck: Deck, name: string | null, format: string | null): DeckList {
  return {
    name,
    game: deck.game,
    format,
    entries: Object.entries(deck.sections).flatMap(([section, entries]) =>
      entries.map(({ card, count }) => ({ line: 0, section, count, name: card.name, colour: pitchColour(card), key: card.key })),
    ),
  };
}

export function decksHandlers({ db, clock }: HandlerContext) {
  const sql = db.sql;
  return defineHandlers({
    'decks.formats': ({ game }) =>
      deckFormats(game, listsOf(sql, game)).map((format, index) => ({
        id: format.id,
        label: { ...format.label },
        regulation: format.regulation,
        isDefault: index === 0,
        sections: sectionRequirements(gameDefinition(game), format),
      })),

    'decks.read': ({ game, text }) => {
      let read;
      try {
        read = readDeckFile(text, game);
      } catch (error) {
        if (!(error instanceof DeckFileError)) throw error;
        const [first] = error.issues;
        const problems = error.issues.length === 1 ? '' : `${error.issues.length} problems, first: `;
        const kind = error.format ? `${error.format} ` : '';
        throw new ApiError(
          'INVALID_DECKLIST',
          `the ${kind}decklist cannot be read: ${problems}line ${first!.line}: ${first!.message}`,
          error.issues.map((issue) => ({ line: issue.line, message: issue.message })),
        );
      }
      const definition = gameDefinition(game);
      const lists = listsOf(sql, game);
      const decks = read.decks.map((list): ReadDeck => {
        const { deck, unresolved, notes } = resolveDeckList(sql, definition, list, { talisharId });
        return {
          name: list.name,
          fileFormat: list.format,
          format: matchDeckFormat(game, list.format, lists)?.id ?? null,
          sections: Object.fromEntries(Object.entries(deck.sections).map(([id, entries]) => [id, entries.map(({ card, count }) => ({ key: card.key, name: card.name, count }))])),
          unresolved,
          notes,
        };
      });
      return { fileFormat: read.format, decks };
    },

    'decks.validate': ({ game, sections, format, asOf }) => {
      const chosen = formatOrThrow(sql, game, format);
      const regulations = chosen.regulation ? regulationEntries(sql, game, chosen.regulation) : [];
      // Lists are dated: by default, the entries in effect today.
      const date = asOf ?? clock.now().toISOString().slice(0, 10);
      return deckChecker(game, chosen, { regulations, asOf: date })(deckOf(sql, game, sections));
    },

    'decks.write': ({ game, sections, to, name = null, format = null }) => {
      if (format) formatOrThrow(sql, game, format);
      try {
        return { text: writeDeckFile(listOf(deckOf(sql, game, sections), name, format), to, game), extension: EXTENSIONS[to] };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The writers refuse what their format cannot hold (a Talishar file without its hero, FaBrary for DM).
        throw new ApiError('INVALID_PARAMS', (error as Error).message);
      }
    },

    'decks.stats': ({ game, sections, groups, turns = DEFAULT_TURNS, perCard = false }) => {
      const definition = gameDefinition(game);
      const deck = deckOf(sql, game, sections);
      const drawPile = definition.setup.drawPile.section;
      return {
        breakdown: deckBreakdown(deck),
        odds: groups && groups.length > 0 ? drawOdds(definition, deck, { groups, turns }) : null,
        cardOdds: perCard
          ? (deck.sections[drawPile] ?? []).map(({ card }) => ({ key: card.key, name: card.name, odds: drawOdds(definition, deck, { groups: [{ keys: [card.key], atLeast: 1 }], turns }) }))
          : null,
      };
    },
  });
}
