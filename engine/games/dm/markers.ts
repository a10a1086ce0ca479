import type { Action } from '../../core/actions';
import type { TableTerm } from '../../core/structure';

/**
 * A creature that came into the battle zone this turn cannot attack (301.5): entering puts the marker on, the turn
 * start step takes it off the turn player's creatures (./turns.ts). Evolutions come in without it (801.3).
 */
export const SUMMONING_SICKNESS = 'summoningSickness';

export const markers: readonly TableTerm[] = [{ id: SUMMONING_SICKNESS, label: { ja: '召喚酔い', en: 'Summoning sickness' }, rule: 'DM 301.5' }];

export const sick = (seat: number, card: string): Action => ({ type: 'marker', seat, card, marker: SUMMONING_SICKNESS, on: true, rule: 'DM 301.5' });
