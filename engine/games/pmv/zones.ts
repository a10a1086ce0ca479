import type { ZoneDefinition } from '../../core/structure';

// The eight zones of PMV 3.1.1 (rules digest pmv.md §4), each cited by the rule that makes it public or hidden.
// Every zone is per player (3.1.3); the field is common to all but made of each player's own field (3.1.4, 3.4.5),
// so each seat has one here. Only the deck and the underworld keep their order (3.2.4, 3.3.4).
export const zones: readonly ZoneDefinition[] = [
  { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, owner: 'seat', visibility: 'hidden', ordered: true, capacity: null, faceDown: true, rule: 'PMV 3.2.3' },
  // Nodes are set face down (1.8.5): the zone is not public (3.5.3), but the number of its cards and their states
  // (active or asleep) are plain to all (3.5.2, 3.5.2.b). So it lies like a public zone of face-down cards: every seat
  // follows each node and sees it tapped, only its owner knows its face (engine/core/state.ts seenBy).
  { id: 'node', label: { ja: 'ノードエリア', en: 'Node area' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: true, rule: 'PMV 3.5.3' },
  // The hand limit of 7 is checked in the discard phase (3.6.4), not a capacity.
  { id: 'hand', label: { ja: '手札', en: 'Hand' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: false, rule: 'PMV 3.6.3' },
  // A face-up pile, each new card on top (3.3.2).
  { id: 'underworld', label: { ja: '冥界', en: 'Underworld' }, owner: 'seat', visibility: 'public', ordered: true, capacity: null, faceDown: false, rule: 'PMV 3.3.3' },
  { id: 'field', label: { ja: '場', en: 'Field' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'PMV 3.4.3' },
  { id: 'removed', label: { ja: '除外エリア', en: 'Removed area' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'PMV 3.7.3' },
  { id: 'play', label: { ja: 'プレイエリア', en: 'Play area' }, owner: 'seat', visibility: 'public', ordered: false, capacity: null, faceDown: false, rule: 'PMV 3.8.4' },
  // Hidden, but its owner may look (3.9.3.a).
  { id: 'sideboard', label: { ja: 'サイドボード', en: 'Sideboard' }, owner: 'seat', visibility: 'owner', ordered: false, capacity: null, faceDown: true, rule: 'PMV 3.9.3' },
];
