import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE, apiReference } from './generate';
import { paramRows } from './params';

describe('the API reference', () => {
  it('is what `npm run docs:api` writes from the contract and the schemas now', () => {
    expect(readFileSync(API_REFERENCE, 'utf8'), 'docs/api.md is out of date: run npm run docs:api').toBe(apiReference());
  }, 60_000);

  it('gives a union of objects one row per field, saying which form has the fields not all have', () => {
    const schema = v.strictObject({
      id: v.string(),
      end: v.variant('how', [
        v.strictObject({ how: v.literal('loss') }),
        v.strictObject({ how: v.literal('entered'), winner: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1))) }),
      ]),
    });
    expect(paramRows(schema, new Map())).toEqual([
      { path: 'id', optional: false, type: 'string', checks: [] },
      { path: 'end', optional: false, type: 'object', checks: [] },
      { path: 'end.how', optional: false, type: "'loss' | 'entered'", checks: [] },
      { path: 'end.winner', optional: false, type: 'integer | null', checks: ['0 to 1', "when `how` is 'entered'"] },
    ]);
  });

  it('refuses a check it cannot put in words', () => {
    const schema = v.strictObject({ n: v.pipe(v.number(), v.check((n) => n % 2 === 1, 'is even')) });
    expect(() => paramRows(schema, new Map())).toThrow('needs a v.description()');
  });
});
