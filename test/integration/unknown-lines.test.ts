/**
 * A tournament list newer than the card data (NET-078, May 2026: 13 lines the shipped DM cards do not know) read from
 * the products file of test/fixtures/data, its lines told within the deck; kept as unknown cards or made custom
 * cards (all in one transaction), saved, reopened and seated at the playtest table.
 */
import { describe, expect, it } from 'vitest';
import type { DeckSections, ReadDeck, TableSnapshot } from '../../api/contract';
import { unknownLineKey } from '../../engine/deck/cards';
import { CINDRA_FILE } from '../helpers/fab-deck';
import { FIXTURES } from '../helpers/importers';
import { usePackedApi } from '../helpers/packed-api';

const PRODUCTS = 'dm/decks/prebuilt_and_tournament_decks_ja.json';
const open = usePackedApi();
type Api = ReturnType<typeof open>;

async function net078(api: Api): Promise<ReadDeck> {
  const read = await api.ok('decks.read', { game: 'dm', text: FIXTURES.text(PRODUCTS) });
  return read.decks.find((deck) => deck.name?.startsWith('NET-078 '))!;
}

/** The deck's resolved cards with each unknown line added as `keyOf` says, in the line's section or the deck. */
function sectionsWith(deck: ReadDeck, keyOf: (index: number) => string): DeckSections {
  const sections: DeckSections = Object.fromEntries(Object.entries(deck.sections).map(([id, cards]) => [id, cards.map(({ key, count }) => ({ key, count }))]));
  deck.unresolved.forEach((line, index) => (sections[line.section ?? 'main'] ??= []).push({ key: keyOf(index), count: line.count }));
  return sections;
}

/** Every card of seat 0's deck by name: the deck drawn and the shields put into the hand, where the seat sees each face. */
async function drawnHand(api: Api, table: TableSnapshot): Promise<Map<string, number>> {
  const id = table.table.id;
  const left = table.view.zones.find((zone) => zone.key === 'deck#0')!.count;
  await api.ok('table.act', { id, seat: 0, action: { type: 'draw', seat: 0, count: left } });
  const all = await api.ok('table.act', { id, seat: 0, action: { type: 'moveTop', seat: 0, from: { zone: 'shields', seat: 0 }, count: 5, to: { zone: 'hand', seat: 0 } } });
  const hand = all.view.zones.find((each) => each.key === 'hand#0')!.cards;
  expect(hand).toHaveLength(60);
  const names = new Map<string, number>();
  for (const card of hand) names.set(card.name!, (names.get(card.name!) ?? 0) + 1);
  return names;
}

