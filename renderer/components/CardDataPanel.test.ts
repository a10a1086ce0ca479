import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameId, GameInfo } from '../../api/contract';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { createClient } from '../lib/client';
import CardDataPanel from './CardDataPanel.svelte';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => {
  cleanup();
  setLocale('ja');
  test?.db.close();
});

/** The row of the sources table naming `source`, once the list has loaded. */
const sourceRow = (source: string) =>
  vi.waitFor(() => {
    const row = document.querySelector<HTMLElement>(`tr[data-source="${source}"]`);
    expect(row).not.toBeNull();
    return row!;
  });

async function panel(game: GameId, packs: string[] = []) {
  test = makeBackend(tempDir(), { packs });
  const client = createClient(inProcessBridge(test.backend));
  render(CardDataPanel, { props: { client, game: (await client.call('games.get', { id: game })) as GameInfo, onsettings: () => {} } });
  return screen.getByRole('button', { name: /^(更新|Update)$/ }) as HTMLButtonElement;
}

describe('CardDataPanel', () => {
  it('marks the sample pack among the sources as sample cards, in Japanese and in English', async () => {
    await panel('acg', ['sample-acg.json']);
    const row = await sourceRow('sample-acg');
    expect(row.querySelector('.sample-badge')?.textContent).toBe('サンプルカード');
    expect(row.querySelector('.sample-note')?.textContent).toBe('Deck Dojo 用に作ったカードで、公式のカードではありません。本物のカードは取り込んで使えます。');
    cleanup();
    test?.db.close();
    setLocale('en');
    await panel('acg', ['sample-acg.json']);
    const english = await sourceRow('sample-acg');
    expect(english.querySelector('.sample-badge')?.textContent).toBe('sample cards');
    expect(english.textContent).toContain('Made up for Deck Dojo, not official cards');
  });

  it('marks no source of a game that ships real cards', async () => {
    await panel('fab', ['fab.json.gz']);
    const row = await sourceRow('bundled:fab');
    expect(row.querySelector('.sample-badge')).toBeNull();
    expect(document.querySelector('.sample-badge')).toBeNull();
  });

  it('updates FaB from its usual source when no address is given', async () => {
    const update = await panel('fab');
    expect(screen.getByText('アドレス(空欄ならいつもの配布元)')).toBeTruthy();
    expect(screen.getByText('UTF-8 または Shift_JIS の CSV・TSV・JSON:fab-cube のデータ、Deck Dojo のテンプレート、規制リスト。ファイル全体に問題がないときだけ取り込みます。')).toBeTruthy();
    expect(update.disabled).toBe(false);
  });

  it('asks for an address for a game with no source of its own', async () => {
    const update = await panel('acg');
    expect(screen.getByText('取り込むファイルのアドレス')).toBeTruthy();
    // An ACG player is not told of FaB's or DM's files.
    expect(screen.getByText('UTF-8 または Shift_JIS の CSV・TSV・JSON:Deck Dojo のテンプレート、規制リスト。ファイル全体に問題がないときだけ取り込みます。')).toBeTruthy();
    expect(update.disabled).toBe(true);
  });

  it('imports a card CSV with a column the template does not have, naming the column under the summary', async () => {
    await panel('acg');
    const file = new File(['名前,種類,コスト,メモ\n見張りのミーアキャット,動物,1,2枚持ってる\n'], 'my-acg.csv', { type: 'text/csv' });
    await fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    await fireEvent.click(screen.getByRole('button', { name: '取り込む' }));
    const banner = await screen.findByText(/my-acg\.csv をCSV（Deck Dojo テンプレート）として取り込みました/);
    // Said in the screen's language alone, with no English from the importer mixed in (the app's name aside).
    expect(banner.textContent).toContain('列「メモ」はテンプレートの列ではないため読み飛ばしました（テンプレートの列はユーザーガイドにあります）。');
    expect(banner.textContent!.replaceAll('Deck Dojo', '')).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('counts one card as one in English, and names the column passed over in English alone', async () => {
    setLocale('en');
    await panel('acg');
    const file = new File(['名前,種類,コスト,メモ\n見張りのミーアキャット,動物,1,2枚持ってる\n'], 'my-acg.csv', { type: 'text/csv' });
    await fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    await fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    // The format is named in the interface's language, not by its id.
    const banner = await screen.findByText(/Imported my-acg\.csv as CSV \(Deck Dojo template\):/);
    expect(banner.textContent).toContain('1 card (1 new, 0 updated)');
    expect(banner.textContent).toContain('Column “メモ” is not a column of the template and was passed over');
  });

  it('offers the file formats the game’s cards come in: its own third-party ones, then those every game reads', async () => {
    const named: string[] = [];
    const formats = async (game: GameId) => {
      await panel(game);
      const options = [...screen.getByRole('combobox').querySelectorAll('option')];
      const offered = options.map((option) => option.value);
      if (game === 'dm') named.push(...options.map((option) => option.textContent!));
      cleanup();
      test?.db.close();
      return offered;
    };
    expect(await formats('fab')).toEqual(['', 'fab-cube', 'csv', 'json', 'regulation-csv']);
    expect(await formats('dm')).toEqual(['', 'dm-modern', 'dm-classic', 'dm-en', 'csv', 'json', 'regulation-csv']);
    expect(await formats('acg')).toEqual(['', 'csv', 'json', 'regulation-csv']);
    expect(named).toEqual(['ファイルから判別', 'デュエマのデータセット（現行）', 'デュエマのデータセット（旧世代）', 'デュエマのデータセット（英語版）', 'CSV（Deck Dojo テンプレート）', 'JSON（Deck Dojo テンプレート）', '規制リスト（CSV）']);
  });
});
