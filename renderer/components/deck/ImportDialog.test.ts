// The import dialog over a real backend with the shipped DM cards: NET-078 (May 2026) of the products file in
// test/fixtures/data names 13 cards the data does not know. Its lines are told within the deck; each is kept as an
// unknown card or made a custom card, one by one or all at once, and the deck is handed on with every copy.
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo } from '../../../api/contract';
import { toGameInfo } from '../../../api/handlers/games';
import { gameDefinition } from '../../../engine/games/registry';
import type { TestBackend } from '../../../test/helpers/backend';
import { inProcessBridge } from '../../../test/helpers/bridge';
import { sweden } from '../../../test/helpers/decklist-seeds';
import { FIXTURES } from '../../../test/helpers/importers';
import { useRenderedBackend } from '../../../test/helpers/rendered-backend';
import { setLocale } from '../../i18n/index.svelte';
import { createClient } from '../../lib/client';
import type { ImportedDeck } from '../../lib/deck-import';
import ImportDialog from './ImportDialog.svelte';

const dm: GameInfo = toGameInfo(gameDefinition('dm'));
const PRODUCTS = FIXTURES.text('dm/decks/prebuilt_and_tournament_decks_ja.json');
const NET_078 = PRODUCTS.split('\n').findIndex((line) => line.includes('"code": "NET-078"'));

const { open } = useRenderedBackend();
let test: TestBackend;
beforeEach(() => {
  test = open({ packs: ['dm.json.gz'] });
});
afterEach(() => setLocale('ja'));

/** The dialog with the products file read and NET-078 chosen; `onimport` receives the deck confirmed. */
async function withNet078() {
  const onimport = vi.fn<(deck: ImportedDeck) => void>();
  render(ImportDialog, { props: { client: createClient(inProcessBridge(test.backend)), game: dm, onimport, onclose: vi.fn() } });
  const dialog = screen.getByRole('dialog');
  await fireEvent.input(within(dialog).getByRole('textbox'), { target: { value: PRODUCTS } });
  await fireEvent.click(within(dialog).getByRole('button', { name: '読み取る' }));
  // Reading the whole products file against 9,667 cards takes a moment.
  const deckChoice = await vi.waitFor(() => within(dialog).getByRole('combobox', { name: 'デッキ' }) as HTMLSelectElement, { timeout: 15_000 });
  const index = [...deckChoice.options].findIndex((option) => option.text.startsWith('NET-078 '));
  await fireEvent.change(deckChoice, { target: { value: String(index) } });
  await vi.waitFor(() => expect(dialog.querySelectorAll('.unresolved li')).toHaveLength(13));
  return { dialog, onimport, rows: [...dialog.querySelectorAll<HTMLElement>('.unresolved li')], confirm: within(dialog).getByRole('button', { name: 'デッキを読み込む' }) as HTMLButtonElement };
}

/** The imported deck's lines as [section, name, copies] for the keys that `pick` takes. */
const linesOf = (deck: ImportedDeck, pick: (key: string) => boolean) =>
  Object.entries(deck.sections).flatMap(([section, lines]) => lines.filter((line) => pick(line.key)).map((line) => [section, line.name, line.count]));

const UNKNOWN = [
  ['大集合！アカネ&アサギ&コハク', 4],
  ['流星の逆転撃', 3],
  ['鬼修羅と跳次元の決断', 4],
  ['時空のネビュラ マティーニ', 1],
];

