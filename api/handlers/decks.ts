/**
 * Decks over the API: formats, reading decklist files (any supported format, names resolved against the card
 * database), validation, writing files and statistics. Decks travel as card keys and counts per section; the
 * cards behind them are loaded here, so the editor never sends card facts it could get wrong.
 */
import type { Database } from 'better-sqlite3';
import { regulationFormats } from '../../db/cards/read';
import { resolveDeckList } from '../../db/decks/resolve';
import { pitchColour, UNKNOWN_LINE, unknownLineName } from '../../engine/deck/cards';
import { DeckFileError, DeckWriteError, readDeckFile, talisharId, writeDeckFile } from '../../engine/deck/formats';
import { sectionRequirements } from '../../engine/deck/requirements';
import { deckBreakdown, drawOdds, keywordOdds, sampleHand } from '../../engine/deck/stats';
import type { DeckCard, DeckList } from '../../engine/deck/types';
import { deckFormats, matchDeckFormat } from '../../engine/deck/validate';
import { gameDefinition, games as registeredGames } from '../../engine/games/registry';
import type { DeckLine, DeckSections, GameId, Params, ReadDeck } from '../contract';
import { ApiError, issueOfApi } from '../errors';
import { readInWorker, type DeckRead } from '../services/read-jobs';
import { countedDeck, seatDeck } from '../services/seat-deck';
import { SimulationRuns } from '../services/simulations';
import { deckOf, deckRules, formatOrThrow, loadEntries, requireNamed, today, unknownCards } from './deck-rules';
import { defaultFormatOf } from '../services/settings';
import { defineHandlers, type Handler, type HandlerContext } from './types';

const EXTENSIONS = { text: 'txt', fabrary: 'txt', talishar: 'txt', cod: 'cod', json: 'json' } as const;
/** Turns in a draw-odds table when the caller does not say. */
const DEFAULT_TURNS = 10;
/** Turns a simulation plays when the caller does not say. */
const DEFAULT_SIMULATED_TURNS = 5;

/**
 * The list a file is written from: each card by its name (FaB's with its pitch), and a line kept as an unknown card
 * by the name it was written with, so a deck that holds one exports as it was imported. Any other key is NOT_FOUND.
 */
function listOf(sql: Database, game: GameId, sections: DeckSections, name: string | null, format: string | null): DeckList {
  const loaded = loadEntries(sql, game, sections);
  requireNamed(game, loaded);
  return {
    name,
    game,
    format,
    entries: Object.entries(loaded).flatMap(([section, entries]) =>
      entries.map(({ key, count, card }) =>
        card ? { line: 0, section, count, name: card.name, colour: pitchColour(card), key } : { line: 0, section, count, name: unknownLineName(key)!, key: null },
      ),
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

/**
 * Past these sizes a deck call runs in a worker thread (api/services/read-worker.ts) rather than holding this one: a
 * decklist's characters, a deck's different cards. Below them it answers here, sooner than a worker starts
 * (docs/architecture.md §4: a worker's start and its own connection cost more than the largest call kept inline).
 */
export const INLINE_DECKLIST = 2_000;
export const INLINE_DECK_CARDS = 60;

/** Is this call large enough for a worker? */
export function isLargeDeckCall<M extends DeckRead>(method: M, params: Params<M>): boolean {
  if (method === 'decks.read') return (params as Params<'decks.read'>).text.length > INLINE_DECKLIST;
  const { sections } = params as Params<Exclude<DeckRead, 'decks.read'>>;
  return Object.values(sections).reduce((sum, entries) => sum + entries.length, 0) > INLINE_DECK_CARDS;
}

/** The deck calls of deckReads over one connection, wherever it runs: in the backend or in a read worker. */
export function deckReads({ db, clock }: Pick<HandlerContext, 'db' | 'clock'>) {
  const sql = db.sql;
  return defineHandlers({
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
          `the ${kind}decklist cannot be read: ${problems}line ${first!.line}: ${first!.message.en}`,
          error.issues.map(issueOfApi),
        );
      }
      const definition = gameDefinition(game);
      const lists = regulationFormats(sql, game);
      const decks = read.decks.map((list): ReadDeck => {
        // Lines are told within the deck: a deck of a products file of 34,000 lines starts at its own line 1.
        const firstLine = list.firstLine ?? 1;
        const inDeck = { ...list, entries: list.entries.map((entry) => ({ ...entry, line: entry.line - firstLine + 1 })) };
        const { deck, unresolved, notes } = resolveDeckList(sql, definition, inDeck, { talisharId });
        return {
          name: list.name,
          firstLine,
          fileFormat: list.format,
          format: matchDeckFormat(game, list.format, lists)?.id ?? null,
          sections: Object.fromEntries(Object.entries(deck.sections).map(([id, entries]) => [id, entries.map(({ card, count }) => ({ key: card.key, name: card.name, count }))])),
          unresolved,
          unknownKeyPrefix: UNKNOWN_LINE,
          notes,
        };
      });
      return { fileFormat: read.format, decks };
    },

    'decks.validate': ({ game, sections, format, asOf }) => deckRules(sql, game, format, asOf ?? today(clock))(deckOf(sql, game, sections)),

    'decks.write': ({ game, sections, to, name = null, format = null }) => {
      if (format) formatOrThrow(sql, game, format);
      try {
        return { text: writeDeckFile(listOf(sql, game, sections, name, format), to, game), extension: EXTENSIONS[to] };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof DeckWriteError) throw new ApiError('INVALID_PARAMS', error.message, undefined, error.why);
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
        keywordOdds: keywordOdds(definition, deck),
      };
    },

    'decks.sampleHand': ({ game, sections, seed, draws }) => {
      const { setAside, hand, toBottom, rules, drawn, remaining } = sampleHand(gameDefinition(game), deckOf(sql, game, sections), seed, draws);
      // The draws stay one line each, in the order drawn.
      return { setAside: dealtLines(setAside), hand: dealtLines(hand), toBottom, rules, drawn: drawn.map(({ key, name }) => ({ key, name, count: 1 })), remaining };
    },
  });
}

