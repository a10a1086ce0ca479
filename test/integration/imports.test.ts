// Imports end to end of the excerpts in test/fixtures/data (imports.cases.ts; the full files: imports.reference.test.ts).
import { FIXTURES } from '../helpers/importers';
import { importCases } from './imports.cases';

importCases(FIXTURES, {
  modernEntries: 221,
  modernCards: 209,
  classicUpdated: 64,
  classicCreated: 8,
  englishCards: 5,
  japaneseTexts: 72,
  namesSkipped: 250,
  printingsAdded: 500,
  fabCards: 68,
  fabLists: { 'blitz/banned': 10, 'blitz/living_legend': 7, 'cc/banned': 11, 'cc/living_legend': 11, 'commoner/banned': 1, 'll/banned': 3, 'll/restricted': 2, 'upf/banned': 2 },
});
