/** Sideboarding between games, per game: what a sided deck may change from the registered one. */
import { describe, expect, it } from 'vitest';
import { card, deck, filler } from '../../test/helpers/deck-cards';
import { checkSideboarding } from './sideboard';
import type { Deck, DeckCard, Violation } from './types';
import { findDeckFormat } from './validate';

const summary = (violations: Violation[]) => violations.map((v) => `${v.code} ${v.rule} ${v.section ?? '-'} [${v.cards.map((c) => c.key).join(',')}]`);
const check = (registered: Deck, sided: Deck, format: string | null = null) => summary(checkSideboarding(registered, sided, findDeckFormat(registered.game, format)));

describe('ACG deck adjustment (201-3)', () => {
  const animal = (name: string) => card(name, { kinds: ['animal'] });
  const land = card('ひらけた平野', { kinds: ['territory'], subtypes: ['基礎'] });
  const spare = card('控えのワシ', { kinds: ['animal'] });
  const spareLand = card('湿地', { kinds: ['territory'] });
  const basic = filler('動物', 10, 4, animal);
  const registered = deck('acg', { basic, territory: [[land, 10]], reserve: [[spare, 4], [spareLand, 2], [land, 9]] });

  it('201-3b: swapping cards with the reserve keeps every deck size', () => {
    const sided = deck('acg', { basic: [...basic.slice(1), [animal('動物 1'), 2], [spare, 2]], territory: [[land, 9], [spareLand, 1]], reserve: [[animal('動物 1'), 2], [spare, 2], [spareLand, 1], [land, 10]] });
    expect(check(registered, sided)).toEqual([]);
  });

  it('201-3b: a deck whose size changed, and a card from outside the registered decks', () => {
    const sided = deck('acg', { basic: [...basic, [card('新顔', { kinds: ['animal'] }), 1]], territory: [[land, 10]], reserve: [[spare, 4], [spareLand, 2], [land, 9]] });
    expect(check(registered, sided)).toEqual(['sideCard ACG 201-3b - [新顔]', 'sideSize ACG 201-3b basic []']);
  });

  it('502.2: a swap cannot put a territory into the basic deck', () => {
    const sided = deck('acg', { basic: [...basic.slice(1), [animal('動物 1'), 3], [spareLand, 1]], territory: [[land, 10]], reserve: [[spare, 4], [spareLand, 1], [land, 9], [animal('動物 1'), 1]] });
    expect(check(registered, sided)).toEqual(['kind ACG 502.2 basic [湿地]']);
  });
});

describe('PMV sideboarding (1.2.4)', () => {
  const character = (name: string) => card(name, { kinds: ['character'] });
  const main = [...filler('キャラ', 16, 3, character), [character('端数'), 2]] as [DeckCard, number][];
  const side = filler('控え', 5, 2, character);
  const registered = deck('pmv', { main, side });

  it('1.2.4: one-for-one swaps keep 50 and 10', () => {
    expect(check(registered, deck('pmv', { main: [...main.slice(1), [character('キャラ 1'), 1], [character('控え 1'), 2]], side: [...side.slice(1), [character('キャラ 1'), 2]] }))).toEqual([]);
  });

  it('1.2.2.a / 1.2.5.a: taking a card out without putting one in changes both sizes', () => {
    expect(check(registered, deck('pmv', { main: [...main.slice(1), [character('キャラ 1'), 2]], side: [...side, [character('キャラ 1'), 1]] }))).toEqual([
      'sideSize PMV 1.2.4 main []',
      'sideSize PMV 1.2.4 side []',
    ]);
  });
});

