import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Settings } from '../../api/contract';
import { type TestBackend } from '../../test/helpers/backend';
import { useRenderedBackend } from '../../test/helpers/rendered-backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { writeCardPngs } from '../../test/helpers/png';
import App from '../App.svelte';
import { AppState } from '../lib/app-state.svelte';
import { createClient } from '../lib/client';
import { setLocale } from '../i18n/index.svelte';

const { tempDir, open } = useRenderedBackend();
let test: TestBackend | undefined;
afterEach(() => {
  setLocale('ja');
  window.location.hash = '';
  delete document.documentElement.dataset.theme;
});

/** The app on its Settings screen over a real backend, as the player opens it: Ctrl+, from anywhere. */
async function openSettings(languages = ['en-US'], packs = ['sample-acg.json']) {
  test = open({ packs });
  // Past the first run's question (the game chosen).
  await test.backend.invoke('settings.update', { gameId: 'acg' });
  const state = new AppState(createClient(inProcessBridge(test.backend)));
  await state.load(languages);
  render(App, { props: { state } });
  await fireEvent.keyDown(window, { key: ',', ctrlKey: true });
  await fireEvent(window, new HashChangeEvent('hashchange'));
  const { backend } = test;
  const stored = async (): Promise<Settings> => ((await backend.invoke('settings.get', {})) as { result: Settings }).result;
  return { state, backend, stored };
}

