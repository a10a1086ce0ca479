import type { CardTerm } from '../../core/structure';

/**
 * A creature that came into the battle zone this turn cannot attack (301.5): the zone rule of the battle zone puts the
 * marker on whatever way it came in (./zones.ts), the turn start step takes it off the turn player's creatures
 * (./turns.ts). Evolutions come in without it (801.3); スピードアタッカー keeps it and the attack check waives it.
 */
export const SUMMONING_SICKNESS = 'summoningSickness';

/** The keyword that lets a creature attack the turn it comes in (301.5), which the attack check reads (./battle.ts). */
export const SPEED_ATTACKER = 'スピードアタッカー';

/**
 * Summoning sickness lies on the creatures (and draghearts) of the battle zone, as the zone rule puts it (./zones.ts);
 * on a スピードアタッカー it holds nothing back, so the table neither shows nor offers it there.
 */
export const markers: readonly CardTerm[] = [
  {
    id: SUMMONING_SICKNESS,
    label: { ja: '召喚酔い', en: 'Summoning sickness' },
    rule: 'DM 301.5',
    zones: ['battle'],
    appliesTo: { kinds: ['creature', 'dragheart'] },
    waivedBy: { keywords: [SPEED_ATTACKER] },
  },
];
