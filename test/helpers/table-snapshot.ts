/** Table snapshots as the API gives them (api/contract.ts TableSnapshot), built from a real engine History, for renderer tests. */
import type { TableRulesInfo, TableSnapshot } from '../../api/contract';
import { describe } from '../../engine/core/describe';
import type { History } from '../../engine/core/history';
import { startTable, type SeatDeck, type TableOptions } from '../../engine/core/setup';
import { outcome, type TableRules } from '../../engine/core/state';
import { view } from '../../engine/core/view';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/types';
import { madeUpCards } from './table';

const info = (rules: TableRules): TableRulesInfo => ({
  zones: rules.zones.map(({ id, label, owner, visibility, ordered, capacity, faceDown, rule }) => ({ id, label, owner, visibility, ordered, capacity, faceDown, rule })),
  drawPile: rules.drawPile,
  hand: rules.hand,
  steps: (rules.turns?.steps ?? []).map(({ id, label, rule }) => ({ id, label, rule })),
  mainStep: rules.turns?.mainStep ?? '',
  actions: (rules.actions ?? []).map(({ id, label, rule }) => ({ id, label, rule })),
  markers: [...(rules.markers ?? [])],
  resources: [...(rules.resources ?? [])],
});

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
    rules: info(rules),
    log: history.log().map((entry, index) => ({
      index: index + 1,
      seat: entry.action.seat,
      lines: entry.events.map((event) => ({ ja: describe(event, 'ja', seat, rules), en: describe(event, 'en', seat, rules) })),
    })),
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
