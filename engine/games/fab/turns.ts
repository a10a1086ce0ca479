import type { TurnStructure } from '../../core/structure';

/**
 * The seat resources a FaB table keeps (fab.md §4.1 item 11): action points, given by the action phase (4.3.2) and
 * spent by attacks (actions.ts), and resource points, gained by pitching (1.14.3) and spent on costs. Both are lost at
 * the end of every turn (4.4.3e).
 */
export const ACTION_POINTS = 'actionPoints';
export const RESOURCE_POINTS = 'resourcePoints';
/** A weapon or equipment whose once-per-turn ability was activated this turn (play.ts), cleared in the end phase. */
export const ACTIVATED = 'activated';

/** The arms, chest, head, legs and weapon zones: where the equipped permanents lie. */
export const EQUIPMENT_ZONES: readonly string[] = ['arms', 'chest', 'head', 'legs'];
export const WEAPON_ZONES: readonly string[] = ['weapon1', 'weapon2'];

// The three phases of CR 4.0.3a (fab.md §3.4), numbered as the English CR 4.2–4.4 the digest follows. The end-of-turn
// procedure (4.4.3) happens in parts with play in between (4.4.3: layers resolve after each part), so each part is a
// step of its own, done on entering it; the player arsenals and orders the pitch zone before leaving the arsenal step.
// Allies' life (4.4.3a) and everything a card's text does stay manual.
export const turns: TurnStructure = {
  steps: [
    { id: 'start', label: { ja: 'スタートフェイズ', en: 'Start phase' }, work: [], rule: 'FaB 4.2' },
    {
      id: 'action',
      label: { ja: 'アクションフェイズ', en: 'Action phase' },
      work: [{ kind: 'setResource', name: ACTION_POINTS, value: 1, seats: 'active', rule: 'FaB 4.3.2' }],
      rule: 'FaB 4.3',
    },
    // The turn player may put a card from hand face down into an empty arsenal zone (the `arsenal` allowance).
    { id: 'endArsenal', label: { ja: 'エンドフェイズ：格納庫', en: 'End phase: arsenal' }, work: [], rule: 'FaB 4.4.3b' },
    // Every player's pitch zone goes to the bottom of their deck in its order as it lies, which the player sets by
    // moving cards within the pitch zone beforehand.
    {
      id: 'endPitch',
      label: { ja: 'エンドフェイズ：ピッチをデッキの下へ', en: 'End phase: pitch to the deck' },
      work: [{ kind: 'moveAll', from: 'pitch', to: 'deck', position: 'bottom', seats: 'all', rule: 'FaB 4.4.3c' }],
      rule: 'FaB 4.4.3c',
    },
    // The turn player's permanents: hero, equipment, weapons and their cards in the shared permanent zone.
    {
      id: 'endUntap',
      label: { ja: 'エンドフェイズ：アンタップ', en: 'End phase: untap' },
      work: [{ kind: 'untap', zones: ['hero', ...EQUIPMENT_ZONES, ...WEAPON_ZONES, 'permanent'], seats: 'active', rule: 'FaB 4.4.3d' }],
      rule: 'FaB 4.4.3d',
    },
    {
      id: 'endPoints',
      label: { ja: 'エンドフェイズ：ポイントを失う', en: 'End phase: points lost' },
      work: [
        { kind: 'setResource', name: ACTION_POINTS, value: 0, seats: 'all', rule: 'FaB 4.4.3e' },
        { kind: 'setResource', name: RESOURCE_POINTS, value: 0, seats: 'all', rule: 'FaB 4.4.3e' },
      ],
      rule: 'FaB 4.4.3e',
    },
    // Up to the hero's intellect; on the game's first turn every player draws up (setup.turnDraw).
    // Then what lasts "this turn" ends: once-per-turn abilities may be activated again (play.ts).
    {
      id: 'endDraw',
      label: { ja: 'エンドフェイズ：ドロー', en: 'End phase: draw' },
      work: [{ kind: 'turnDraw' }, { kind: 'clearMarker', zones: [...EQUIPMENT_ZONES, ...WEAPON_ZONES], marker: ACTIVATED, seats: 'all', rule: 'FaB 4.4' }],
      rule: 'FaB 4.4.3f',
    },
  ],
  mainStep: 'action',
  allowances: [{ id: 'arsenal', label: { ja: '格納庫に置く', en: 'Arsenal' }, from: 'hand', to: 'arsenal', perTurn: 1, rule: 'FaB 4.4.3b' }],
  // A player who cannot draw up simply draws what is left (fab.md §3.4): no loss.
  emptyDrawLoses: null,
  losses: [{ kind: 'life', atOrBelow: 0, rule: 'FaB 4.5.3a' }],
};
