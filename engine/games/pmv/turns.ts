import type { TurnStructure } from '../../core/structure';

// Turn start, the five phases and turn end of PMV 4.2.1 (rules digest pmv.md §6), each cited by the rule that
// defines it. Only each phase's rule action (規定の効果) and the turn start and end processing are automatic; effects
// timed at a phase's start or end, upkeep costs (4.5.1.a: pay or discard, the player's choice), priority and
// interference stay with the players.
//
// Damage on a character is its counter named 'damage'. Combat damage is reset when combat says (6.2.4.h), by hand with
// the combat; what is still on a character at turn start or turn end goes then (4.3.1.a, 4.9.1.a, 1.10.13.e).
export const turns: TurnStructure = {
  steps: [
    {
      id: 'turnStart',
      label: { ja: 'ターン開始時', en: 'Turn start' },
      work: [{ kind: 'clearCounter', zones: ['field'], counter: 'damage', seats: 'all', rule: 'PMV 4.3.1.a' }],
      rule: 'PMV 4.3.1',
    },
    {
      id: 'active',
      label: { ja: 'アクティブフェイズ', en: 'Active phase' },
      // The turn player's field only: the node area is another zone (3.1.1), so nodes stay asleep (pmv.md §12.11).
      work: [{ kind: 'untap', zones: ['field'], seats: 'active', rule: 'PMV 4.4.1.a' }],
      rule: 'PMV 4.4',
    },
    { id: 'maintenance', label: { ja: 'メンテナンスフェイズ', en: 'Maintenance phase' }, work: [], rule: 'PMV 4.5' },
    // One card (4.6.1.a), none on the starting player's first turn (1.2.8, 4.6.3): setup.turnDraw.
    { id: 'draw', label: { ja: 'ドローフェイズ', en: 'Draw phase' }, work: [{ kind: 'turnDraw' }], rule: 'PMV 4.6' },
    // No rule action (4.7.3); node set, plays and attacks happen here.
    { id: 'main', label: { ja: 'メインフェイズ', en: 'Main phase' }, work: [], rule: 'PMV 4.7' },
    {
      id: 'discard',
      label: { ja: 'ディスカードフェイズ', en: 'Discard phase' },
      // Down to the hand limit, normally 7 (3.6.4); discarded cards go to the underworld (9.3.4.g).
      work: [{ kind: 'handLimit', max: 7, to: 'underworld', rule: 'PMV 4.8.1.a' }],
      rule: 'PMV 4.8',
    },
    {
      id: 'turnEnd',
      label: { ja: 'ターン終了時', en: 'Turn end' },
      work: [{ kind: 'clearCounter', zones: ['field'], counter: 'damage', seats: 'all', rule: 'PMV 4.9.1.a' }],
      rule: 'PMV 4.9.1',
    },
  ],
  // Node set: one card from the hand into the node area, face down and active (1.8.3), once a turn (1.8.2.c).
  // Graze and effects add nodes from elsewhere and do not count.
  allowances: [{ id: 'nodeSet', label: { ja: 'ノードセット', en: 'Node set' }, from: 'hand', to: 'node', perTurn: 1, rule: 'PMV 1.8.2.c' }],
  mainStep: 'main',
  // A draw the deck cannot fully give loses at once (1.11.7, 1.5.3.b); an empty deck alone is no loss (pmv.md §12.14).
  emptyDrawLoses: 'PMV 1.11.7',
  // Life 0 or less loses when a player would get priority (1.5.3.a); the table checks after every action, which is
  // earlier only inside a resolution that brings the life back up before anyone gets priority (undo, then).
  losses: [{ kind: 'life', atOrBelow: 0, rule: 'PMV 1.5.3.a' }],
};
