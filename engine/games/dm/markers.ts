import type { TableTerm } from '../../core/structure';

/**
 * A creature that came into the battle zone this turn cannot attack (301.5): the zone rule of the battle zone puts the
 * marker on whatever way it came in (./zones.ts), the turn start step takes it off the turn player's creatures
 * (./turns.ts). Evolutions come in without it (801.3); スピードアタッカー keeps it and the attack check waives it.
 */
export const SUMMONING_SICKNESS = 'summoningSickness';

export const markers: readonly TableTerm[] = [{ id: SUMMONING_SICKNESS, label: { ja: '召喚酔い', en: 'Summoning sickness' }, rule: 'DM 301.5' }];
