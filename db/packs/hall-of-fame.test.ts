// The 殿堂 lists the DM pack build makes of the excerpts in test/fixtures/data (hall-of-fame.cases.ts).
import { FIXTURES } from '../../test/helpers/importers';
import { hallOfFameCases } from './hall-of-fame.cases';

hallOfFameCases(FIXTURES);
