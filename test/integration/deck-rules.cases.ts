/**
 * Real decks validate as their sources say, end to end through the API (decks.read → decks.validate) over the
 * bundled card pools: the FaB Classic Constructed championship list is legal in CC, the DM tournament lists are
 * legal (construction rules, and the 殿堂 list as of their dates), the DM products keep their 超次元 / 超GR
 * sections with double-faced cards counted once, and oversized products are reported. deck-rules.test.ts runs
 * these cases on the excerpts in test/fixtures/data, deck-rules.reference.test.ts on the full files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../api/backend';
import type { DeckSections, GameId, MethodName, Params, ReadDeck, Result } from '../../api/contract';
import type { DataFolder } from '../helpers/data-folder';
import { usePackedDatabase } from '../helpers/packed-db';

/** The API over a packed database, for the calls these tests make: `call` one method, `validate` a read deck. */
export function useDeckApi() {
  const database = usePackedDatabase();
  let backend: Backend;
  beforeAll(() => {
    backend = createBackend({ db: database(), host: 'cli', clock: { now: () => new Date('2026-11-22T09:00:00Z') } });
  });

  async function call<M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> {
    const response = await backend.invoke(method, params);
    if (!response.ok) throw new Error(`${method}: ${response.error.message}`);
    return response.result as Result<M>;
  }

  const sectionsOf = (deck: ReadDeck): DeckSections =>
    Object.fromEntries(Object.entries(deck.sections).map(([id, cards]) => [id, cards.map(({ key, count }) => ({ key, count }))]));
  const validate = (game: GameId, deck: ReadDeck, format?: string, asOf?: string) => call('decks.validate', { game, sections: sectionsOf(deck), format, asOf });
  return { call, validate };
}

/** What the decklist files hold. */
export interface DeckRulesFigures {
  /** Decks in each FaB decklist file, in the order the test reads them. */
  fabDecks: number[];
  products: number;
  tournamentLists: number;
  /** The NET- lists of 40 cards that all resolve. */
  complete: string[];
  /** The NET- lists with cards newer than the card data, and their unresolved lines. */
  missing: [string, number][];
}

