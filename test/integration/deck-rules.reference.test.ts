// Real decks of the full data (the reference folder's data/) validate as their sources say (deck-rules.cases.ts).
import { REFERENCE_DATA } from '../helpers/reference';
import { deckRulesCases } from './deck-rules.cases';

deckRulesCases(REFERENCE_DATA, {
  fabDecks: [1, 33, 406, 479, 1, 1, 1, 1, 1],
  products: 164,
  tournamentLists: 24,
  complete: ['NET-036', 'NET-041', 'NET-045', 'NET-050', 'NET-055', 'NET-059', 'NET-063', 'NET-067', 'NET-068', 'NET-070', 'NET-082'],
  missing: [
    ['NET-071', 1], ['NET-072', 6], ['NET-073', 20], ['NET-074', 2], ['NET-075', 2], ['NET-076', 3],
    ['NET-077', 2], ['NET-078', 13], ['NET-079', 3], ['NET-081', 4], ['NET-084', 3], ['NET-085', 4],
  ],
});
