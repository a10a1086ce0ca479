// The position-tracking JSON reader on the largest JSON file of the full data (the reference folder's data/).
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../../../test/helpers/reference';
import { parseJson } from './json-reader';

describe('the position-tracking JSON reader', () => {
  it('gives what JSON.parse gives, on the 700 kB product file', () => {
    const text = REFERENCE_DATA.text('dm/decks/prebuilt_and_tournament_decks_ja.json');
    expect(parseJson(text).value).toEqual(JSON.parse(text));
  });
});
