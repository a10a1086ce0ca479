// The 殿堂 lists the DM pack build makes of the reference folder's data (hall-of-fame.cases.ts).
import { REFERENCE_DATA } from '../../test/helpers/reference';
import { hallOfFameCases } from './hall-of-fame.cases';

hallOfFameCases(REFERENCE_DATA);
