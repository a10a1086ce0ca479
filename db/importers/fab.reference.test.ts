/**
 * Flesh and Blood: the full fab-cube files of the reference folder's data/fab parsed by the importer (fab.cases.ts),
 * with their figures (the data README).
 */
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { fabCubeCases } from './fab.cases';

fabCubeCases(REFERENCE_DATA, {
  cards: 3878,
  zones: { hero: 126, arena: 499, deck: 3180, null: 73 },
  xCosts: 17,
  xCostTexts: ['X', 'XX', 'XXX', 'X1', 'X3'],
  regulations: 156,
  lists: {
    'banned-blitz': 44,
    'banned-cc': 35,
    'banned-commoner': 10,
    'banned-ll': 3,
    'banned-upf': 2,
    'living-legend-blitz': 21,
    'living-legend-cc': 23,
    'restricted-ll': 18,
    'suspended-blitz': 0,
    'suspended-cc': 0,
    'suspended-commoner': 0,
  },
  hybrids: 143,
  hybridNames: 79,
  hybridPairs: {
    'assassin / ninja': 42,
    'assassin / warrior': 23,
    'assassin / ranger': 18,
    'brute / guardian': 20,
    'brute / warrior': 20,
    'guardian / warrior': 20,
  },
  specializations: 97,
  specializedHeroes: 43,
  legendarySpecializations: 15,
  young: 68,
  legendary: 77,
  doubleFaced: 11,
  essences: 19,
  multiLineTexts: 2000,
});
