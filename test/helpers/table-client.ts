/**
 * A bridge over an engine History answering the `table.*` methods as the contract says (one seat's snapshot, the log
 * from `logFrom`, a refusal as a notice), for the table's renderer tests (wrap it with the renderer's createClient).
 * Every call is recorded; `emit` sends a `table.changed` event as another window's change would.
 */
import type { Bridge, CardSummary, EventMessage, Events, TableNotice, TableSnapshot } from '../../api/contract';
import type { History } from '../../engine/core/history';
import { isRuleError } from '../../engine/core/basics';
import type { GameId } from '../../engine/games/id';
import { snapshotOf } from './table-snapshot';

export interface FakeTableBridge {
  bridge: Bridge;
  calls: { method: string; params: Record<string, unknown> }[];
  /** The actions `table.act` received. */
  actions(): unknown[];
  emit(payload: Events['table.changed']): void;
}

/** `summary`: what `cards.many` answers for a key (none: nothing is known, as for cards not in the database). */
export function fakeTableBridge(history: History, game: GameId, { id = 'table-1', summary }: { id?: string; summary?: (key: string) => CardSummary } = {}): FakeTableBridge {
  const calls: FakeTableBridge['calls'] = [];
  const listeners: ((message: EventMessage) => void)[] = [];
  const answer = (params: { seat: number; logFrom?: number }, notices: TableNotice[] = []): TableSnapshot => {
    const whole = snapshotOf(history, game, params.seat);
    const logFrom = params.logFrom ?? 0;
    return { ...whole, table: { ...whole.table, id }, log: whole.log.slice(logFrom), logFrom, notices };
  };
  const result = (method: string, params: Record<string, unknown>): unknown => {
    const seatParams = params as { seat: number; logFrom?: number };
    switch (method) {
      case 'table.get':
        return answer(seatParams);
      case 'table.act': {
        const applied = history.perform(params.action as never);
        return answer(seatParams, isRuleError(applied) ? [{ kind: 'refused', rule: applied.rule, message: applied.message }] : []);
      }
      case 'table.undo':
        if (params.to === undefined) history.undo();
        else history.goTo(params.to as number);
        return answer(seatParams);
      case 'table.redo':
        history.redo();
        return answer(seatParams);
      case 'table.search':
        // The fake's query language: card keys separated by spaces.
        history.perform({ type: 'search', seat: seatParams.seat, zone: { zone: String(params.zone) }, filter: { keys: String(params.query).split(/\s+/) } });
        return answer(seatParams);
      case 'cards.many':
        return summary ? (params.keys as string[]).map(summary) : [];
      case 'images.find':
        return { keys: [] };
      default:
        throw new Error(`the fake table bridge does not answer ${method}`);
    }
  };
  const bridge: Bridge = {
    invoke: async (method, params = {}) => {
      calls.push({ method, params: params as Record<string, unknown> });
      return { ok: true, result: structuredClone(result(method, params as Record<string, unknown>)) } as never;
    },
    onEvent: (listener) => {
      listeners.push(listener);
      return () => void listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  return {
    bridge,
    calls,
    actions: () => calls.filter((call) => call.method === 'table.act').map((call) => call.params.action),
    emit: (payload) => {
      for (const listener of [...listeners]) listener({ event: 'table.changed', payload });
    },
  };
}
