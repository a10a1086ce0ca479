/**
 * Decks over the API: formats, reading decklist files (any supported format, names resolved against the card
 * database), validation, writing files and statistics. Decks travel as card keys and counts per section; the
 * cards behind them are loaded here, so the editor never sends card facts it could get wrong.
 */
import { regulationFormats } from '../../db/cards/read';
import { resolveDeckList } from '../../db/decks/resolve';
import { pitchColour } from '../../engine/deck/cards';
import { DeckFileError, readDeckFile, talisharId, writeDeckFile } from '../../engine/deck/formats';
import { sectionRequirements } from '../../engine/deck/requirements';
import { deckBreakdown, drawOdds, sampleHand } from '../../engine/deck/stats';
import type { Deck, DeckCard, DeckList } from '../../engine/deck/types';
import { deckFormats, matchDeckFormat } from '../../engine/deck/validate';
import { gameDefinition } from '../../engine/games/registry';
import type { DeckLine, ReadDeck } from '../contract';
import { ApiError } from '../errors';
import { deckOf, deckRules, formatOrThrow, today } from './deck-rules';
import { defineHandlers, type HandlerContext } from './types';

const EXTENSIONS = { text: 'txt', fabrary: 'txt', talishar: 'txt', cod: 'cod', json: 'json' } as const;
/** Turns in a draw-odds table when the caller does not say. */
const DEFAULT_TURNS = 10;

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

/** Cards dealt as lines: the copies of a card grouped, in the order each card was first dealt. */
function dealtLines(cards: readonly DeckCard[]): DeckLine[] {
  const lines = new Map<string, DeckLine>();
  for (const { key, name } of cards) {
    const line = lines.get(key);
    if (line) line.count += 1;
    else lines.set(key, { key, name, count: 1 });
  }
  return [...lines.values()];
}

export function decksHandlers({ db, clock }: HandlerContext) {
  const sql = db.sql;
  return defineHandlers({
    'decks.formats': ({ game }) =>
      deckFormats(game, regulationFormats(sql, game)).map((format, index) => ({
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
      const lists = regulationFormats(sql, game);
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

    'decks.validate': ({ game, sections, format, asOf }) => deckRules(sql, game, format, asOf ?? today(clock))(deckOf(sql, game, sections)),

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

    'decks.sampleHand': ({ game, sections, seed }) => {
      const { setAside, hand, toBottom, rules } = sampleHand(gameDefinition(game), deckOf(sql, game, sections), seed);
      return { setAside: dealtLines(setAside), hand: dealtLines(hand), toBottom, rules };
    },
  });
}
