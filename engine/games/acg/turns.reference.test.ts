// ACG's own table actions cite rules the English digest gives them (rules/acg.md of the reference folder).
import { describe, expect, it } from 'vitest';
import { digestText } from '../../../test/helpers/reference';
import { acg } from './index';

describe('ACG actions', () => {
  it('ACG 205-9 / 104.6: putting a card onto the battlefield is a row of the digest, the 2 opening-hand cards to the bottom its mulligan', () => {
    expect(acg.actions!.map((action) => action.rule)).toEqual(['ACG 205-9', 'ACG 104.6']);
    const digest = digestText('acg');
    expect(digest).toContain('| 205-9 |');
    expect(digest).toContain('| マリガン | `mulligan` | draw 7, bottom 2 (104.6) |');
  });
});
