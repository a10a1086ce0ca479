import type { ZoneDefinition, ZoneRules } from '../../core/structure';
import { ACTION_STANDBY } from './turns';

// The zones of ACG 601–610 (rules digest acg.md §4), each cited by its section. Every zone is once per player
// and none is shared (601.2). The two decks and the pile keep their order (603.5, 604.5, 610.5); the controller
// arranges the others freely. The reserve deck is not a zone: it stays out of the game (104.2).
export const zones: readonly ZoneDefinition[] = [
  { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'ACG 603' },
  { id: 'territoryDeck', label: { ja: '領土デッキ', en: 'Territory deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'ACG 604' },
  // A hidden zone whose owner may read their own cards (605.4a).
  { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'ACG 605' },
  { id: 'battlefield', label: { ja: '戦場', en: 'Battlefield' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'ACG 606' },
  { id: 'realm', label: { ja: '領地', en: 'Realm' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'ACG 607' },
  { id: 'graveyard', label: { ja: '墓地', en: 'Graveyard' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'ACG 608' },
  // Cards exiled face down are seen by their controller only (609.3a); the action says so, the zone is face up.
  { id: 'exile', label: { ja: '除外領域', en: 'Exile zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'ACG 609' },
  // Played cards and effects wait here; the last placed across all players' piles resolves first (1110.2).
  { id: 'pile', label: { ja: 'パイル', en: 'Pile' }, owner: 'seat', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'ACG 610' },
];

// Every presence card that enters the battlefield holds action standby (204-8a), however it came: put out, played, moved
// by hand. Presence cards are animal, turf and tool cards (408.1); a token the table creates has no kinds to tell.
export const zoneRules: ZoneRules = {
  entering: [{ zone: 'battlefield', marker: ACTION_STANDBY, kinds: ['animal', 'turf', 'tool'], unlessOnCards: false, rule: 'ACG 204-8a' }],
  homes: [],
  // A territory card never moves into the basic deck or a hand (611-1b); the basic deck is the zone 'deck'. A
  // non-presence card, scene or skill (409.1), never moves onto the battlefield (611-1c); territory cards are no
  // non-presence cards (409.1 names only those two), so they stay free to go there.
  barred: [
    {
      kinds: ['territory'],
      zones: ['deck', 'hand'],
      rule: 'ACG 611-1b',
      message: { ja: '領土カードは基礎デッキや手札に移動できません', en: 'a territory card cannot move into the basic deck or a hand' },
    },
    {
      kinds: ['scene', 'skill'],
      zones: ['battlefield'],
      rule: 'ACG 611-1c',
      message: { ja: '非存在カード（場面・特技）は戦場に移動できません', en: 'a non-presence card (scene or skill) cannot move onto the battlefield' },
    },
  ],
};
