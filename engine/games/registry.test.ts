import { describe, expect, it } from 'vitest';
import { findGame, gameDefinition, games, isGameId, registerGame } from './registry';

describe('game registry', () => {
  it('lists the five games in a fixed order', () => {
    expect(games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab']);
  });

  it('gives every game the deck sections later issues build on', () => {
    const sections = Object.fromEntries(games.map((g) => [g.id, g.sections.map((s) => s.id)]));
    expect(sections).toEqual({
      acg: ['basic', 'territory', 'reserve'],
      pmv: ['main', 'side'],
      nova: ['main', 'character', 'side'],
      dm: ['main', 'hyperspace', 'gr', 'gameStart'],
      fab: ['hero', 'arena', 'deck'],
    });
  });

  it('labels every game and section in Japanese and English, with a rule reference', () => {
    for (const game of games) {
      expect(game.name.ja.trim()).not.toBe('');
      expect(game.name.en.trim()).not.toBe('');
      for (const section of game.sections) {
        expect(section.label.ja.trim()).not.toBe('');
        expect(section.label.en.trim()).not.toBe('');
        // The reference starts with the game's abbreviation, e.g. "DM 100.3".
        expect(section.rule).toMatch(new RegExp(`^${game.abbreviation} \\d`));
      }
    }
    expect(findGame('dm')?.sections.find((s) => s.id === 'gr')?.label.ja).toBe('超GRゾーン');
    expect(findGame('acg')?.name.ja).toBe('アニマルカードゲーム');
  });

  it('offers free sideboarding only where a game has no sideboard, departing from the rule that says so', () => {
    const offering = games.filter((game) => game.houseRules?.some((rule) => rule.id === 'freeSideboarding'));
    expect(offering.map((game) => game.id)).toEqual(['dm']);
    for (const game of offering) {
      const rule = game.houseRules!.find((each) => each.id === 'freeSideboarding')!;
      const formats = [...game.construction.formats.map((format) => format.sideboarding), ...(game.construction.regulationFormats ? [game.construction.regulationFormats.sideboarding] : [])];
      expect(formats.every((sideboarding) => sideboarding.kind === 'none' && sideboarding.rule === rule.departsFrom)).toBe(true);
      expect([rule.default, rule.label.en.trim() !== '', rule.label.ja.trim() !== '', rule.explanation.en.trim() !== '', rule.explanation.ja.trim() !== '']).toEqual([false, true, true, true, true]);
    }
  });

  it('offers the kill turn in the statistics exactly where the game states a kill policy (DM)', () => {
    const offered = games.filter((game) => game.presentation.simulation?.killTurn).map((game) => game.id);
    expect(offered).toEqual(['dm']);
    expect(games.filter((game) => game.goldfishKill).map((game) => game.id)).toEqual(offered);
  });

  it('recognises only the five ids', () => {
    expect(isGameId('fab')).toBe(true);
    expect(isGameId('mtg')).toBe(false);
    expect(isGameId('DM')).toBe(false);
    expect(findGame('mtg')).toBeUndefined();
  });

  it('registers one more game until it is unregistered', () => {
    // A sixth game made of DM's parts: what a test (or a plugin) registers from one folder.
    const toy = { ...gameDefinition('dm'), id: 'toy', abbreviation: 'TOY', name: { ja: 'おもちゃ', en: 'Toy' } };
    const unregister = registerGame(toy);
    try {
      expect(isGameId('toy')).toBe(true);
      expect(findGame('toy')).toBe(toy);
      expect(games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab', 'toy']);
      expect(() => registerGame({ ...toy })).toThrow('the game "toy" is registered already');
    } finally {
      unregister();
    }
    expect(isGameId('toy')).toBe(false);
    expect(games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab']);
    expect(() => gameDefinition('toy')).toThrow('unknown game "toy"');
  });

  it('refuses an id that is taken or could not name a folder and a settings key', () => {
    const dm = gameDefinition('dm');
    expect(() => registerGame(dm)).toThrow('the game "dm" is registered already');
    for (const id of ['', 'x', 'Toy', 'toy game', '../toy', '1toy']) expect(() => registerGame({ ...dm, id })).toThrow(/a game id is 2–16 lower-case letters/);
    expect(games).toHaveLength(5);
  });
});
