/**
 * What a seat's page may not hold at a table of hidden hands, for the end-to-end tests of decisions handed to the other
 * seat (test/e2e/decisions.e2e.test.ts, fab-combat.e2e.test.ts): the names of the cards a seat may not see, read from the
 * engine's state as the bridge's database holds it, in neither the page's HTML nor any API answer it received; and the
 * privacy screen passing to a player.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TableSnapshot } from '../../api/contract';
import { createTablesRepository } from '../../db/tables/repository';
import { Sqlite } from '../../db/sqlite';
import { sees } from '../../engine/core/basics';
import { History } from '../../engine/core/history';
import { tableRules } from '../../engine/core/setup';
import { seenBy, type GameState } from '../../engine/core/state';
import type { GameDefinition } from '../../engine/games/types';

/** The table as the engine holds it, replayed from the bridge's database (read only, beside the running bridge). */
export function savedTableState(dbPath: string, id: string, game: GameDefinition): GameState {
  const db = new Sqlite(dbPath, { readonly: true, fileMustExist: true });
  try {
    const { start, actions, cursor } = createTablesRepository(db).get(id)!;
    return History.fromSession(tableRules(game), { version: 1, ...start, actions, cursor }).state;
  } finally {
    db.close();
  }
}

/**
 * The names of the cards `seat` may not see, but for a name it sees on another card: a copy in play, or a card whose name
 * holds it (PMV 符ノ壱“朝霧 ひかり” holds 朝霧 ひかり).
 */
function hiddenFrom(state: GameState, seat: number): Set<string> {
  const seen = new Set<string>();
  const hidden = new Set<string>();
  for (const [id, card] of Object.entries(state.cards)) (sees(seenBy(state, id), seat) ? seen : hidden).add(state.catalog[card.key]?.name ?? card.key);
  return new Set([...hidden].filter((name) => ![...seen].some((shown) => shown.includes(name))));
}

/**
 * What a page received from the API, in order: each answer's method and text. Server-sent events are left out (a
 * stream has no end to read); what they carry is a table's id and cursor.
 */
function recordAnswers(page: Page): { method: string; text: string }[] {
  const answers: { method: string; text: string }[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/invoke')) return;
    const { method } = JSON.parse(response.request().postData() ?? '{}') as { method: string };
    void response.text().then((text) => answers.push({ method, text }), () => {});
  });
  return answers;
}

/**
 * One page's privacy, checked after each step: the page shows `shown` (a seat, or `covered` by the privacy screen) and
 * holds no name hidden from it — covered, from either seat; each answer received since the last check holds no name
 * hidden from the seat it answers (a table snapshot's `seat`), and any other (card data, pictures) no card record named
 * as one hidden from both.
 */
export function privacy(page: Page, stateNow: () => GameState) {
  const answers = recordAnswers(page);
  let checked = 0;
  return async (shown: number | 'covered', step: string): Promise<void> => {
    // The answers of the step in flight are read before they are checked.
    await page.waitForTimeout(300);
    const state = stateNow();
    const hidden = [hiddenFrom(state, 0), hiddenFrom(state, 1)];
    // The decks hold names neither seat sees, so every check has something to find.
    expect([...hidden[0]!].filter((name) => hidden[1]!.has(name)).length, step).toBeGreaterThan(3);
    const html = await page.content();
    const unseen = shown === 'covered' ? new Set([...hidden[0]!, ...hidden[1]!]) : hidden[shown]!;
    expect([...unseen].filter((name) => html.includes(name)), `${step}: the page`).toEqual([]);
    for (const { method, text } of answers.slice(checked)) {
      const answered = (JSON.parse(text) as { result?: Partial<TableSnapshot> }).result;
      const seat = typeof answered?.seat === 'number' ? answered.seat : null;
      const names = seat === null ? [...hidden[0]!].filter((name) => hidden[1]!.has(name)) : [...hidden[seat]!];
      // Card data may name a hidden card as another card's caster or in its text (PMV); only its own record would leak it.
      const leaks = (name: string): boolean => text.includes(seat === null ? `"name":${JSON.stringify(name)}` : name);
      expect(names.filter(leaks), `${step}: the answer to ${method}${seat === null ? '' : ` for seat ${seat}`}`).toEqual([]);
    }
    checked = answers.length;
  };
}

/** The privacy screen passing to `player` for `reason`. */
export async function cover(page: Page, player: string, reason: string): Promise<void> {
  const screen = page.getByRole('dialog', { name: `${player}に交代` });
  await screen.waitFor();
  expect(await screen.locator('.reason').textContent()).toBe(reason);
}
