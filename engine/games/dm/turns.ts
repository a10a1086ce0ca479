import type { TurnStructure } from '../../core/structure';
import { SUMMONING_SICKNESS } from './markers';

// The six steps of DM 500.1 (rules digest dm.md §6), each cited by the rule that opens it. Only the
// turn-based actions are automatic (702.3); triggers, attacks and everything a card says stay manual.
export const turns: TurnStructure = {
  steps: [
    // Normally all of the turn player's battle-zone and mana-zone cards untap (501.1, 702.3a); a card an effect
    // keeps tapped is tapped again by hand.
    // Creatures in play since the start of the turn may attack (301.5): summoning sickness comes off here.
    {
      id: 'turnStart',
      label: { ja: 'ターン開始ステップ', en: 'Turn start step' },
      work: [
        { kind: 'untap', zones: ['battle', 'mana'], seats: 'active', rule: 'DM 501.1' },
        { kind: 'clearMarker', zones: ['battle'], marker: SUMMONING_SICKNESS, seats: 'active', rule: 'DM 301.5' },
      ],
      rule: 'DM 501.1',
    },
    // One card (502.1); the first player skips the draw of their first turn (103.5, 500.6): setup.turnDraw.
    { id: 'draw', label: { ja: 'ドローステップ', en: 'Draw step' }, work: [{ kind: 'turnDraw' }], rule: 'DM 502.1' },
    { id: 'manaCharge', label: { ja: 'マナチャージステップ', en: 'Mana charge step' }, work: [], rule: 'DM 503.1' },
    { id: 'main', label: { ja: 'メインステップ', en: 'Main step' }, work: [], rule: 'DM 504.1' },
    { id: 'attack', label: { ja: '攻撃ステップ', en: 'Attack step' }, work: [], rule: 'DM 505.1' },
    { id: 'turnEnd', label: { ja: 'ターン終了ステップ', en: 'Turn end step' }, work: [], rule: 'DM 511.1' },
  ],
  // One charge from the hand per turn unless an effect says otherwise (503.2): the mode checks it. Only the charge
  // action counts: a card effect that puts a hand card into the mana zone, carried out by hand, charges nothing.
  allowances: [{ id: 'manaCharge', label: { ja: 'マナチャージ', en: 'Mana charge' }, from: 'hand', to: 'mana', perTurn: 1, rule: 'DM 503.2', action: 'charge' }],
  mainStep: 'main',
  // The deck-out loss (104.2b, 703.4b) happens the moment the deck is empty, checked after every action; a draw from
  // an empty deck is the same loss.
  emptyDrawLoses: 'DM 104.2b',
  losses: [{ kind: 'emptyZone', zone: 'deck', rule: 'DM 104.2b' }],
  gameOver: 'DM 104.1',
};