describe('ImportDialog: lines the card data does not know', () => {
  it('numbers each line within the deck and names the file line beside it', async () => {
    const { rows, confirm } = await withNet078();
    const first = rows[0]!;
    expect(first.querySelector('.where')!.textContent).toBe('25行目');
    // The product's `{` is the deck's line 1: line 25 is 24 lines further in the file.
    expect(first.querySelector('.where')!.getAttribute('title')).toBe(`（ファイルの${NET_078 + 24}行目）`);
    expect(first.querySelector('.name')!.textContent).toBe('×4 「大集合！アカネ&アサギ&コハク」');
    expect(confirm.disabled).toBe(true);
  });

  it('keeps all as unknown cards: every copy goes into the deck under its written name', async () => {
    const { dialog, onimport, confirm } = await withNet078();
    await fireEvent.click(within(dialog).getByRole('button', { name: 'すべて不明なカードとして残す' }));
    expect(confirm.disabled).toBe(false);
    await fireEvent.click(confirm);
    await vi.waitFor(() => expect(onimport).toHaveBeenCalledOnce());
    const deck = onimport.mock.calls[0]![0];
    const kept = linesOf(deck, (key) => key.startsWith('unknown:'));
    expect(kept).toHaveLength(13);
    expect(kept.slice(0, 4)).toEqual(UNKNOWN.map(([name, count]) => ['main', name, count]));
    expect(kept.reduce((sum, [, , count]) => sum + (count as number), 0)).toBe(21);
  });

  it('makes custom cards of all in one call, and the deck holds them with the lines’ copies', async () => {
    const { dialog, onimport, confirm, rows } = await withNet078();
    await fireEvent.click(within(dialog).getByRole('button', { name: 'すべて自作カードにする' }));
    await vi.waitFor(() => expect(confirm.disabled).toBe(false));
    const choice = rows[0]!.querySelector('select')!;
    expect(choice.selectedOptions[0]!.text).toBe('大集合！アカネ&アサギ&コハク（自作カード）');
    await fireEvent.click(confirm);
    await vi.waitFor(() => expect(onimport).toHaveBeenCalledOnce());
    const made = linesOf(onimport.mock.calls[0]![0], (key) => key.startsWith('custom:'));
    expect(made).toHaveLength(13);
    expect(made.slice(0, 4)).toEqual(UNKNOWN.map(([name, count]) => ['main', name, count]));
    const exported = await test.backend.invoke('cards.exportCustom', { game: 'dm' });
    expect(exported).toMatchObject({ ok: true, result: { cards: 13 } });
  });

  it('one line at a time: one made in the card editor (name and section filled in), one kept, one left out, the rest kept', async () => {
    const { dialog, onimport, confirm, rows } = await withNet078();
    await fireEvent.click(within(rows[1]!).getByRole('button', { name: 'カードを作る…' }));
    const editor = await vi.waitFor(() => screen.getByRole('dialog', { name: '73行目（「流星の逆転撃」3枚）から自作カードを作る' }));
    expect((document.getElementById('cc-name') as HTMLInputElement).value).toBe('流星の逆転撃');
    await fireEvent.click(within(editor).getByRole('checkbox', { name: '呪文' }));
    await fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /流星の逆転撃/ })).toBeNull());
    await vi.waitFor(() => expect(rows[1]!.querySelector('select')!.selectedOptions[0]!.text).toBe('流星の逆転撃（自作カード）'));

    await fireEvent.change(rows[0]!.querySelector('select')!, { target: { value: 'keep' } });
    await fireEvent.change(rows[2]!.querySelector('select')!, { target: { value: 'skip' } });
    expect(dialog.textContent).toContain('あと10行を選んでください');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'すべて不明なカードとして残す' }));
    await fireEvent.click(confirm);
    await vi.waitFor(() => expect(onimport).toHaveBeenCalledOnce());
    const deck = onimport.mock.calls[0]![0];
    expect(linesOf(deck, (key) => key.startsWith('custom:'))).toEqual([['main', '流星の逆転撃', 3]]);
    const kept = linesOf(deck, (key) => key.startsWith('unknown:'));
    expect(kept[0]).toEqual(['main', '大集合！アカネ&アサギ&コハク', 4]);
    expect(kept.map(([, name]) => name)).not.toContain('鬼修羅と跳次元の決断');
    expect(kept).toHaveLength(11);
    const made = await test.backend.invoke('cards.exportCustom', { game: 'dm' });
    expect(made).toMatchObject({ ok: true, result: { cards: 1 } });
  });
});

describe('ImportDialog: a decklist that cannot be read', () => {
  const fab: GameInfo = toGameInfo(gameDefinition('fab'));
  // The Sweden nationals list with a format FaBrary does not write and a card line of no copies.
  const BROKEN_FABRARY = sweden.replace('Format: Classic Constructed', 'Format: Pauper').replace('3x Blaze Headlong (red)', '0x Blaze Headlong (red)');
  const FORMATS = ['Classic Constructed', 'Blitz', 'Living Legend', 'Commoner', 'Silver Age', 'Draft', 'Sealed', 'Ultimate Pit Fight', 'Blitz Preconstructed'];

  /** The banner's headline and its listed problems after reading `text` with the button named `read`. */
  async function banner(text: string, read: string) {
    render(ImportDialog, { props: { client: createClient(inProcessBridge(test.backend)), game: fab, onimport: vi.fn(), onclose: vi.fn() } });
    const dialog = screen.getByRole('dialog');
    await fireEvent.input(within(dialog).getByRole('textbox'), { target: { value: text } });
    await fireEvent.click(within(dialog).getByRole('button', { name: read }));
    const alert = await vi.waitFor(() => within(dialog).getByRole('alert'));
    return { headline: alert.querySelector('p')!.textContent, problems: [...alert.querySelectorAll('li')].map((item) => item.textContent) };
  }

  it('tells each problem at its line in Japanese, in the Japanese interface', async () => {
    expect(await banner(BROKEN_FABRARY, '読み取る')).toEqual({
      headline: 'デッキリストを読み取れません（問題2件）。',
      problems: [
        `3行目 「Format: Pauper」は Deck Dojo の知らないフォーマットです。FaBrary のフォーマットは ${FORMATS.join('、')} です`,
        '18行目 「0x Blaze Headlong (red)」：枚数 0 は 1〜999 ではありません',
      ],
    });
  });

  it('lists a single problem too, under the headline that counts it', async () => {
    expect(await banner('[deck]\n0 Snatch (red)\n3 Snatch (yellow)', '読み取る')).toEqual({
      headline: 'デッキリストを読み取れません（問題1件）。',
      problems: ['2行目 「0 Snatch (red)」：枚数 0 は 1〜999 ではありません'],
    });
  });

  it('tells them in English in the English interface', async () => {
    setLocale('en');
    expect(await banner(BROKEN_FABRARY, 'Read')).toEqual({
      headline: 'The decklist cannot be read: 2 problems.',
      problems: [
        `line 3 "Format: Pauper" is not a format Deck Dojo knows; FaBrary's are ${FORMATS.join(', ')}`,
        'line 18 "0x Blaze Headlong (red)": count 0 is not between 1 and 999',
      ],
    });
  });
});
