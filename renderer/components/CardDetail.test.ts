import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail as Card, GameId, GameInfo } from '../../api/contract';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { setLocale } from '../i18n/index.svelte';
import { createClient, type ApiClient } from '../lib/client';
import CardDetail from './CardDetail.svelte';

const tempDir = useTempDir();
let test: TestBackend;
let client: ApiClient;
// The bundled FaB and DM packs carry card facts without rules texts.
beforeAll(() => {
  test = makeBackend(tempDir(), { packs: ['fab.json.gz', 'dm.json.gz'] });
  client = createClient(inProcessBridge(test.backend));
}, 60_000);
afterAll(() => test.db.close());
afterEach(() => {
  cleanup();
  setLocale('ja');
});

async function show(game: GameId, name: string): Promise<Card> {
  const info = (await client.call('games.get', { id: game })) as GameInfo;
  const [found] = (await client.call('cards.search', { game, query: `name:"${name}"`, limit: 1 })).cards;
  const card = await client.call('cards.get', { game, key: found!.key });
  render(CardDetail, { props: { card, game: info } });
  return card;
}

describe('CardDetail without a rules text', () => {
  it('tells a FaB player where the texts come from, in either language', async () => {
    const card = await show('fab', 'Absorb in Aether');
    expect([card.text, card.textEn]).toEqual([null, null]);
    expect(screen.getByText('Flesh and Blood はカード情報のみ同梱しています。fab-cube のカードデータ(カードデータ → card.csv)を取り込むか、「カードデータを更新」でテキストを追加できます。')).toBeTruthy();
    cleanup();
    setLocale('en');
    await show('fab', 'Absorb in Aether');
    expect(screen.getByText('Deck Dojo ships Flesh and Blood card facts only. Import the fab-cube card data (Card data → card.csv) or use Update card data to add the rules texts.')).toBeTruthy();
  });

  it('tells a DM player to import the classic-era texts', async () => {
    await show('dm', '"不愛闘"倶楽部');
    expect(screen.getByText('同梱のデュエル・マスターズのデータには日本語テキストがありません。クラシック期のデータ(cards_classic_ja.json)を取り込むと DM-01〜DM-30 のカードにテキストが入ります。ほかのカードは、テキストの列を持つ自分のファイル(Deck Dojo のカードテンプレート CSV)を取り込むとテキストが入ります。')).toBeTruthy();
  });

  it('offers a DM player the way to Card data, and no download (DM has no public source of texts), in either language', async () => {
    const opened: string[] = [];
    const info = (await client.call('games.get', { id: 'dm' })) as GameInfo;
    const [found] = (await client.call('cards.search', { game: 'dm', query: 'name:"ボルシャック・ドラゴン"', limit: 1 })).cards;
    const card = await client.call('cards.get', { game: 'dm', key: found!.key });
    render(CardDetail, { props: { card, game: info, client, oncarddata: () => opened.push('data') } });
    expect(screen.queryByRole('button', { name: 'カードのテキストと画像を取得' })).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'カードデータを開く' }));
    expect(opened).toEqual(['data']);
    cleanup();
    setLocale('en');
    render(CardDetail, { props: { card, game: info, client, oncarddata: () => opened.push('data') } });
    expect(screen.getByText(/for other cards, import your own file with a text column \(the Deck Dojo card template CSV\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Card data' })).toBeTruthy();
  });

  it('offers a FaB player "Get card texts and images" on a card without text', async () => {
    const info = (await client.call('games.get', { id: 'fab' })) as GameInfo;
    const [found] = (await client.call('cards.search', { game: 'fab', query: 'name:"Absorb in Aether"', limit: 1 })).cards;
    render(CardDetail, { props: { card: await client.call('cards.get', { game: 'fab', key: found!.key }), game: info, client } });
    expect(screen.getByRole('button', { name: 'カードのテキストと画像を取得' }).closest('.get-texts')).not.toBeNull();
  });

  it('says only that a player’s own card has no text', async () => {
    const info = (await client.call('games.get', { id: 'fab' })) as GameInfo;
    const card = await client.call('cards.saveCustom', { game: 'fab', card: { name: 'Practice Dummy', kinds: ['action'] } });
    render(CardDetail, { props: { card, game: info } });
    expect(screen.getByText('このカードにはテキストがありません。')).toBeTruthy();
    expect(screen.queryByText(/fab-cube/)).toBeNull();
  });
});

