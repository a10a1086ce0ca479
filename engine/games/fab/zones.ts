import type { ZoneDefinition } from '../../core/structure';

// The fifteen zone types of FaB 3.0.1 (rules digest fab.md §2, §6), each cited by its section. Ownership: 3.0.2
// (the stack, permanent and combat chain zones are shared); public or private: 3.0.4a/b, where the deck is the one
// private zone even its owner may not look at (3.0.3a).
/** A public zone of the player's that holds the one object equipped there (3.2.2, 3.16.2). */
const slot = (id: string, ja: string, en: string, rule: string): ZoneDefinition => ({
  id,
  label: { ja, en },
  owner: 'seat',
  visibility: 'public',
  ordered: false,
  capacity: 1,
  faceDown: false,
  rule,
});

export const zones: readonly ZoneDefinition[] = [
  // Exactly one hero-type card (3.11.1); its soul lies under it.
  { id: 'hero', label: { ja: 'ヒーロー', en: 'Hero' }, owner: 'seat', visibility: 'public', ordered: false, capacity: 1, faceDown: false, rule: 'FaB 3.11', holds: [{ kinds: ['hero'] }] },
  slot('arms', '腕', 'Arms', 'FaB 3.2'),
  slot('chest', '胴', 'Chest', 'FaB 3.5'),
  slot('head', '頭', 'Head', 'FaB 3.10'),
  slot('legs', '足', 'Legs', 'FaB 3.12'),
  // Two weapon zones per player (3.0.2); a two-handed weapon fills both.
  slot('weapon1', '武器 1', 'Weapon 1', 'FaB 3.16'),
  slot('weapon2', '武器 2', 'Weapon 2', 'FaB 3.16'),
  { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'FaB 3.7' },
  { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'FaB 3.9' },
  // One deck-card per arsenal zone (3.3.2), put there face down from hand at the end of the turn (4.4.3b).
  { id: 'arsenal', label: { ja: '格納庫', en: 'Arsenal' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: 1, faceDown: true, rule: 'FaB 3.3' },
  { id: 'pitch', label: { ja: 'ピッチ', en: 'Pitch' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'FaB 3.14' },
  { id: 'graveyard', label: { ja: '墓地', en: 'Graveyard' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'FaB 3.8' },
  { id: 'banished', label: { ja: '追放', en: 'Banished' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'FaB 3.4' },
  // Not a zone of the game (4.1.6: the inventory is outside it): the card-pool's cards not chosen for this game, on
  // the table so their owner sees what is left; the other player knows only how many.
  { id: 'inventory', label: { ja: 'インベントリ', en: 'Inventory' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'FaB 4.1.6', outside: true },
  // Chain links keep the order the attacks were added in (fab.md §6).
  { id: 'combatChain', label: { ja: '戦闘チェイン', en: 'Combat Chain' }, owner: 'shared', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'FaB 3.6' },
  { id: 'permanent', label: { ja: 'パーマネント', en: 'Permanent' }, owner: 'shared', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'FaB 3.13' },
  // Layers numbered from the bottom, the highest on top (3.15.4–3.15.6).
  { id: 'stack', label: { ja: 'スタック', en: 'Stack' }, owner: 'shared', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'FaB 3.15' },
];
