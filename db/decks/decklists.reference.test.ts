// The decklists of the full data (the reference folder's data/) resolved against the packed database
// (decklists.cases.ts).
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { decklistCases } from './decklists.cases';

decklistCases(REFERENCE_DATA, {
  lists: 164,
  completeTournamentLists: 12,
  unknownByList: {
    'NET-071': 1,
    'NET-072': 6,
    'NET-073': 20,
    'NET-074': 2,
    'NET-075': 2,
    'NET-076': 3,
    'NET-077': 2,
    'NET-078': 13,
    'NET-079': 3,
    'NET-081': 4,
    'NET-084': 3,
    'NET-085': 4,
  },
});
