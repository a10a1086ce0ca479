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

/** Chooses a file as the player does: the panel's own button, then the file dialog (the page's hidden file input). */
async function chooseFile(file: File) {
  await fireEvent.click(screen.getByRole('button', { name: /(ファイルを選ぶ…|Choose a file…)$/ }));
  const input = await vi.waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file dialog was opened');
    return found;
  });
  await fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText(file.name);
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

  it('says in Japanese why a folder address cannot update a game with no usual files', async () => {
    const update = await panel('acg');
    await fireEvent.input(screen.getByPlaceholderText('https://'), { target: { value: 'https://example.com/acg/' } });
    await fireEvent.click(update);
    expect((await screen.findByRole('alert')).textContent).toBe('何も取り込んでいません：アニマルカードゲームには決まったファイルの一覧がありません。ファイル1つのアドレスを入れてください');
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
    await chooseFile(file);
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
    await chooseFile(file);
    await fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    // The format is named in the interface's language, not by its id.
    const banner = await screen.findByText(/Imported my-acg\.csv as CSV \(Deck Dojo template\):/);
    expect(banner.textContent).toContain('1 card (1 new, 0 updated)');
    expect(banner.textContent).toContain('Column “メモ” is not a column of the template and was passed over');
  });

  // Two problems in a card CSV of real ACG cards: a defense that is not a number and a kind the game does not have.
  const refusedCsv = () => new File(['名前,種類,コスト,防御力\n見張りのミーアキャット,動物,1,いち\n兵隊蟻,ドラゴン,1,1\n'], 'my-acg.csv', { type: 'text/csv' });
  const importRefused = async (button: string) => {
    await chooseFile(refusedCsv());
    await fireEvent.click(screen.getByRole('button', { name: button }));
    return screen.findByRole('alert');
  };
  const problemRows = () => [...document.querySelectorAll('table.issues tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

  it('says why a card file was refused in Japanese alone: the banner and each problem', async () => {
    await panel('acg');
    // The file is chosen with the panel's own button, in Japanese (a file input would show the browser's words).
    expect(screen.getByText('選ばれていません')).toBeTruthy();
    expect((screen.getByRole('button', { name: '取り込む' }) as HTMLButtonElement).disabled).toBe(true);
    const banner = await importRefused('取り込む');
    // The import button was disabled while it ran; the outcome takes the focus, so Escape still reaches the dialog.
    await vi.waitFor(() => expect(document.activeElement).toBe(banner));
    expect(banner.textContent).toBe('何も取り込んでいません：my-acg.csv：問題が2件あります。最初は2行目、列「防御力」：整数ではありません（"いち"）');
    expect(problemRows()).toEqual([
      ['2', '防御力', '整数ではありません（"いち"）'],
      ['3', '種類', '「ドラゴン」はアニマルカードゲームのカードの種類ではありません。使えるのは動物、縄張り、道具、場面、特技、領土、トークンです'],
    ]);
    expect(document.querySelector('table.issues thead')?.textContent).toBe('行列問題');
    expect(test!.db.sql.prepare('SELECT COUNT(*) FROM cards').pluck().get()).toBe(0);
  });

  it('says why a card file was refused in English alone', async () => {
    setLocale('en');
    await panel('acg');
    const banner = await importRefused('Import');
    expect(banner.textContent).toBe('Nothing was imported: my-acg.csv: 2 problems, first: line 2, column "防御力": must be a whole number, got "いち"');
    expect(problemRows()).toEqual([
      ['2', '防御力', 'must be a whole number, got "いち"'],
      ['3', '種類', '"ドラゴン" is not a acg card kind; use animal, turf, tool, scene, skill, territory, token'],
    ]);
  });

  it('says where a JSON file breaks, by line and character, in the interface\'s language', async () => {
    await panel('acg');
    const file = new File(['[\n  {"key": "a", "name": "兵隊蟻",}\n]'], 'cards.json', { type: 'application/json' });
    await chooseFile(file);
    await fireEvent.click(screen.getByRole('button', { name: '取り込む' }));
    expect((await screen.findByRole('alert')).textContent).toBe('何も取り込んでいません：cards.json：2行目30文字目：JSON として正しくありません。プロパティ名を " で囲んでください');
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
