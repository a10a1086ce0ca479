import type { TableTerm, TurnStructure } from '../../core/structure';

/**
 * What a presence that entered the battlefield holds until its controller's next wake-up phase (204-8a, 204-8d): the
 * marker the zone rules (./zones.ts) set and the wake-up phase clears.
 */
export const ACTION_STANDBY = 'actionStandby';

export const markers: readonly TableTerm[] = [{ id: ACTION_STANDBY, label: { ja: '行動待機', en: 'Action standby' }, rule: 'ACG 204-8' }];

// The six phases of ACG 1001.2 (rules digest acg.md §6), each cited by the rule that defines it. Only the turn
// player's own processing (1002.1, 1004.1, 1007.2–1007.3) is automatic; triggers, priority, combat (whose steps all
// belong to the hunt phase and repeat as often as combat is declared, 1302.3) and the night-watch repeat of 1007.7 stay
// with the players. Damage on a card is its counter named 'damage'.
export const turns: TurnStructure = {
  steps: [
    {
      id: 'wake',
      label: { ja: '起床フェイズ', en: 'Wake-up phase' },
      // In this order, once each (1002.1). A night-prison counter replaces a dawn (1704.1) and a sleep counter a wake
      // (1710.1): the player turns that card back (night again, or moved) and removes one counter by hand.
      work: [
        { kind: 'faceUp', zones: ['battlefield', 'realm'], seats: 'active', rule: 'ACG 1002.1a' },
        { kind: 'untap', zones: ['battlefield', 'realm'], seats: 'active', rule: 'ACG 1002.1b' },
        { kind: 'clearMarker', zones: ['battlefield'], marker: ACTION_STANDBY, seats: 'active', rule: 'ACG 1002.1c' },
      ],
      rule: 'ACG 1002',
    },
    { id: 'preparation', label: { ja: '準備フェイズ', en: 'Preparation phase' }, work: [], rule: 'ACG 1003' },
    {
      id: 'replenish',
      label: { ja: '補充フェイズ', en: 'Replenish phase' },
      // Draw 1, skipped on the game's first turn (1004.1a: setup.turnDraw); then the top territory, when there is one,
      // into the realm awake (1004.1b, 205-9b), the first turn included.
      work: [{ kind: 'turnDraw' }, { kind: 'moveTop', from: 'territoryDeck', to: 'realm', count: 1, seats: 'active', rule: 'ACG 1004.1b' }],
      rule: 'ACG 1004',
    },
    { id: 'hunt', label: { ja: '狩りフェイズ', en: 'Hunt phase' }, work: [], rule: 'ACG 1005' },
    { id: 'sunset', label: { ja: '日没フェイズ', en: 'Sunset phase' }, work: [], rule: 'ACG 1006' },
    {
      id: 'nightWatch',
      label: { ja: '夜警フェイズ', en: 'Night-watch phase' },
      // Every player's presences and territories lose their damage (1007.2, 612.2); then a turn player with 7 or more
      // cards discards down to 6 (1007.3).
      work: [
        { kind: 'clearCounter', zones: ['battlefield', 'realm'], counter: 'damage', seats: 'all', rule: 'ACG 1007.2' },
        { kind: 'handLimit', max: 6, to: 'graveyard', rule: 'ACG 1007.3' },
      ],
      rule: 'ACG 1007',
    },
  ],
  // The CR has no per-turn allowance: territories arrive by the replenish phase, cards are played as often as paid for.
  allowances: [],
  mainStep: 'hunt',
  // Drawing from an empty basic deck loses (1206.2); an empty territory deck is no loss (1004.1b).
  emptyDrawLoses: 'ACG 1206.2',
  // Life 0 loses (1206.1). When both players reach 0 together, rule processing runs turn player first, so only the turn
  // player loses (1206.1's example; 105-3a's draw needs nobody left standing).
  losses: [{ kind: 'life', atOrBelow: 0, rule: 'ACG 1206.1' }],
  simultaneousLoss: { loser: 'turnPlayer', rule: 'ACG 1206.1' },
};