describe('NOVA (no procedure in the rules: main and side swap, sizes kept, characters fixed)', () => {
  const servant = (name: string) => card(name, { kinds: ['servant'] });
  const hero = card('リナ', { kinds: ['character'], stats: { level: 1 } });
  const registered = deck('nova', { main: filler('サーバント', 10, 4, servant), character: [[hero, 1]], side: [[servant('控え'), 2]] });

  it('007.1: a swap between main and side deck is allowed', () => {
    expect(check(registered, deck('nova', { main: [...filler('サーバント', 9, 4, servant), [servant('サーバント 10'), 2], [servant('控え'), 2]], character: [[hero, 1]], side: [[servant('サーバント 10'), 2]] }))).toEqual([]);
  });

  it('house rule: the character deck stays and the sizes are kept, as warnings that cite no rule (the rules are silent)', () => {
    const emptied = checkSideboarding(registered, deck('nova', { main: filler('サーバント', 10, 4, servant), character: [], side: [[servant('控え'), 2]] }), findDeckFormat('nova', null));
    expect(summary(emptied)).toEqual(['sideFixed  character []']);
    expect(emptied[0]).toMatchObject({ severity: 'warning', message: { en: 'The character deck cannot change between games. (house rule: the NOVA rules define no sideboarding in a match)' } });
    // 44 main and 9 side cards from 40 and 13: a swap that changes the sizes is the house's to warn about, not refused.
    const registered4013 = deck('nova', { main: filler('サーバント', 10, 4, servant), character: [[hero, 1]], side: [[servant('控え'), 13]] });
    const resized = checkSideboarding(registered4013, deck('nova', { main: [...filler('サーバント', 10, 4, servant), [servant('控え'), 4]], character: [[hero, 1]], side: [[servant('控え'), 9]] }), findDeckFormat('nova', null));
    expect(resized.map((violation) => [violation.code, violation.severity, violation.rule, violation.section])).toEqual([
      ['sideSize', 'warning', '', 'main'],
      ['sideSize', 'warning', '', 'side'],
    ]);
  });
});

describe('FaB (each game\'s deck is chosen from the card-pool)', () => {
  const action = (name: string, pitch: number) => card(name, { key: `${name}-${pitch}`, kinds: ['action'], stats: { pitch, classes: ['generic'] } });
  const cindra = card('Cindra, Dracai of Retribution', { kinds: ['hero'] });
  const kano = card('Kano, Dracai of Aether', { kinds: ['hero'] });
  const pool = filler('Generic', 23, 3, (name) => action(name, 1));
  const registered = deck('fab', { hero: [[cindra, 1]], arena: [[card('Kunai', { kinds: ['weapon'] }), 2]], deck: pool });

  it('TRP 7.1: a 60-card deck out of the 69 deck-cards of the pool', () => {
    expect(check(registered, deck('fab', { hero: [[cindra, 1]], arena: [[card('Kunai', { kinds: ['weapon'] }), 2]], deck: pool.slice(0, 20) }), 'cc')).toEqual([]);
  });

  it('TRP 7.1: fewer than 60, a card the pool lacks, and another hero', () => {
    expect(check(registered, deck('fab', { hero: [[kano, 1]], deck: [...pool.slice(0, 19), [action('Generic 1', 3), 1]] }), 'cc')).toEqual([
      'sideFixed FaB TRP 7.1 hero [Kano, Dracai of Aether]',
      'sideCard FaB TRP 7.1 - [Generic 1-3]',
      'sideSize FaB TRP 7.1 deck []',
    ]);
  });

  it('Blitz (2026): the deck of each game is exactly 40', () => {
    expect(check(registered, deck('fab', { hero: [[cindra, 1]], deck: pool.slice(0, 14) }), 'blitz')).toEqual(['sideSize FaB Blitz (2026) deck []']);
  });
});

describe('DM (no sideboard in the rules)', () => {
  const creature = (name: string) => card(name, { kinds: ['creature'] });
  const registered = deck('dm', { main: filler('クリーチャー', 10, 4, creature) });

  it('100.2: the registered deck is played unchanged', () => {
    expect(check(registered, deck('dm', { main: filler('クリーチャー', 10, 4, creature) }))).toEqual([]);
    const sided = deck('dm', { main: [...filler('クリーチャー', 9, 4, creature), [creature('新顔'), 4]] });
    const [only] = checkSideboarding(registered, sided, findDeckFormat('dm', 'none'));
    expect(only?.code).toBe('noSideboard');
    expect(only?.cards.map((c) => c.key)).toEqual(['新顔', 'クリーチャー 10']);
    expect(only?.message.en).toBe('Duel Masters has no sideboard: the registered deck is played unchanged (the deck differs).');
  });
});
