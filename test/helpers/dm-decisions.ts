/**
 * A Duel Masters table where the rules hand the defender decisions, for the end-to-end tests and the screenshots: two
 * real product decks (DMD-21 attacking, DMBD-22 defending) laid out through the API as the players would by hand, the
 * engine's state replayed from the bridge's database, and an attack made through the table's menu as a player does.
 */
import type { Page } from 'playwright-core';
import type { MethodName, TableSnapshot } from '../../api/contract';
import type { GameState } from '../../engine/core/state';
import { dm } from '../../engine/games/dm';
import type { ServedApp } from './browser';
import { callOverHttp } from './http';
import { dmProductDeck, type Call } from './library-decks';
import { savedTableState } from './table-privacy';

export const ATTACKER = '鳳皇 マッハギア';
export const SECOND_ATTACKER = '爆炎シューター マッカラン';
export const BLOCKER = '暗黒鎧 ザロスト';
/** An S・トリガー on its spell half (零誕祭): cast when used. */
export const TRIGGER = '龍頭星雲人/零誕祭';

/** The DM table as the engine holds it, replayed from the bridge's database. */
export const tableState = (dbPath: string, id: string): GameState => savedTableState(dbPath, id, dm);

/** A card of `key` of the seat's, from its deck first (a copy may lie in its hand or shields). */
function cardOf(state: GameState, seat: number, key: string): string {
  for (const zone of [`deck#${seat}`, `hand#${seat}`, `shields#${seat}`]) {
    const found = state.zones[zone]!.find((id) => state.cards[id]!.key === key);
    if (found) return found;
  }
  throw new Error(`${key}: seat ${seat} has none left to lay out`);
}

/**
 * A two-player table of DMD-21 (seat 0) against DMBD-22 (seat 1), laid out through the API as the players would by
 * hand: seat 0's two attackers in the battle zone, seat 1's untapped ブロッカー beside them and its S・トリガー twinpact
 * on top of its shields; then seat 0's turn 1 advanced to its attack step.
 */
export async function dmDecisionTable(server: ServedApp, dbPath: string, layout: 'hotseat' | 'windows'): Promise<{ id: string; card: (name: string) => string }> {
  const call = ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
  const [first, second] = [await dmProductDeck(call, 'DMD-21'), await dmProductDeck(call, 'DMBD-22')];
  const started = await callOverHttp<TableSnapshot>(server, 'table.start', { game: 'dm', decks: [first.id, second.id], layout, seed: 19 });
  const id = started.table.id;
  const act = (seat: number, action: object) => callOverHttp<TableSnapshot>(server, 'table.act', { id, seat, action: { seat, ...action } });
  let state = tableState(dbPath, id);
  const cards: Record<string, string> = { [ATTACKER]: cardOf(state, 0, ATTACKER), [SECOND_ATTACKER]: cardOf(state, 0, SECOND_ATTACKER), [BLOCKER]: cardOf(state, 1, BLOCKER), [TRIGGER]: cardOf(state, 1, TRIGGER) };
  await act(0, { type: 'move', card: cards[ATTACKER], to: { zone: 'battle' } });
  await act(0, { type: 'move', card: cards[SECOND_ATTACKER], to: { zone: 'battle' } });
  await act(1, { type: 'move', card: cards[BLOCKER], to: { zone: 'battle' } });
  await act(1, { type: 'move', card: cards[TRIGGER], to: { zone: 'shields', seat: 1, position: 'top' } });
  while (state.turn.step !== 'attack') {
    await act(0, { type: 'advance' });
    state = tableState(dbPath, id);
  }
  return { id, card: (name) => cards[name]! };
}

/** Attacks the player with the card through its menu, as a player does: right-click, the game's action, the dialog's OK. */
export async function attackPlayer(page: Page, card: string, labels: { action: string; ok: string }): Promise<void> {
  await page.locator(`.table-view [data-card="${card}"]`).click({ button: 'right' });
  await page.getByRole('menuitem', { name: labels.action, exact: true }).click();
  await page.getByRole('dialog', { name: labels.action }).getByRole('button', { name: labels.ok }).click();
}
