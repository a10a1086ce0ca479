import type { GameSetup } from '../types';

/** The two weapon zones as one choice: two one-handed weapons, one two-handed, or an off-hand or quiver beside one. */
const WEAPONS = { ja: '武器（2つの武器ゾーン）', en: 'Weapons (two weapon zones)' };

/** The intellect counted when the hero's is unknown: most heroes print 4 (fab.md §3.2). */
const intellect = { section: 'hero', stat: 'intellect', fallback: 4 };

// Start of game: CR 4.1 and the end-of-turn procedure 4.4.3 (fab.md §3.3–3.4, checked against the English CR).
export const setup: GameSetup = {
  drawPile: { section: 'deck', zone: 'deck', rule: 'FaB 4.1.7' },
  hand: 'hand',
  otherSections: [
    { section: 'hero', zone: 'hero', start: 'inPlay', shuffled: false, faceDown: false, rule: 'FaB 4.1.2' },
    // Up to one arena-card per arms, chest, head, legs and weapon zone (4.1.4a), equipped first player first (4.1.8);
    // the rest is the inventory (4.1.6). Which zone a card fits follows its type and subtypes (the card facts `kinds`
    // and `subtypes`): the first slot below that fits decides, so a two-handed weapon is met before the other weapons.
    {
      section: 'arena',
      zone: null,
      start: 'equipped',
      shuffled: false,
      faceDown: true,
      rule: 'FaB 4.1.4',
      equip: {
        rule: 'FaB 4.1.8',
        slots: [
          { fact: 'subtypes', values: ['2H'], zones: ['weapon1', 'weapon2'], fillsAll: true, rule: 'FaB 3.16.2a', label: WEAPONS },
          { fact: 'kinds', values: ['weapon'], zones: ['weapon1', 'weapon2'], rule: 'FaB 3.16.2a', label: WEAPONS },
          { fact: 'subtypes', values: ['Off-Hand', 'Quiver'], zones: ['weapon1', 'weapon2'], rule: 'FaB 3.16.2a', label: WEAPONS },
          { fact: 'subtypes', values: ['Arms'], zones: ['arms'], rule: 'FaB 3.2.2a' },
          { fact: 'subtypes', values: ['Chest'], zones: ['chest'], rule: 'FaB 3.5.2a' },
          { fact: 'subtypes', values: ['Head'], zones: ['head'], rule: 'FaB 3.10.2a' },
          { fact: 'subtypes', values: ['Legs'], zones: ['legs'], rule: 'FaB 3.12.2a' },
        ],
      },
    },
  ],
  // The rest of the card-pool (4.1.6), for its owner's eyes; a card is put into the game from it by hand.
  inventory: { zone: 'inventory', rule: 'FaB 4.1.6' },
  life: { amount: { section: 'hero', stat: 'life' }, rule: 'FaB 2.5.1' },
  setAside: null,
  openingHand: { count: intellect, upTo: true, rule: 'FaB 4.1.9' },
  bottomAfterOpening: null,
  // 4.1.9 goes straight from the draw to the first turn (fab.md §3.3: no mulligan).
  mulligan: { kind: 'none', rule: 'FaB 4.1.9' },
  firstPlayer: { method: 'randomPlayerChooses', laterGames: 'previousLoserChooses', afterOpeningHand: false, rule: 'FaB 4.1.3' },
  turnDraw: {
    count: intellect,
    upTo: true,
    timing: 'endOfTurn',
    rule: 'FaB 4.4.3f',
    firstTurn: { change: 'allPlayersDraw', rule: 'FaB 4.4.3f' },
  },
};
