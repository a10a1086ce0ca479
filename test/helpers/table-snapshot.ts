/** Table snapshots as the API gives them (api/contract.ts TableSnapshot), built from a real engine History, for renderer tests. */
import type { TableSnapshot } from '../../api/contract';
import { logEntries, rulesInfo } from '../../api/handlers/tables';
import type { History } from '../../engine/core/history';
import { startTable, type SeatDeck, type TableOptions } from '../../engine/core/setup';
import { outcome } from '../../engine/core/state';
import { view } from '../../engine/core/view';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { madeUpCards } from './table';

/** `seat`'s snapshot of the table as it stands: its view, and the applied log in sentences as it may read them. */
export function snapshotOf(history: History, game: GameId, seat: number): TableSnapshot {
  const { state, rules } = history;
  const { over, winners } = outcome(state);
  return {
    table: {
      id: 'table-1',
      game,
      name: 'Test table',
      seats: state.seats.map((entry, index) => ({ deckId: entry.dummy ? null : `deck-${index}`, deckName: entry.dummy ? 'Dummy' : `Deck ${index + 1}`, dummy: entry.dummy })),
      layout: 'hotseat',
      mode: state.mode,
      turn: { number: state.turn.number, activeSeat: state.turn.activeSeat, step: state.turn.step },
      over,
      winners,
      cursor: history.cursor,
      length: history.length,
      created: '2025-01-01T00:00:00.000Z',
      updated: '2025-01-01T00:00:00.000Z',
    },
    seat,
    view: view(state, seat),
    rules: rulesInfo(rules, gameDefinition(game).board),
    log: logEntries(history, seat),
    logFrom: 0,
    notices: [],
  };
}

/** A 40-card made-up main deck: enough for any game's setup. */
export const madeUpDeck = (): SeatDeck => ({ sections: { main: madeUpCards('card', 40) } });

/** A table of `game` set up from made-up decks (two seats unless `options` says otherwise). */
export function madeUpTable(game: GameId, options: Partial<TableOptions> = {}): History {
  return startTable(gameDefinition(game), { seed: 7, decks: [madeUpDeck(), madeUpDeck()], mode: 'assisted', ...options });
}
