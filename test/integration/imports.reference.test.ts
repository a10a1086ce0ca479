// Imports end to end of the full files of the reference folder's data/ (imports.cases.ts).
import { REFERENCE_DATA } from '../helpers/reference';
import { importCases } from './imports.cases';

importCases(REFERENCE_DATA, {
  modernEntries: 8751,
  modernCards: 8617,
  classicUpdated: 1146,
  classicCreated: 1050,
  englishCards: 1152,
  // Of 2,196 classic cards, 46 have no text.
  japaneseTexts: 2150,
  namesSkipped: 600,
  printingsAdded: 15000,
  fabCards: 3878,
  fabLists: { 'blitz/banned': 44, 'blitz/living_legend': 21, 'cc/banned': 35, 'cc/living_legend': 23, 'commoner/banned': 10, 'll/banned': 3, 'll/restricted': 18, 'upf/banned': 2 },
});
