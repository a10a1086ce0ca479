/**
 * Real decklists read with the file readers and resolved against the packed database: FaBrary and Talishar exports
 * for FaB, product and tournament lists for DM. decklists.test.ts runs these cases on the excerpts in
 * test/fixtures/data, decklists.reference.test.ts on the full files of the reference folder.
 */
import { describe, expect, it } from 'vitest';
import { readDeckFile, talisharId } from '../../engine/deck/formats';
import type { Deck, DeckList } from '../../engine/deck/types';
import { findGame } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { DataFolder } from '../../test/helpers/data-folder';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { resolveDeckList } from './resolve';

/** What the DM product and tournament file holds. */
export interface DecklistFigures {
  lists: number;
  /** The NET- lists whose cards all exist. */
  completeTournamentLists: number;
  /** The NET- lists with cards newer than the card data, and how many lines of each name one. */
  unknownByList: Record<string, number>;
}

/** Copies per section, every section of the game. */
const sizes = (deck: Deck) => Object.fromEntries(Object.entries(deck.sections).map(([section, entries]) => [section, entries.reduce((sum, entry) => sum + entry.count, 0)]));

/** Registers the cases over the decklists of `data`. */
export function decklistCases(data: DataFolder, n: DecklistFigures): void {
  const packed = usePackedDatabase();

  const readLists = (path: string, game: GameId): DeckList[] => readDeckFile(data.text(path), game).decks;
  const resolve = (list: DeckList, game: GameId) => resolveDeckList(packed().sql, findGame(game)!, list, { talisharId });

  describe('FaB decklists', () => {
    // The data README: every card line of these files resolves by (name, pitch colour).
    const files = [...data.files('fab/decks').map((file) => `fab/decks/${file}`), ...data.files('formats/fabrary').map((file) => `formats/fabrary/${file}`)];

    it.each(files)('every line of %s resolves', (file) => {
      const lists = readLists(file, 'fab');
      expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) {
        const result = resolve(list, 'fab');
        expect(result.unresolved, list.name ?? file).toEqual([]);
        expect(result.notes, list.name ?? file).toEqual([]);
      }
    });

    it('keeps the sections of the Sweden nationals list: hero, 9 arena cards, 71 deck cards', () => {
      const [list] = readLists('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt', 'fab');
      const { deck } = resolve(list!, 'fab');
      expect(sizes(deck)).toEqual({ hero: 1, arena: 9, deck: 71 });
      expect(deck.sections.hero![0]!.card.name).toBe('Cindra, Dracai of Retribution');
    });

    it('resolves every Talishar id of FaiCC.txt', () => {
      const [list] = readLists('formats/talishar/FaiCC.txt', 'fab');
      const result = resolve(list!, 'fab');
      expect(result.unresolved).toEqual([]);
      // Line 3's four pieces of equipment have no section: their zone puts them with the arena cards.
      expect(sizes(result.deck)).toEqual({ hero: 1, arena: 10, deck: 60 });
    });

    it('reports the five names of BriarSAGE.txt that the July 2025 card data does not have, by line', () => {
      const [list] = readLists('formats/talishar/BriarSAGE.txt', 'fab');
      const result = resolve(list!, 'fab');
      expect(result.unresolved.map(({ line, name, reason }) => [line, name, reason])).toEqual([
        [1, 'garland_of_spring', 'unknown'],
        [2, 'path_of_same_ends_red', 'unknown'],
        [2, 'quick_succession_blue', 'unknown'],
        [2, 'quick_succession_red', 'unknown'],
        [2, 'rush_of_power_red', 'unknown'],
        [2, 'sprout_strength_red', 'unknown'],
      ]);
      expect(sizes(result.deck)).toEqual({ hero: 1, arena: 4, deck: 32 });
    });
  });

  describe('DM product and tournament lists', () => {
    // By product code, the first word of each list's name.
    const lists = new Map(readLists('dm/decks/prebuilt_and_tournament_decks_ja.json', 'dm').map((read) => [read.name!.split(' ')[0]!, read]));
    const list = (code: string) => lists.get(code)!;

    // Physical cards per section: a double-faced card listed by both faces (DMD-19's 12 超次元 lines) counts once.
    it.each([
      ['DMD-18', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }],
      ['DMD-19', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }],
      ['DMD-20', { main: 40, hyperspace: 6, gr: 0, gameStart: 0 }],
      ['DMBD-13', { main: 42, hyperspace: 14, gr: 0, gameStart: 0 }],
      ['DMBD-14', { main: 40, hyperspace: 11, gr: 0, gameStart: 0 }],
      // FORBIDDEN STAR, listed with its back 終焉の禁断 ドルマゲドンX.
      ['DMBD-21', { main: 40, hyperspace: 8, gr: 0, gameStart: 1 }],
      // The five 零龍 cells, listed with their shared back 零龍.
      ['DMBD-22', { main: 40, hyperspace: 0, gr: 12, gameStart: 5 }],
      ['OF-COROCOROY19', { main: 40, hyperspace: 0, gr: 12, gameStart: 0 }],
    ])('%s keeps its sections, double-faced cards once', (code, expected) => {
      const result = resolve(list(code), 'dm');
      expect(result.unresolved).toEqual([]);
      expect(sizes(result.deck)).toEqual(expected);
    });

    it('merges the back faces of DMD-19 into their cards, with a note each', () => {
      const result = resolve(list('DMD-19'), 'dm');
      expect(result.notes.map((note) => [note.name, note.reason, note.cards.map((card) => card.name)])).toEqual([
        ['究極の覚醒者 デビル・ディアボロス Z（ダブル）Z（ゼータ）', 'mergedFace', ['時空の悪魔龍 ディアボロス Z（ダブル）Z（ゼータ）']],
        ['破滅の悪魔龍 ディアジゴク', 'mergedFace', ['獄龍刃 ディアボロス']],
        ['魔刻の覚醒者G・オルゼキア', 'mergedFace', ['時空の斬将オルゼキア']],
        ['殲滅の覚醒者ディアボロスZ（ゼータ）', 'mergedFace', ['時空の封殺ディアスZ（ゼータ）']],
        ['凶刃の覚醒者ダークネス・ガンヴィート', 'mergedFace', ['時空の凶兵ブラック・ガンヴィート']],
        ['凶乱の悪魔龍 ドクロカルド', 'mergedFace', ['凶乱の魔鎌 ディスカルド']],
      ]);
    });

    it('merges 零龍 of DMBD-22 into the five cells of its game-start set', () => {
      const result = resolve(list('DMBD-22'), 'dm');
      expect(result.deck.sections.gameStart!.map((entry) => [entry.card.name, entry.count])).toEqual(
        ['滅亡の起源 零無', '手札の儀', '墓地の儀', '破壊の儀', '復活の儀'].map((name) => [name, 1]),
      );
      expect(result.notes).toMatchObject([{ name: '零龍', reason: 'mergedFace' }]);
      expect(result.notes[0]!.cards).toHaveLength(5);
    });

    it('resolves every product and art collection but three cards of DM26-SD1P that the card data lacks', () => {
      expect(lists.size).toBe(n.lists);
      const unresolved = [...lists]
        .filter(([code]) => !code.startsWith('NET-'))
        .flatMap(([code, read]) => resolve(read, 'dm').unresolved.map((line) => [code, line.name, line.reason]));
      expect(unresolved).toEqual([
        ['DM26-SD1P', '界王類咆哮目 ジュラノキル / ジュラスティック・ハウル', 'unknown'],
        ['DM26-SD1P', 'ヴァム・ウィングダム / ソニック・ダンス', 'unknown'],
        ['DM26-SD1P', 'デデカブラ', 'unknown'],
      ]);
    });

    // Tournament lists of 2024–2026: the card data (late 2025) lacks the newest cards of some of them.
    const { unknownByList } = n;

    it('resolves the NET lists whose cards all exist to their 40-card main decks', () => {
      const complete = [...lists.keys()].filter((code) => code.startsWith('NET-') && !(code in unknownByList));
      expect(complete).toHaveLength(n.completeTournamentLists);
      for (const code of complete) {
        const result = resolve(list(code), 'dm');
        expect(result.unresolved, code).toEqual([]);
        // NET-069's source list holds 39 cards.
        expect(sizes(result.deck), code).toEqual({ main: code === 'NET-069' ? 39 : 40, hyperspace: 0, gr: 0, gameStart: 0 });
      }
    });

    it.each(Object.entries(unknownByList))('%s reports its %i unknown cards by name and line', (code, unknown) => {
      const read = list(code);
      const result = resolve(read, 'dm');
      expect(result.unresolved).toHaveLength(unknown);
      for (const line of result.unresolved) {
        expect(line.reason).toBe('unknown');
        expect(read.entries.find((entry) => entry.line === line.line)?.name).toBe(line.name);
      }
    });
  });
}
