// The real decklist samples of the full data (the reference folder's data/): each detected as its format, every deck
// of every file written in every format its game takes and read back (samples.cases.ts).
import { REFERENCE_DATA } from '../../../test/helpers/reference';
import { sampleCases } from './samples.cases';

sampleCases((path) => REFERENCE_DATA.text(path), { hnt: 33, sea: 406, oldDrafts: 479, products: 164 });
