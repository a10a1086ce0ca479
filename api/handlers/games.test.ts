/**
 * Each game's presentation (engine/games/<id>/presentation.ts) held against what the API and the shipped cards
 * really do: the colours a game names are the ones its cards carry and its breakdown counts, its filter chips,
 * sort fields and search examples are ones the search answers, its export targets are exactly the formats
 * `decks.write` writes for it, and every custom-card field survives `cards.saveCustom`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardStats, CardSummary, GameId, GameInfo } from '../contract';
import { DECK_WRITE_FORMATS } from '../../engine/deck/types';
import { readManifest } from '../../db/bundled-packs';
import { gameDefinition, games } from '../../engine/games/registry';
import { apiOf, makeBackend } from '../../test/helpers/backend';
import { editorStats } from '../../test/helpers/custom-stats';
import { useTempDir } from '../../test/helpers/temp';

const tempDir = useTempDir();
/** The games built in (a copy: the registry's list is live). */
const GAME_IDS = games.map((game) => game.id);
let api: ReturnType<typeof apiOf>;
const info = new Map<GameId, GameInfo>();

beforeAll(async () => {
  api = apiOf(makeBackend(tempDir(), { packs: ['dm.json.gz', 'fab.json.gz', 'sample-acg.json', 'sample-nova.json', 'sample-pmv.json'] }));
  for (const game of await api.ok('games.list', {})) info.set(game.id, game);
});
afterAll(() => api.db.close());

/** Every shipped card of a game, a page at a time. */
async function allCards(game: GameId): Promise<CardSummary[]> {
  const cards: CardSummary[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await api.ok('cards.search', { game, limit: 1000, offset });
    cards.push(...page.cards);
    if (cards.length >= page.total) return cards;
  }
}

const wordsOf = (value: CardStats[string] | undefined): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'number' ? [String(value)] : Array.isArray(value) ? value : [];

describe('games.get', () => {
  it('serves each game’s presentation as declared, as a copy', async () => {
    for (const id of GAME_IDS) {
      const served = await api.ok('games.get', { id });
      expect(served.presentation).toEqual(JSON.parse(JSON.stringify(gameDefinition(id).presentation)));
      expect(served.presentation).not.toBe(gameDefinition(id).presentation);
    }
  });
});

describe('a game’s sample cards', () => {
  it('are the shipped sample pack of each game that has one, and the only cards the game ships', async () => {
    const samplePacks = readManifest().filter((pack) => pack.file.startsWith('sample-'));
    expect(samplePacks.map((pack) => pack.game).sort()).toEqual(['acg', 'nova', 'pmv']);
    for (const game of info.values()) {
      const pack = samplePacks.find((each) => each.game === game.id);
      expect(game.cardData.sampleSource, game.id).toBe(pack?.source ?? null);
      if (!pack) continue;
      const sources = await api.ok('sources.list', { game: game.id });
      expect(sources.map((source) => [source.name, source.cardCount])).toEqual([[pack.source, pack.cards]]);
      // The pack says so itself, in both languages.
      expect(sources[0]!.description).toMatch(/サンプルカード.*Sample (\w+ )?cards made for Deck Dojo/);
    }
  });
});

