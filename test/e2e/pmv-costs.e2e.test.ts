/**
 * Two players at one PMV table in Chromium against the real web bridge, a window per seat, both with the shipped sample
 * deck (db/packs/sample-pmv.deck.json): Player 1 plays 駆け出しの陰陽師 from the hand and, in the dialog the play asks,
 * names the node that pays its cost; the node is put to sleep (PMV 1.8.7.a). Player 2's window shows that node asleep
 * (3.5.2) and never its card's name, in the page or any API answer (3.5.3; test/helpers/table-privacy.ts).
 */
import { describe, expect, it } from 'vitest';
import type { MethodName, TableSnapshot } from '../../api/contract';
import type { GameState } from '../../engine/core/state';
import { pmv } from '../../engine/games/pmv';
import { callOverHttp } from '../helpers/http';
import { shippedDeck, type Call } from '../helpers/library-decks';
import { privacy, savedTableState } from '../helpers/table-privacy';
import { SCREENSHOT_DIR, useApp } from './environment';

const { openApp } = useApp();

const nameOf = (state: GameState, card: string): string => state.catalog[state.cards[card]!.key]!.name;

describe('a PMV cost paid with a node', () => {
  it('PMV 1.8.7.a / 3.5.2: the owner names the node that pays; the other seat’s window shows it asleep and never its name', async () => {
    const { page, server, dbPath } = await openApp('ja');
    const call = ((method: MethodName, params: object) => callOverHttp(server, method, params)) as Call;
    const deck = await shippedDeck(call, 'pmv');
    const started = await callOverHttp<TableSnapshot>(server, 'table.start', { game: 'pmv', decks: [deck.id, deck.id], layout: 'windows', seed: 5 });
    const id = started.table.id;
    const stateNow = () => savedTableState(dbPath, id, pmv);
    const act = (seat: number, action: object) => callOverHttp<TableSnapshot>(server, 'table.act', { id, seat, action: { seat, ...action } });
    // Laid out by hand as the players would: 駆け出しの陰陽師 (cost 1, 1 required node) into the hand, and a node of a
    // card whose name Player 2 sees nowhere else, from the deck (an effect's 'add to the nodes', 1.8.4).
    let state = stateNow();
    const player1 = [...state.zones['deck#0']!, ...state.zones['hand#0']!];
    const onmyoji = player1.find((card) => nameOf(state, card) === '駆け出しの陰陽師')!;
    const seenBy2 = [...state.zones['hand#1']!, ...state.zones['sideboard#1']!, onmyoji].map((card) => nameOf(state, card));
    const node = state.zones['deck#0']!.find((card) => !seenBy2.some((name) => name.includes(nameOf(state, card))))!;
    const nodeName = nameOf(state, node);
    await act(0, { type: 'move', card: onmyoji, to: { zone: 'hand', seat: 0 } });
    await act(0, { type: 'move', card: node, to: { zone: 'node', seat: 0 } });
    while (state.turn.step !== 'main') {
      await act(0, { type: 'advance' });
      state = stateNow();
    }

    const other = await page.context().newPage();
    const [checkOwner, checkOther] = [privacy(page, stateNow), privacy(other, stateNow)];
    await page.goto(`${server.url}#/table/${id}/0`);
    await other.goto(`${server.url}#/table/${id}/1`);
    for (const each of [page, other]) await each.locator(`.table-view [data-zone-key="node#0"] [data-card="${node}"]`).waitFor();
    await checkOwner(0, 'seat 1 opens');
    await checkOther(1, 'seat 2 opens');
    expect(await other.locator(`[data-card="${node}"]`).getAttribute('class')).not.toContain('tapped');

    // The double-click plays the card and asks which nodes pay.
    await page.locator(`.table-view [data-card="${onmyoji}"]`).dblclick();
    const dialog = page.getByRole('dialog', { name: 'プレイ' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: nodeName }).check();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/pmv-pay-nodes.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Player 2's window follows the change: the node lies asleep, face down.
    const asleep = other.locator(`.table-view [data-zone-key="node#0"] .card.tapped[data-card="${node}"]`);
    await asleep.waitFor();
    expect(await asleep.getAttribute('aria-label')).toBe('カードの裏面, タップ');
    await other.locator(`.table-view [data-zone-key="play#0"] [data-card="${onmyoji}"]`).waitFor();
    await other.screenshot({ path: `${SCREENSHOT_DIR}/pmv-node-asleep.png` });
    state = stateNow();
    expect(state.cards[node]).toMatchObject({ tapped: true, faceDown: true, location: { kind: 'zone', zone: 'node#0' } });
    expect(state.cards[onmyoji]!.location).toEqual({ kind: 'zone', zone: 'play#0' });
    await checkOwner(0, 'seat 1 has paid');
    await checkOther(1, 'seat 2 sees the node asleep');
    expect(await other.content()).not.toContain(nodeName);
  });
});
