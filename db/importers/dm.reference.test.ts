/**
 * Duel Masters: the full files of the reference folder's data/dm parsed by the importer (dm.cases.ts), with their
 * figures (the data README).
 */
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { dmDataCases } from './dm.cases';

dmDataCases(REFERENCE_DATA, {
  modernEntries: 8751,
  modernCards: 8617,
  modernZones: { main: 8334, hyperspace: 197, gr: 80, gameStart: 6 },
  twinpacts: 388,
  printingRows: 17694,
  tournamentRows: 390,
  // Of 8,939 names, one is only in a NET- list.
  printedNames: 8938,
  classicCards: 2196,
  // 131 + 16 + 13 + 4 + 3 evolution creatures of the five bracketed kinds.
  classicKinds: { creature: 1780, spell: 352, evolutionCreature: 167, crossGear: 56, castle: 8 },
  englishCards: 1152,
  englishKinds: { creature: 925, evolutionCreature: 86, spell: 203, crossGear: 24 },
  mojibake: 85,
  wikiRows: 10344,
  wikiCards: 3333,
  wikiZones: { main: 3087, hyperspace: 166, gr: 80 },
});