export function decksHandlers({ db, clock, emit }: HandlerContext) {
  const sql = db.sql;
  const reads = deckReads({ db, clock });
  const simulations = new SimulationRuns();
  // An in-memory database has no file a worker could open: its calls stay here.
  const offThread = <M extends DeckRead>(method: M) =>
    ((params: Params<M>) =>
      db.path !== ':memory:' && isLargeDeckCall(method, params) ? readInWorker(db.path, clock, method, params) : reads[method](params)) as Handler<M>;
  return defineHandlers({
    'decks.formats': ({ game }) => {
      const byDefault = defaultFormatOf(sql, game);
      return deckFormats(game, regulationFormats(sql, game)).map((format) => ({
        id: format.id,
        label: { ...format.label },
        regulation: format.regulation,
        isDefault: format.id === byDefault,
        sections: sectionRequirements(gameDefinition(game), format),
      }));
    },
    'decks.read': offThread('decks.read'),
    'decks.write': offThread('decks.write'),
    'decks.stats': offThread('decks.stats'),
    'decks.validate': offThread('decks.validate'),
    'decks.sampleHand': offThread('decks.sampleHand'),

    'decks.simulate': async ({ game, sections, games, seed, turns = DEFAULT_SIMULATED_TURNS, first = true, groups = [], kill = false, job }) => {
      const definition = gameDefinition(game);
      if (kill && !definition.goldfishKill) {
        const killing = registeredGames.filter((each) => each.goldfishKill).map((each) => each.id);
        throw new ApiError('INVALID_PARAMS', `kill: only ${killing.join(', ')} has a kill policy, not ${game}`);
      }
      // The seat deck as the table deals it, each card named as it is counted (FaB pitches apart: `Snatch (red)`). A key
      // the database does not have comes back without facts.
      const seat = seatDeck(sql, game, Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, name: key, count }))])));
      const missing = Object.entries(seat.sections).flatMap(([section, cards]) =>
        cards.flatMap(({ key, count, facts }, index) => (facts ? [] : [{ key, count, card: null, at: `sections.${section}[${index}].key` }])),
      );
      if (missing.length > 0) throw unknownCards(game, missing);
      const deck = countedDeck(seat);
      const drawPile = definition.setup.drawPile.section;
      const labels: Record<string, string> = Object.fromEntries((deck.sections[drawPile] ?? []).map((card) => [card.key, card.name]));
      const named = new Set<string>();
      const counted = groups.map(({ name, keys }, index) => {
        if (named.has(name)) throw new ApiError('INVALID_PARAMS', `groups[${index}].name: "${name}" names an earlier group too`);
        named.add(name);
        const cards = keys.map((key, at) => {
          if (!Object.hasOwn(labels, key)) {
            const section = definition.sections.find((candidate) => candidate.id === drawPile)!.label.en;
            throw new ApiError('INVALID_PARAMS', `groups[${index}].keys[${at}]: "${key}" is not a card of the deck's ${section} section, which the cards are drawn from`);
          }
          return labels[key]!;
        });
        return { name, cards: [...new Set(cards)] };
      });
      const options = { games, seed, turns, first, groups: counted, ...(kill ? { kill } : {}) };
      const simulation = await simulations.run({ game, deck, options }, job, (done) => {
        if (job !== undefined) emit('simulate.progress', { job, done, games });
      });
      return { ...simulation, labels };
    },
    'decks.cancelSimulation': ({ job }) => ({ cancelled: simulations.cancel(job) }),
  });
}