/** Registers the cases over the decklists of `data`. */
export function deckRulesCases(data: DataFolder, n: DeckRulesFigures): void {
  const { call, validate } = useDeckApi();

  describe('Flesh and Blood', () => {
    it('the Sweden National Championship 2025 Classic Constructed list is legal in CC (TRP 7.1)', async () => {
      const read = await call('decks.read', { game: 'fab', text: data.text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt') });
      expect(read.fileFormat).toBe('fabrary');
      const [deck] = read.decks;
      expect(deck!.format).toBe('cc');
      expect(deck!.unresolved).toEqual([]);
      const verdict = await validate('fab', deck!, deck!.format!);
      expect(verdict).toEqual({ legal: true, format: 'cc', sections: { hero: 1, arena: 9, deck: 71 }, violations: [] });
      // The same 80 cards are far from a Blitz deck: an adult hero, 3 copies, 80 in the pool, a card banned there.
      const blitz = await validate('fab', deck!, 'blitz-trp');
      expect(new Set(blitz.violations.map((v) => v.code))).toEqual(new Set(['heroAge', 'size', 'copies', 'banned']));
      expect(blitz.violations.find((v) => v.code === 'size')?.message.en).toBe('The card-pool (arena and deck cards) has 80 cards; it may hold at most 52.');
    });

    it('every FaBrary and Talishar sample resolves, except the cards newer than the card data (by name)', async () => {
      const files = [
        'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt',
        'fab/decks/fabrary_export_draft_HNT_2025.txt',
        'fab/decks/fabrary_export_draft_SEA_2025.txt',
        'fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt',
        'formats/fabrary/fabrary_NEW_format_CC_sweden_nationals_2025_cindra.txt',
        'formats/fabrary/fabrary_NEW_format_draft_with_timestamp_line.txt',
        'formats/fabrary/fabrary_OLD_format_single_deck_PtM_nuu.txt',
        'formats/talishar/FaiCC.txt',
        'formats/talishar/BriarSAGE.txt',
      ];
      const unresolved: Record<string, string[]> = {};
      const decks: number[] = [];
      for (const file of files) {
        const read = await call('decks.read', { game: 'fab', text: data.text(file) });
        decks.push(read.decks.length);
        const names = read.decks.flatMap((deck) => deck.unresolved.map((line) => `${line.line}:${line.name}`));
        if (names.length > 0) unresolved[file] = names;
      }
      expect(decks).toEqual(n.fabDecks);
      expect(unresolved).toEqual({
        'formats/talishar/BriarSAGE.txt': ['1:garland_of_spring', '2:path_of_same_ends_red', '2:quick_succession_blue', '2:quick_succession_red', '2:rush_of_power_red', '2:sprout_strength_red'],
      });
    });

    it('the Talishar FaiCC deck is a legal CC deck; its third line (inventory) joins the arena-cards', async () => {
      const [deck] = (await call('decks.read', { game: 'fab', text: data.text('formats/talishar/FaiCC.txt') })).decks;
      expect(await validate('fab', deck!, 'cc')).toMatchObject({ legal: true, sections: { hero: 1, arena: 10, deck: 60 } });
    });
  });

  describe('Duel Masters', () => {
    let products: ReadDeck[];
    beforeAll(async () => {
      products = (await call('decks.read', { game: 'dm', text: data.text('dm/decks/prebuilt_and_tournament_decks_ja.json') })).decks;
    });
    const named = (code: string) => products.find((deck) => deck.name?.startsWith(`${code} `))!;

    it(`reads all ${n.products} lists of the product and tournament file`, () => {
      expect(products).toHaveLength(n.products);
    });

    it('the tournament lists of 40 cards that resolve are legal (100.2), and under the 殿堂 list as of their dates', async () => {
      const tournament = products.filter((deck) => deck.name?.startsWith('NET-'));
      expect(tournament).toHaveLength(n.tournamentLists);
      const complete = tournament.filter((deck) => deck.unresolved.length === 0 && (deck.sections.main ?? []).reduce((sum, card) => sum + card.count, 0) === 40);
      expect(complete.map((deck) => deck.name!.slice(0, 7))).toEqual(n.complete);
      for (const deck of complete) {
        expect(await validate('dm', deck, 'none'), deck.name!).toMatchObject({ legal: true, violations: [] });
        // The date of the event is in its name: 20251026, or only the year.
        const [, year, month = '12', day = '31'] = deck.name!.match(/(20\d\d)(\d\d)?(\d\d)?/)!;
        expect(await validate('dm', deck, 'standard', `${year}-${month}-${day}`), deck.name!).toMatchObject({ legal: true, violations: [] });
      }
      // Under today's list, the 2024 lists with four DARK MATERIAL COMPLEX are not (殿堂入り since 2025-03-10).
      const today = await validate('dm', named('NET-036'), 'standard');
      expect(today.violations.map((v) => [v.code, v.rule, v.cards.map((c) => c.name)])).toEqual([['restricted', 'DM 100.2', ['DARK MATERIAL COMPLEX']]]);
    });

    it('DM 100.2 殿堂: the cards whose names carry a reading the list leaves out are 殿堂入り all the same', async () => {
      const keys = ['陰陽の舞（ミステリー・ヒッポ）', '竜魔神王バルカディア・NEX（ネックス）'];
      const verdict = await call('decks.validate', { game: 'dm', sections: { main: keys.map((key) => ({ key, count: 2 })) }, format: 'standard' });
      expect(verdict.violations.filter((v) => v.code === 'restricted').map((v) => [v.rule, v.cards.map((c) => c.key), v.message.ja])).toEqual([
        ['DM 100.2', [keys[0]], '「陰陽の舞（ミステリー・ヒッポ）」は殿堂レギュレーションで殿堂入り（2014-05-24から）です。1枚までです（2枚）。'],
        ['DM 100.2', [keys[1]], '「竜魔神王バルカディア・NEX（ネックス）」は殿堂レギュレーションで殿堂入り（2022-08-15から）です。1枚までです（2枚）。'],
      ]);
    });

    it('the lists with cards newer than the card data report those cards by name and line', () => {
      const missing = products.filter((deck) => deck.name?.startsWith('NET-') && deck.unresolved.length > 0);
      expect(missing.map((deck) => [deck.name!.slice(0, 7), deck.unresolved.length])).toEqual(n.missing);
      expect(missing.flatMap((deck) => deck.unresolved).every((line) => line.reason === 'unknown' && line.line > 0 && line.name.length > 0)).toBe(true);
    });

    it('products with 超次元 and 超GR sections keep them, double-faced cards counted once (100.3, 100.4)', async () => {
      const expected: [string, Record<string, number>, boolean][] = [
        ['DMD-18', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }, true],
        ['DMD-19', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }, true],
        ['DMD-20', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }, true],
        ['OF-COROCOROY19', { main: 40, hyperspace: 0, gr: 12, gameStart: 0 }, true],
        ['DMBD-21', { main: 40, hyperspace: 8, gr: 0, gameStart: 1 }, true],
        ['DMBD-22', { main: 40, hyperspace: 0, gr: 12, gameStart: 5 }, true],
        // Two chronicle decks ship more 超次元 cards than one deck may use.
        ['DMBD-13', { main: 42, hyperspace: 14, gr: 0, gameStart: 0 }, false],
        ['DMBD-14', { main: 40, hyperspace: 11, gr: 0, gameStart: 0 }, false],
      ];
      for (const [code, sections, legal] of expected) {
        const verdict = await validate('dm', named(code), 'none');
        expect([code, verdict.sections, verdict.legal]).toEqual([code, sections, legal]);
      }
      // DMD-19 lists 12 超次元 lines: both faces of 6 cards.
      expect(named('DMD-19').notes.filter((note) => note.reason === 'mergedFace')).toHaveLength(6);
    });

    it('oversized products are reported, not crashed: DMX-20 has 162 cards (100.2)', async () => {
      const verdict = await validate('dm', named('DMX-20'), 'none');
      expect(verdict.legal).toBe(false);
      expect(verdict.sections.main).toBe(162);
      expect(verdict.violations.find((v) => v.code === 'size')?.message.ja).toBe('デッキは162枚です。ちょうど40枚が必要です。');
    });
  });
}