describe('a game’s colours', () => {
  it('name every colour word its shipped cards carry, and each value is found by its filter', async () => {
    for (const game of info.values()) {
      const colour = game.presentation.colour;
      if (!colour) continue;
      const field = colour.filter.field;
      for (const value of colour.values) {
        const term = colour.numeric ? `${field}=${value.value}` : `${field}:${value.value}`;
        const { total } = await api.ok('cards.search', { game: game.id, query: term, limit: 1 });
        expect(total, `${game.id} ${term}`).toBeGreaterThan(0);
        // A value's word is what every card of that value stores (FaB pitch 1 is red).
        if (value.word) expect((await api.ok('cards.search', { game: game.id, query: `${term} -${colour.stat}:${value.word}`, limit: 1 })).total).toBe(0);
      }
      if (!colour.stat) continue;
      const declared = new Set(colour.values.map((value) => value.word ?? value.value));
      const carried = new Set((await allCards(game.id)).flatMap((card) => wordsOf(card.stats[colour.stat!])));
      expect([...carried].filter((word) => !declared.has(word)), game.id).toEqual([]);
    }
  });

  it('name every key the deck breakdown counts', async () => {
    for (const game of info.values()) {
      const colour = game.presentation.colour;
      // A few cards of each value, and the first of the rest (at most 60 cards: the call then answers inline).
      const queries = [...(colour?.values ?? []).map((value) => (colour!.numeric ? `${colour!.filter.field}=${value.value}` : `${colour!.filter.field}:${value.value}`)), ''];
      const found = await Promise.all(queries.map(async (query) => (await api.ok('cards.search', { game: game.id, query, limit: 8 })).cards));
      const sample = [...new Map(found.flat().map((card) => [card.key, card])).values()].slice(0, 60);
      const stats = await api.ok('decks.stats', { game: game.id, sections: { [game.drawPile]: sample.map((card) => ({ key: card.key, count: 1 })) } });
      const counted = new Set(stats.breakdown.sections.flatMap((section) => section.colors.map((row) => row.key)).filter((key) => key !== 'none'));
      const named = new Set([...(colour?.values ?? []), ...(colour?.multicolour ? [colour.multicolour] : [])].map((value) => value.value));
      expect([...counted].filter((key) => !named.has(key)), game.id).toEqual([]);
      if (colour) expect(counted.size, game.id).toBeGreaterThan(0);
    }
  });

  it('blend and fall back on values of their own', () => {
    for (const game of info.values()) {
      const colour = game.presentation.colour;
      const values = new Set(colour?.values.map((value) => value.value));
      for (const blended of colour?.multicolour?.blend ?? []) expect(values.has(blended), `${game.id} ${blended}`).toBe(true);
      if (colour?.unknownAs) expect(values.has(colour.unknownAs)).toBe(true);
    }
  });

  it('name a FaB pitch in a line of text by its colour, as decklists write it', () => {
    const terms = info.get('fab')!.presentation.colour!.values.map((value) => [value.value, value.word, value.term]);
    expect(terms).toEqual([
      ['1', 'red', { ja: '赤', en: 'red' }],
      ['2', 'yellow', { ja: '黄', en: 'yellow' }],
      ['3', 'blue', { ja: '青', en: 'blue' }],
    ]);
  });
});

describe('a game’s search', () => {
  it('lists by every sort field it offers', async () => {
    for (const game of info.values()) {
      for (const sort of game.presentation.sorts) {
        expect((await api.call('cards.search', { game: game.id, sort, limit: 1 })).ok, `${game.id} ${sort}`).toBe(true);
      }
    }
  });

  it('finds cards with every example of its search help', async () => {
    for (const game of info.values()) {
      for (const query of game.presentation.searchExamples) {
        expect((await api.ok('cards.search', { game: game.id, query, limit: 1 })).total, `${game.id} ${query}`).toBeGreaterThan(0);
      }
    }
  });

  it('shows beside a card a stat its cards have', async () => {
    for (const game of info.values()) {
      const shown = game.presentation.listStat;
      if (!shown) continue;
      expect((await allCards(game.id)).some((card) => wordsOf(card.stats[shown.stat]).length > 0), game.id).toBe(true);
    }
  });
});

describe('a game’s export targets', () => {
  it('are exactly the formats decks.write writes for it', async () => {
    for (const game of info.values()) {
      // A card of each section (a Talishar deck starts with its hero).
      const sections: Record<string, { key: string; count: number }[]> = {};
      for (const section of game.sections) {
        const [card] = (await api.ok('cards.search', { game: game.id, query: `zone:${section.id}`, limit: 1 })).cards;
        if (card) sections[section.id] = [{ key: card.key, count: 1 }];
      }
      const written: string[] = [];
      for (const to of DECK_WRITE_FORMATS) if ((await api.call('decks.write', { game: game.id, sections, to })).ok) written.push(to);
      expect(game.presentation.exportTargets, game.id).toEqual(written);
    }
  });
});

describe('a game’s custom card fields', () => {
  it('name sections and kinds of the game', () => {
    for (const game of info.values()) {
      const { rules, none, otherwise } = game.presentation.customCard.sections;
      const sections = new Set(game.sections.map((section) => section.id));
      const kinds = new Set(game.cardKinds.map((kind) => kind.id));
      for (const section of [...rules.map((rule) => rule.section), otherwise]) expect(sections.has(section), `${game.id} ${section}`).toBe(true);
      for (const kind of [...rules.flatMap((rule) => rule.kinds), ...(none ?? [])]) expect(kinds.has(kind), `${game.id} ${kind}`).toBe(true);
    }
  });

  it('each keep their value through cards.saveCustom', async () => {
    for (const game of info.values()) {
      const stats = editorStats(game);
      const saved = await api.ok('cards.saveCustom', { game: game.id, card: { name: `Custom ${game.id}`, kinds: [game.cardKinds[0]!.id], stats } });
      expect((await api.ok('cards.get', { game: game.id, key: saved.key })).stats, game.id).toMatchObject(stats);
    }
  });
});
