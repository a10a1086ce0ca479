import type { ZoneDefinition, ZoneRules } from '../../core/structure';

// The zones of NOVA 301.2, plus the exclusion zone that 306 defines but that list leaves out (rules digest nova.md
// §4), each cited by its section. All are per player except the waiting area (301.3–301.4).
export const zones: readonly ZoneDefinition[] = [
  { id: 'mainDeck', label: { ja: 'メインデッキ置き場', en: 'Main deck zone' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'NOVA 303' },
  // Face down, but its owner may look and reorder at will (304, 301.7.1).
  { id: 'characterDeck', label: { ja: 'キャラデッキ置き場', en: 'Character deck zone' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: true, rule: 'NOVA 304' },
  // Public to its owner, hidden from the others (308.3); the limit of 7 is an end-phase discard (308.5), not a capacity.
  { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 308' },
  { id: 'field', label: { ja: '場', en: 'Field' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 309' },
  // Face-down energy is seen by its owner only; the action that sets it says so (nova.md §4).
  { id: 'energy', label: { ja: 'エナジーゾーン', en: 'Energy zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 310' },
  { id: 'graveyard', label: { ja: '墓地', en: 'Graveyard' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 305' },
  { id: 'exclusion', label: { ja: '除外ゾーン', en: 'Exclusion zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 306' },
  { id: 'retired', label: { ja: '退場キャラ置き場', en: 'Retired character zone' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'NOVA 307' },
  // Played cards and abilities wait in placement order, the last resolving first (311.2).
  { id: 'waiting', label: { ja: '待機領域', en: 'Waiting area' }, owner: 'shared', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'NOVA 311' },
];

// A character card leaving the field for any zone but the character deck is put into the retired character zone
// instead (504.1); one moved from field to field (a change of control) stays in play.
export const zoneRules: ZoneRules = {
  entering: [],
  homes: [{ kinds: ['character'], home: 'retired', position: 'top', plays: ['field', 'characterDeck'], from: ['field'], rule: 'NOVA 504.1' }],
  barred: [],
};
