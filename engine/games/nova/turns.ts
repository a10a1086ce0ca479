import type { TurnStructure } from '../../core/structure';

// The six phases of NOVA 402–407 (rules digest nova.md §6), each cited by the rule that defines it. Only the
// turn-based actions of 602 are automatic; triggers, priority, and the attack phase's five steps (405.1), which loop
// from the battle back to the next attack declaration (405.6.4), stay with the players. Damage on a servant is its
// counter named 'damage'.
export const turns: TurnStructure = {
  steps: [
    {
      id: 'standby',
      label: { ja: 'スタンバイフェイズ', en: 'Standby phase' },
      // Every frozen card of the turn player's field and energy zone stands (402.3); one an effect keeps frozen, or whose
      // extra cost the player does not pay (402.3.1), is frozen again by hand.
      work: [{ kind: 'untap', zones: ['field', 'energy'], seats: 'active', rule: 'NOVA 402.3' }],
      rule: 'NOVA 402',
    },
    // One card (403.3). The first turn of the game skips it (402.4.1: setup.turnDraw) whoever takes that turn: the player
    // who starts holds the right to go first (007.7), also when the redraw handed it to the second player (007.6.1.2).
    { id: 'draw', label: { ja: 'ドローフェイズ', en: 'Draw phase' }, work: [{ kind: 'turnDraw' }], rule: 'NOVA 403' },
    { id: 'main1', label: { ja: '第1メインフェイズ', en: 'Main phase 1' }, work: [], rule: 'NOVA 404' },
    { id: 'attack', label: { ja: 'アタックフェイズ', en: 'Attack phase' }, work: [], rule: 'NOVA 405' },
    { id: 'main2', label: { ja: '第2メインフェイズ', en: 'Main phase 2' }, work: [], rule: 'NOVA 406' },
    {
      id: 'end',
      label: { ja: 'エンドフェイズ', en: 'End phase' },
      // Damage on every servant goes (407.5), then a turn player with 8 or more cards discards down to 7 (407.7, 308.5).
      work: [
        { kind: 'clearCounter', zones: ['field'], counter: 'damage', seats: 'all', rule: 'NOVA 407.5' },
        { kind: 'handLimit', max: 7, to: 'graveyard', rule: 'NOVA 407.7' },
      ],
      rule: 'NOVA 407',
    },
  ],
  // Energy set: one card from the hand into the energy zone, once a turn across both main phases (906.1).
  allowances: [{ id: 'energySet', label: { ja: 'エナジーのセット', en: 'Energy set' }, from: 'hand', to: 'energy', perTurn: 1, rule: 'NOVA 906.1' }],
  mainStep: 'main1',
  // The defeat check (502): a draw from the main deck that cannot be made, or life 0 or less. When both players reach 0
  // together only the one who caused it loses (003.2.4): on the table, the seat whose action did it.
  emptyDrawLoses: 'NOVA 502.2',
  losses: [{ kind: 'life', atOrBelow: 0, rule: 'NOVA 502.1' }],
  simultaneousLoss: { loser: 'actingSeat', rule: 'NOVA 003.2.4' },
};
