// The decklist excerpts of test/fixtures/data resolved against the packed database (decklists.cases.ts; the full
// files: decklists.reference.test.ts).
import { FIXTURES } from '../../test/helpers/importers';
import { decklistCases } from './decklists.cases';

decklistCases(FIXTURES, { lists: 20, completeTournamentLists: 3, unknownByList: { 'NET-071': 1, 'NET-073': 20, 'NET-078': 13 } });
