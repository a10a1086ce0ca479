// NOVA's limit release cites the rules the English digest gives it (rules/nova.md of the reference folder).
import { describe, expect, it } from 'vitest';
import { digestText } from '../../../test/helpers/reference';
import { nova } from './index';

describe('NOVA limit level', () => {
  it('NOVA 507.1 / 507.1.1 / 005.5.2.1: the limit release is a row of the digest', () => {
    expect(nova.processes!.map((process) => process.rule)).toEqual(['NOVA 507.1']);
    expect(digestText('nova')).toContain('| 507.1, 507.1.1, 005.5.2.1 |');
  });
});