describe('CardDetail of a Duel Masters card: the keywords each face prints, and those it gains under a condition', () => {
  it('DM 110.1: marks 黙示聖霊ラグナシア’s breakers as conditional, in either language, and lists no keyword it does not print', async () => {
    await show('dm', '黙示聖霊ラグナシア');
    expect(screen.getByText('条件付きキーワード').nextElementSibling!.textContent).toBe('W・ブレイカー、T・ブレイカー、Q・ブレイカー');
    expect(screen.queryByText('キーワード')).toBeNull();
    cleanup();
    setLocale('en');
    await show('dm', '黙示聖霊ラグナシア');
    expect(screen.getByText('Conditional keywords').nextElementSibling!.textContent).toBe('W・ブレイカー、T・ブレイカー、Q・ブレイカー');
  });

  it('DM 805.2: shows each face of 時空の喧嘩屋キル with its own keywords, and the card’s パワーアタッカー+N where it prints one', async () => {
    await show('dm', '時空の喧嘩屋キル');
    const faces = [...document.querySelectorAll('.faces li')];
    expect(faces.map((face) => face.querySelector('.face-keywords')?.textContent?.trim())).toEqual(['覚醒', 'パワーアタッカー、W・ブレイカー']);
    expect(faces[1]!.textContent).toContain('パワーアタッカー +2000');
    cleanup();
    await show('dm', 'ボルメテウス・サファイア・ドラゴン');
    // The facts list's row (the frame beside it lists the keyword too).
    expect(screen.getByText('パワーアタッカー', { selector: 'dt' }).nextElementSibling!.textContent).toBe('+3000');
  });

  it('DM 110.2c: shows a face’s conditional keywords beside its printed ones, marked, in either language', async () => {
    // The creature half of ボルシャック・NEX gets パワーアタッカー for each ファイアー・バード in the graveyard.
    const faceKeywords = () => [...document.querySelectorAll('.face-keywords')].map((face) => face.textContent!.replace(/\s+/g, ' ').trim());
    await show('dm', 'ボルシャック・NEX（ネックス）/スーパー・スパーク');
    expect(faceKeywords()).toEqual(['W・ブレイカー 条件付き：パワーアタッカー', 'S・トリガー']);
    cleanup();
    setLocale('en');
    await show('dm', 'ボルシャック・NEX（ネックス）/スーパー・スパーク');
    expect(faceKeywords()).toEqual(['W・ブレイカー conditional: パワーアタッカー', 'S・トリガー']);
  });
});

describe('CardDetail in one language (issue 23 point 3)', () => {
  async function showWithFormats(game: GameId, name: string): Promise<void> {
    const info = (await client.call('games.get', { id: game })) as GameInfo;
    const formats = await client.call('decks.formats', { game });
    const [found] = (await client.call('cards.search', { game, query: name, sort: 'relevance', limit: 1 })).cards;
    render(CardDetail, { props: { card: await client.call('cards.get', { game, key: found!.key }), game: info, formats } });
  }

  it('names a DM card’s civilization and formats in English, and marks what is printed as Japanese', async () => {
    setLocale('en');
    await showWithFormats('dm', 'ボルシャック・ドラゴン');
    // Fire twice: in the frame's civilization row and in the facts.
    expect(screen.getAllByText('Fire').map((element) => element.closest('.frame') !== null)).toEqual([true, false]);
    expect(screen.queryByText('火')).toBeNull();
    expect(screen.getByText('Hall of Fame regulation')).toBeTruthy();
    expect(screen.queryByText('standard')).toBeNull();
    // As printed: the name, the race and the type line, each marked Japanese for screen readers and fonts.
    expect(document.querySelector('#card-title [lang="ja"]')?.textContent).toBe('ボルシャック・ドラゴン');
    for (const race of screen.getAllByText('アーマード・ドラゴン')) expect(race.closest('[lang]')?.getAttribute('lang')).toBe('ja');
    expect(screen.getByText('クリーチャー').closest('[lang]')?.getAttribute('lang')).toBe('ja');
  });

  it('names a FaB card’s classes and formats in Japanese', async () => {
    await showWithFormats('fab', 'Mask of Momentum');
    expect(screen.getByText('ニンジャ')).toBeTruthy();
    expect(screen.queryByText(/\bninja\b/)).toBeNull();
    expect(screen.getAllByText('クラシックコンストラクテッド').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\bcc\b/)).toBeNull();
  });
});
