import type { ZoneDefinition, ZoneRules } from '../../core/structure';
import { SUMMONING_SICKNESS } from './markers';

// The nine zones of DM 400.1 (rules digest dm.md §4), each cited by the rule that opens its section. Public or
// not: 400.2a/b; only the deck and the shields keep their order (400.4), every other zone is the owner's to arrange.
// The game-start set has no zone of its own: it starts in the battle zone (100.5).
export const zones: readonly ZoneDefinition[] = [
  { id: 'deck', label: { ja: '山札', en: 'Deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'DM 401.1' },
  // The owner may look at their hand at any time (402.3).
  { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'DM 402.1' },
  // The only shared zone (400.1); each card's owner arranges their own cards there (403.3).
  { id: 'battle', label: { ja: 'バトルゾーン', en: 'Battle zone' }, owner: 'shared', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'DM 403.1' },
  { id: 'graveyard', label: { ja: '墓地', en: 'Graveyard' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'DM 404.1' },
  // Mana goes in upside down but face up; a card turned face down there is seen by its owner only (405.4–405.5).
  { id: 'mana', label: { ja: 'マナゾーン', en: 'Mana zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'DM 405.1' },
  // Nobody looks at a shield, its owner included (406.2), and shields are never rearranged (406.3).
  { id: 'shields', label: { ja: 'シールドゾーン', en: 'Shield zone' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'DM 406.1' },
  { id: 'hyperspace', label: { ja: '超次元ゾーン', en: 'Hyperspace zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'DM 407.1' },
  // GR summon takes the top card (701.30a) and returning GR creatures go to the bottom (118.1).
  { id: 'gr', label: { ja: '超GRゾーン', en: 'Super GR zone' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'DM 408.1' },
  { id: 'abyss', label: { ja: '深淵ゾーン', en: 'Abyss zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'DM 410.1' },
];

/**
 * What every move does to DM cards, however it is made (a summon, a shield trigger, a card effect carried out by hand):
 * a creature put into the battle zone is summoning sick (301.5), unless it lies on other cards there, an evolution
 * (801.3, 802.3); a dragheart on any side, since a weapon that came in this turn is released into a creature as sick
 * as it (807.5a). A psychic creature, dragheart or Duel Mate put anywhere but the battle zone goes to its owner's
 * hyperspace zone instead (117.1, 805.4b, 807.4b, 820.4b), a Rule Plus even from the battle zone (314.4), a GR
 * creature to the bottom of its owner's 超GR (118.1, 811.2b).
 */
export const zoneRules: ZoneRules = {
  entering: [{ zone: 'battle', marker: SUMMONING_SICKNESS, kinds: ['creature', 'dragheart'], unlessOnCards: true, rule: 'DM 301.5' }],
  homes: [
    { kinds: ['psychic', 'dragheart', 'duelMate'], home: 'hyperspace', position: 'top', plays: ['battle'], rule: 'DM 117.1' },
    { kinds: ['rulePlus'], home: 'hyperspace', position: 'top', plays: [], rule: 'DM 314.4' },
    { kinds: ['grCreature'], home: 'gr', position: 'bottom', plays: ['battle'], rule: 'DM 118.1' },
  ],
  barred: [],
};
