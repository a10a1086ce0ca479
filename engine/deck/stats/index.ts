export { deckBreakdown, NONE, type CurvePoint, type DeckBreakdown, type SectionBreakdown, type Tally } from './breakdown';
export {
  MAX_POPULATION,
  PileOdds,
  probabilityAllAtLeast,
  probabilityAtLeast,
  probabilityKeeping,
  type GroupNeed,
} from './hypergeometric';
export { keywordOdds, type KeywordOdds } from './keyword-odds';
export { drawOdds, type DrawOdds, type DrawOddsOptions, type OddsCell, type OddsGroup, type OddsRow } from './odds';
export { sampleHand, type SampleHand } from './sample-hand';
