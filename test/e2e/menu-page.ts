/**
 * The page as the desktop app's renderer sees it: a `window.nativeMenu` shaped like the preload's, which records the
 * menu models published and lets a test choose items. (The web bridge itself has no native menu.)
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NativeMenuBridge, NativeMenuModel } from '../../api/contract';

/** What the page holds in place of the preload's `window.nativeMenu`. */
interface MenuPage {
  nativeMenu: NativeMenuBridge;
  menuModels: NativeMenuModel[];
  chooseMenuItem(id: string): void;
}

/** Gives the page a recording `window.nativeMenu` and reloads it onto the Cards screen. */
export async function withNativeMenu(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const menuPage = globalThis as unknown as MenuPage;
    const listeners: ((id: string) => void)[] = [];
    menuPage.menuModels = [];
    menuPage.chooseMenuItem = (id) => listeners.forEach((listener) => listener(id));
    menuPage.nativeMenu = {
      publish: (model) => void menuPage.menuModels.push(model),
      onCommand: (listener) => {
        listeners.push(listener);
        return () => void listeners.splice(listeners.indexOf(listener), 1);
      },
    };
  });
  await page.reload();
  await page.locator('#search-status').waitFor();
}

/** Chooses a menu item, as the main process reports a click. */
export const chooseMenuItem = (page: Page, id: string) => page.evaluate((command) => (globalThis as unknown as MenuPage).chooseMenuItem(command), id);

/** The latest model published, once `ready` says so. */
export async function latestMenuModel(page: Page, ready: (model: NativeMenuModel) => boolean): Promise<NativeMenuModel> {
  let model: NativeMenuModel | undefined;
  await expect
    .poll(async () => {
      model = await page.evaluate(() => (globalThis as unknown as MenuPage).menuModels.at(-1));
      return model !== undefined && ready(model);
    })
    .toBe(true);
  return model!;
}