describe('NET-078: lines the card data does not know', () => {
  it('are numbered within the deck, the file line kept as firstLine', async () => {
    const deck = await net078(open());
    const file = FIXTURES.text(PRODUCTS).split('\n');
    expect(file[deck.firstLine]).toContain('"code": "NET-078"');
    expect(deck.unresolved).toHaveLength(13);
    const [first] = deck.unresolved;
    expect(first).toMatchObject({ name: '大集合！アカネ&アサギ&コハク', count: 4, section: null, reason: 'unknown' });
    // The key a kept line saves under is the prefix the answer gives and the written name, as the engine keeps it.
    expect(`${deck.unknownKeyPrefix}${first!.name}`).toBe(unknownLineKey(first!.name));
    // Its card object begins 24 lines after the deck's `{` (line 1): line 25 of the deck, wherever the deck is in the file.
    expect(first!.line).toBe(25);
    expect(file[first!.line + deck.firstLine - 2]!.trim()).toBe('{');
    expect(file[first!.line + deck.firstLine - 1]).toContain('"name": "大集合！アカネ&アサギ&コハク"');
    expect(deck.unresolved.map((line) => line.count).reduce((sum, count) => sum + count, 0)).toBe(21);
  });

  it('kept as unknown cards: the deck saves without a verdict, reopens with them by name, and plays them by name', async () => {
    const api = open();
    const deck = await net078(api);
    const saved = await api.ok('library.create', { game: 'dm', name: deck.name!, sections: sectionsWith(deck, (index) => unknownLineKey(deck.unresolved[index]!.name)), reason: 'import' });
    expect(saved.legal).toBeNull();
    expect(saved.missing.sort()).toEqual(deck.unresolved.map((line) => unknownLineKey(line.name)).sort());
    const again = await api.ok('library.get', { id: saved.id });
    expect(again.sections.main!.filter((line) => line.key.startsWith('unknown:')).map(({ name, count }) => [name, count])).toEqual(deck.unresolved.map((line) => [line.name, line.count]));
    expect(again.sections.main!.reduce((sum, line) => sum + line.count, 0)).toBe(39 + 21);
    // A save of the same contents keeps them; a made-up key is still refused.
    expect((await api.ok('library.save', { id: saved.id, sections: sectionsWith(deck, (index) => unknownLineKey(deck.unresolved[index]!.name)), baseVersion: 1 })).version).toBe(1);
    expect(await api.call('library.create', { game: 'dm', name: 'x', sections: { main: [{ key: 'no-such-card', count: 1 }] } })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const table = await api.ok('table.start', { game: 'dm', decks: [saved.id], dummy: {}, seed: 7 });
    const seen = await drawnHand(api, table);
    for (const line of deck.unresolved) expect(seen.get(line.name) ?? 0, line.name).toBe(line.count);
  });

  it('made custom cards, all in one transaction: the deck then resolves to them, is judged, and plays them', async () => {
    const api = open();
    const deck = await net078(api);
    // One bad card refuses them all, naming it.
    const bad = deck.unresolved.map((line, index) => ({ name: line.name, kinds: [index === 5 ? 'planeswalker' : 'creature'] }));
    expect(await api.call('cards.saveCustomCards', { game: 'dm', cards: bad })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/^cards\[5\]\.kinds: "planeswalker" is not a dm card kind/) } });
    expect((await api.ok('cards.exportCustom', { game: 'dm' })).cards).toBe(0);

    const { cards } = await api.ok('cards.saveCustomCards', { game: 'dm', cards: deck.unresolved.map((line) => ({ name: line.name, kinds: ['creature'], zone: 'main' })) });
    expect(cards.map((card) => [card.name, card.kinds, card.flags.includes('custom')])).toEqual(deck.unresolved.map((line) => [line.name, ['creature'], true]));
    expect((await api.ok('cards.exportCustom', { game: 'dm' })).cards).toBe(13);
    const saved = await api.ok('library.create', { game: 'dm', name: deck.name!, sections: sectionsWith(deck, (index) => cards[index]!.key), reason: 'import' });
    expect(saved.missing).toEqual([]);
    // Judged like any deck: 60 cards in the deck where DM 100.2 wants 40 (13番目の計画 asks 45).
    expect(saved.legal).toBe(false);
    // Read again, the list now finds the custom cards by name.
    expect((await net078(api)).unresolved).toEqual([]);

    const table = await api.ok('table.start', { game: 'dm', decks: [saved.id], dummy: {}, seed: 7 });
    const seen = await drawnHand(api, table);
    for (const line of deck.unresolved) expect(seen.get(line.name) ?? 0, line.name).toBe(line.count);
  });

  it('FaB: a list with a line kept as unknown skips the card-pool choice (FaB 4.1.4) and plays as saved', async () => {
    const api = open();
    // The Sweden championship list with one card of a set newer than the data.
    const text = FIXTURES.text(CINDRA_FILE).replace(/^Deck cards$/m, "Deck cards\n3x Dragon's Hoard of Tomorrow (red)");
    expect(text).toContain("Deck cards\n3x Dragon's Hoard of Tomorrow (red)");
    const [deck] = (await api.ok('decks.read', { game: 'fab', text })).decks;
    expect(deck!.unresolved).toMatchObject([{ name: "Dragon's Hoard of Tomorrow (red)", count: 3, section: 'deck' }]);
    const saved = await api.ok('library.create', { game: 'fab', name: 'Cindra + 1', sections: sectionsWith(deck!, () => unknownLineKey(deck!.unresolved[0]!.name)) });
    expect(await api.ok('table.pick', { deckId: saved.id })).toBeNull();
    const table = await api.ok('table.start', { game: 'fab', decks: [saved.id], seed: 2 });
    const cards = table.view.zones.filter((zone) => zone.seat === 0).reduce((sum, zone) => sum + zone.count, 0);
    // Every card of the list and the 3 kept: the hero, 9 arena cards (8 equipped or in the inventory), 71 + 3 in the deck.
    expect(cards).toBe(1 + 9 + 71 + 3);
  });

  it('kept as unknown cards: the deck exports with them by the names they were written with, and reads back the same', async () => {
    const api = open();
    const deck = await net078(api);
    const sections = sectionsWith(deck, (index) => unknownLineKey(deck.unresolved[index]!.name));
    const { text } = await api.ok('decks.write', { game: 'dm', sections, to: 'text', name: deck.name });
    for (const line of deck.unresolved) expect(text.split('\n'), line.name).toContain(`${line.count} ${line.name}`);
    const [back] = (await api.ok('decks.read', { game: 'dm', text })).decks;
    expect(back!.unresolved.map(({ name, count }) => [name, count])).toEqual(deck.unresolved.map(({ name, count }) => [name, count]));
    const lines = (read: ReadDeck) => Object.entries(read.sections).map(([id, cards]) => [id, cards.map(({ key, count }) => [key, count])]);
    expect(lines(back!)).toEqual(lines(deck));
    // Cockatrice and JSON carry them too, and read back the same.
    for (const to of ['cod', 'json'] as const) {
      const other = await api.ok('decks.write', { game: 'dm', sections, to, name: deck.name });
      expect((await api.ok('decks.read', { game: 'dm', text: other.text })).decks[0]!.unresolved.map(({ name, count }) => [name, count]), to).toEqual(deck.unresolved.map(({ name, count }) => [name, count]));
    }
    // A made-up key is still refused.
    expect(await api.call('decks.write', { game: 'dm', sections: { main: [{ key: 'no-such-card', count: 1 }] }, to: 'text' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('FaB: a kept line exports to FaBrary with its pitch as written; a list without its hero is refused in both languages', async () => {
    const api = open();
    const text = FIXTURES.text(CINDRA_FILE).replace(/^Deck cards$/m, "Deck cards\n3x Dragon's Hoard of Tomorrow (red)");
    const [deck] = (await api.ok('decks.read', { game: 'fab', text })).decks;
    const sections = sectionsWith(deck!, () => unknownLineKey(deck!.unresolved[0]!.name));
    const written = await api.ok('decks.write', { game: 'fab', sections, to: 'fabrary', name: 'Cindra + 1' });
    expect(written.text).toContain("3x Dragon's Hoard of Tomorrow (red)");
    expect((await api.ok('decks.read', { game: 'fab', text: written.text })).decks[0]!.unresolved).toMatchObject([{ name: "Dragon's Hoard of Tomorrow (red)", count: 3 }]);
    const heroless = Object.fromEntries(Object.entries(sections).filter(([section]) => section !== 'hero'));
    expect(await api.call('decks.write', { game: 'fab', sections: heroless, to: 'talishar' })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_PARAMS',
        message: 'A Talishar deck starts with its hero; this list has none',
        text: { en: 'A Talishar deck starts with its hero; this list has none', ja: 'Talishar のデッキはヒーローから始まりますが、このリストにはヒーローがありません' },
      },
    });
  });
});
