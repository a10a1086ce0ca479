// ACG's own table action cites a rule the English digest lists among the actions (rules/acg.md of the reference folder).
import { describe, expect, it } from 'vitest';
import { digestText } from '../../../test/helpers/reference';
import { acg } from './index';

describe('ACG actions', () => {
  it('ACG 205-9: the action that puts a card onto the battlefield is a row of the digest', () => {
    expect(acg.actions!.map((action) => action.rule)).toEqual(['ACG 205-9']);
    expect(digestText('acg')).toContain('| 205-9 |');
  });
});
