/**
 * What the database keeps as JSON, read back: a playtest table's start and log, a match's seats, state and games. A
 * row damaged by hand or by a broken build is refused with an error naming the record and the part that cannot be
 * read, where it would otherwise crash deep in a replay (or, for a card count of billions, never finish one).
 */
import * as v from 'valibot';
import type { Action } from '../engine/core/actions';
import type { TableStart } from '../engine/core/state';

/** A stored record that cannot be read back: which record, which part of it, and what is wrong there. */
export class DamagedRecordError extends Error {
  constructor(
    readonly record: 'table' | 'match',
    readonly id: string,
    readonly part: string,
    reason: string,
  ) {
    super(`${record} ${id}: the stored ${part} cannot be read: ${reason}`);
    this.name = 'DamagedRecordError';
  }
}

/** Copies of one card in a stored deck or start: the most a deck line holds (api/schemas.ts). */
const MAX_COPIES = 999;

const whole = v.pipe(v.number(), v.safeInteger('is not a whole number'));
const count = v.pipe(whole, v.minValue(0, 'is below 0'), v.maxValue(MAX_COPIES, `is more than ${MAX_COPIES}`));
const numbers = v.record(v.string(), v.number());

/** A start as the engine takes it (engine/core/state.ts TableStart): shapes only, the engine checks the rest. */
const startSchema = v.looseObject({
  seed: whole,
  decks: v.array(
    v.looseObject({
      cards: v.array(
        v.looseObject({
          key: v.string(),
          name: v.string(),
          count,
          zone: v.optional(v.string()),
          facts: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]))),
          faceDown: v.optional(v.boolean()),
          tapped: v.optional(v.boolean()),
          counters: v.optional(numbers),
          markers: v.optional(v.array(v.string())),
        }),
      ),
    }),
  ),
  life: v.nullable(v.number()),
  resources: v.optional(numbers),
  mode: v.optional(v.string()),
  dummy: v.optional(v.boolean()),
  seats: v.optional(v.array(v.looseObject({ life: v.nullable(v.number()), resources: numbers }))),
  turn: v.optional(v.looseObject({ number: whole, activeSeat: whole, phase: v.nullable(v.string()), step: v.nullable(v.string()), used: numbers })),
});

/** An action as `table.act` takes one: its type and seat; the engine checks the rest field by field when it replays. */
const actionSchema = v.looseObject({ type: v.pipe(v.string(), v.nonEmpty('is empty')), seat: v.pipe(whole, v.minValue(0, 'is below 0')) });

export const storedSchemas = {
  start: startSchema as v.GenericSchema<unknown, TableStart>,
  action: actionSchema as v.GenericSchema<unknown, Action>,
};

/**
 * A column's JSON checked against its schema; a DamagedRecordError names the record, the part (`start`, `log entry
 * 3`, `game 2 decks`) and the path inside it otherwise.
 */
export function readStored<T>(schema: v.GenericSchema<unknown, T>, text: string, record: DamagedRecordError['record'], id: string, part: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DamagedRecordError(record, id, part, `not JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  throw new DamagedRecordError(record, id, part, `${path ? `${path}: ` : ''}${issue.message}`);
}