describe('the Settings screen', () => {
  it('is a screen of the rail, reached by Ctrl+, with every setting on it', async () => {
    await openSettings();
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Language and appearance', 'Default deck formats', 'Card images', 'Backups']);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    // The top bar keeps no second language switch.
    expect(screen.getAllByRole('radiogroup', { name: 'Language' })).toHaveLength(1);
    expect(screen.getAllByRole('textbox', { name: /^Image folder for / })).toHaveLength(5);
  });

  it('switches the theme with clicks and arrow keys, saving it and marking the page', async () => {
    const { stored } = await openSettings();
    const themes = screen.getByRole('radiogroup', { name: 'Appearance' });
    expect(within(themes).getByRole('radio', { checked: true }).textContent?.trim()).toBe('Match the system');
    expect(document.documentElement.dataset.theme).toBe('system');
    await fireEvent.click(within(themes).getByRole('radio', { name: 'Dark' }));
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect((await stored()).theme).toBe('dark');
    await fireEvent.keyDown(within(themes).getByRole('radio', { name: 'Dark' }), { key: 'ArrowLeft' });
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(within(themes).getByRole('radio', { checked: true }).textContent?.trim()).toBe('Light');
    expect((await stored()).theme).toBe('light');
  });

  it('follows a change another window made', async () => {
    const { backend } = await openSettings();
    await backend.invoke('settings.update', { theme: 'dark', backupsToKeep: 4 });
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(within(screen.getByRole('radiogroup', { name: 'Appearance' })).getByRole('radio', { checked: true }).textContent?.trim()).toBe('Dark');
    expect((screen.getByRole('spinbutton', { name: 'Automatic backups to keep' }) as HTMLInputElement).value).toBe('4');
  });

  it('saves each game’s default format, which new and imported decks then get', async () => {
    const { backend, stored } = await openSettings();
    const acg = screen.getByRole('combobox', { name: 'Default format for Animal Card Game' }) as HTMLSelectElement;
    await vi.waitFor(() => expect([...acg.options].map((option) => option.value)).toEqual(['casual', 'competitive']));
    expect(acg.value).toBe('casual');
    await fireEvent.change(acg, { target: { value: 'competitive' } });
    await vi.waitFor(async () => expect((await stored()).defaultFormats.acg).toBe('competitive'));

    window.location.hash = '#/decks';
    await fireEvent(window, new HashChangeEvent('hashchange'));
    await fireEvent.click(await screen.findByRole('button', { name: 'New deck' }));
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/decks\/.+/));
    const id = decodeURIComponent(window.location.hash.split('/')[2]!);
    expect(await backend.invoke('library.get', { id })).toMatchObject({ ok: true, result: { format: 'competitive' } });
  });

  it('shows each game’s default in both languages: DM’s is 殿堂レギュレーション once its card data has the list', async () => {
    const { stored } = await openSettings(['ja-JP'], ['sample-acg.json', 'dm.json.gz']);
    const dm = screen.getByRole('combobox', { name: 'デュエル・マスターズの既定のフォーマット' }) as HTMLSelectElement;
    await vi.waitFor(() => expect([...dm.options].map((option) => option.textContent)).toEqual(['構築ルールのみ', 'クラシック期の殿堂', '殿堂レギュレーション']));
    expect(dm.selectedOptions[0]!.textContent).toBe('殿堂レギュレーション');
    expect((screen.getByRole('combobox', { name: 'アニマルカードゲームの既定のフォーマット' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('カジュアル');
    await fireEvent.click(within(screen.getByRole('radiogroup', { name: '言語' })).getByRole('radio', { name: 'English' }));
    const english = (await screen.findByRole('combobox', { name: 'Default format for Duel Masters' })) as HTMLSelectElement;
    expect([...english.options].map((option) => option.textContent)).toEqual(['Construction rules only', 'Classic-era Hall of Fame', 'Hall of Fame regulation']);
    expect(english.selectedOptions[0]!.textContent).toBe('Hall of Fame regulation');
    await fireEvent.change(english, { target: { value: 'none' } });
    await vi.waitFor(async () => expect((await stored()).defaultFormats.dm).toBe('none'));
    await vi.waitFor(() => expect(english.value).toBe('none'));
  }, 30_000);

  it('keeps 1 to 100 automatic backups, putting back a number out of range', async () => {
    const { stored } = await openSettings(['ja-JP']);
    const input = screen.getByRole('spinbutton', { name: '自動バックアップの保存数' }) as HTMLInputElement;
    await fireEvent.change(input, { target: { value: '3' } });
    await vi.waitFor(async () => expect((await stored()).backupsToKeep).toBe(3));
    await fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('3');
    expect((await stored()).backupsToKeep).toBe(3);
    expect(screen.getByRole('link', { name: 'バックアップの作成と復元は「データ」画面で行います。' }).getAttribute('href')).toBe('#/data');
  });

  it('takes a game’s image folder only when it is there, counting its pictures, and the download switch', async () => {
    const { stored } = await openSettings();
    const folder = tempDir();
    writeCardPngs(folder, ['acg-s001.png']);
    const typo = `${folder}/typo`;
    const row = document.querySelector<HTMLFormElement>('form.image-folder[data-game="acg"]')!;
    const path = within(row).getByRole('textbox', { name: 'Image folder for Animal Card Game' });
    expect(within(row).getByRole('status').textContent).toContain('No folder chosen');

    await fireEvent.input(path, { target: { value: typo } });
    await fireEvent.click(within(row).getByRole('button', { name: 'Use this folder' }));
    await vi.waitFor(() => expect(within(row).getByRole('status').textContent).toBe(`There is no folder ${typo}.`));
    expect((await stored()).imageFolders.acg).toBeNull();

    await fireEvent.input(path, { target: { value: folder } });
    await fireEvent.click(within(row).getByRole('button', { name: 'Use this folder' }));
    await vi.waitFor(async () => expect((await stored()).imageFolders.acg).toBe(folder));
    await vi.waitFor(() => expect(within(row).getByRole('status').textContent?.trim()).toBe('Image files: 1 · Animal Card Game cards pictured: 1'));
    expect((await stored()).imageFolders.dm).toBeNull();

    await fireEvent.click(within(row).getByRole('button', { name: 'Stop using it' }));
    await vi.waitFor(async () => expect((await stored()).imageFolders.acg).toBeNull());

    const download = screen.getByRole('checkbox', { name: 'Download the images named by the card data' }) as HTMLInputElement;
    expect(download.checked).toBe(false);
    await fireEvent.click(download);
    await vi.waitFor(async () => expect((await stored()).downloadImages).toBe(true));
  });

  it('in the desktop app, takes a folder only from the folder dialog: the path shown cannot be typed', async () => {
    const folder = tempDir();
    writeCardPngs(folder, ['acg-s001.png']);
    const chooseFolder = vi.fn(async () => folder);
    window.desktop = { chooseFolder, chooseDatabaseFile: async () => null };
    onTestFinished(() => void delete window.desktop);
    const { stored } = await openSettings();
    const row = document.querySelector<HTMLFormElement>('form.image-folder[data-game="acg"]')!;
    const path = within(row).getByRole('textbox', { name: 'Image folder for Animal Card Game' }) as HTMLInputElement;
    expect(path.readOnly).toBe(true);
    expect(within(row).queryByRole('button', { name: 'Use this folder' })).toBeNull();
    await fireEvent.submit(row);
    expect((await stored()).imageFolders.acg).toBeNull();

    await fireEvent.click(within(row).getByRole('button', { name: 'Choose…' }));
    expect(chooseFolder).toHaveBeenCalledWith('Image folder for Animal Card Game');
    await vi.waitFor(async () => expect((await stored()).imageFolders.acg).toBe(folder));
    expect(path.value).toBe(folder);
  });

  it('is where the card data dialog and the Your data screen send the player, each with no editor of its own', async () => {
    await openSettings();
    window.location.hash = '#/cards';
    await fireEvent(window, new HashChangeEvent('hashchange'));
    await fireEvent.click(await screen.findByRole('button', { name: 'Card data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: /Image folder/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await fireEvent.click(within(dialog).getByRole('link', { name: 'Image folders and downloads are set in Settings.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('#/settings');

    window.location.hash = '#/data';
    await fireEvent(window, new HashChangeEvent('hashchange'));
    const link = await screen.findByRole('link', { name: 'Automatic backups kept: 10. Change it in Settings.' });
    expect(link.getAttribute('href')).toBe('#/settings');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
