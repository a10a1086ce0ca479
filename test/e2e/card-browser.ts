import type { Page } from 'playwright-core';

/** Picks a game and waits until the Cards screen lists that game's cards. */
export async function chooseGame(page: Page, game: string): Promise<void> {
  await page.locator(`.game-choice[data-game="${game}"]`).click();
  await page.locator(`#search-status[data-game="${game}"][data-query=""]`).waitFor();
}

/** Types a query and waits until the list shows its results (the status names the game and query they are for). */
export async function searchFor(page: Page, query: string, status: RegExp): Promise<void> {
  await page.getByRole('searchbox').fill(query);
  await page.locator(`#search-status[data-query="${query.replace(/"/g, '\\"')}"]`, { hasText: status }).waitFor();
}

/** The names the card list shows. */
export const listedNames = (page: Page): Promise<string[]> => page.locator('.row .name').allTextContents();
