/**
 * Every method validates its params with its schema: each method's sample call, spoiled every way a caller can spoil
 * it (a field of the wrong type, missing, a huge string, an odd number, an unknown key, params that are not an
 * object), is answered with a clean error naming the method and the field, or, when the spoiled value is still
 * valid, with an answer that is not an internal failure. Methods are read from `paramSchemas`, so a new method is
 * covered as soon as it has a sample call.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { MethodName, Response } from '../../api/contract';
import { paramSchemas } from '../../api/schemas';
import { prepareSamples, SAMPLE_CALLS } from '../helpers/api-samples';
import { makeBackend, type TestBackend } from '../helpers/backend';
import { useTempDir } from '../helpers/temp';

type Path = (string | number)[];
type Schema = v.GenericSchema & Record<string, unknown>;

const METHODS = Object.keys(paramSchemas) as MethodName[];
const MB = 1024 * 1024;
const HUGE_STRINGS = [{ label: '1 MB string', value: 'x'.repeat(MB) }, { label: '10 MB string', value: 'x'.repeat(10 * MB) }];
const ODD_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, 1e21, -1, 0.5, -0.25, NaN, Infinity, -Infinity];
const WRONG_TYPES: { label: string; value: unknown }[] = [
  { label: 'number', value: 42 },
  { label: 'string', value: 'text' },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'array', value: ['text'] },
  { label: 'object', value: { text: 'text' } },
];
/** Every value a field absent from the sample is tried with: its type is not known from the sample. */
const ANY_VALUES = [...WRONG_TYPES, ...HUGE_STRINGS, ...ODD_NUMBERS.map((value) => ({ label: `number ${value}`, value }))];
const NOT_OBJECTS = [[], ['text'], 'params', 42, true];
/** String fields that may be as long as a caller likes: a file's bytes (a JSON body over HTTP stops at 8 MB anyway). */
const UNBOUNDED_STRINGS = new Set(['cards.import file.base64']);
/** An error message is read by people: a huge input is named by its start, not repeated whole. */
const MAX_MESSAGE = 2000;

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeOf(value) === 'object';
const dotted = (path: Path) => path.join('.');

/** The schema itself under optional/nullable wrappers and, for a union, the option `value` matches (if any). */
function unwrap(schema: Schema, value: unknown): Schema {
  for (;;) {
    if (schema.wrapped) schema = schema.wrapped as Schema;
    else if (Array.isArray(schema.options) && typeof schema.options[0] === 'object') {
      const option = (schema.options as Schema[]).find((each) => v.is(each, value));
      if (!option) return schema;
      schema = option;
    } else return schema;
  }
}

/** The schema of `value[key]`, for a value of `schema`; undefined when the schema has no place for it. */
function childSchema(schema: Schema, value: unknown, key: string | number): Schema | undefined {
  const inner = unwrap(schema, value);
  if (inner.entries) return (inner.entries as Record<string, Schema>)[key];
  if (inner.type === 'record') return inner.value as Schema;
  if (inner.type === 'array') return inner.item as Schema;
  return undefined;
}

/** Is the schema, under optional/nullable wrappers, a union? Its issues are reported at its own path. */
function isUnion(schema: Schema): boolean {
  while (schema.wrapped) schema = schema.wrapped as Schema;
  return schema.type === 'union';
}

function setAt(root: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return copy;
}

interface Spoiled {
  label: string;
  params: unknown;
  /** Where the message must point: the spoiled field, or a union above it (which reports as one). */
  paths: string[];
  /** The answer must be INVALID_PARAMS whatever the schema says (schema gaps the test looks for). */
  mustRefuse: boolean;
}

/** Every spoiled version of one method's sample call. */
function spoil(method: MethodName, sample: unknown): Spoiled[] {
  const spoiled: Spoiled[] = [];
  const visit = (value: unknown, schema: Schema | undefined, path: Path, unions: string[]) => {
    const paths = [dotted(path), ...unions];
    const add = (label: string, params: unknown, mustRefuse = false, at = paths) => spoiled.push({ label: `${dotted(path) || '(params)'}: ${label}`, params, paths: at, mustRefuse });
    const replace = (replacement: unknown) => setAt(sample, path, (parent, key) => (parent[key] = replacement));
    if (path.length > 0) {
      for (const { label, value: wrong } of WRONG_TYPES) if (typeOf(wrong) !== typeOf(value)) add(`a ${label}`, replace(wrong));
      if (typeof path.at(-1) === 'string') add('left out', setAt(sample, path, (parent, key) => delete parent[key]));
    }
    // A field the schema declares has a length limit and takes finite numbers only; the fields of an engine action
    // it does not declare are the engine's to check (it refuses what it cannot apply).
    const declared = schema !== undefined;
    if (typeof value === 'string') {
      for (const { label, value: huge } of HUGE_STRINGS) {
        add(`a ${label}`, replace(huge), declared && huge.length > MB && !UNBOUNDED_STRINGS.has(`${method} ${dotted(path)}`));
      }
    }
    if (typeof value === 'number') for (const odd of ODD_NUMBERS) add(`the number ${odd}`, replace(odd), declared && !Number.isFinite(odd));
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, schema && childSchema(schema, value, index), [...path, index], unions));
    if (isPlainObject(value)) {
      const unknown = [...path, 'unexpectedKey'];
      const inner = schema && unwrap(schema, value);
      // A strict object refuses a key it does not know; a record or a loose object (an engine action) may take it.
      add('an unknown key', setAt(sample, unknown, (parent, key) => (parent[key] = 1)), inner?.type === 'strict_object', [dotted(unknown), ...paths]);
      for (const [key, item] of Object.entries(value)) {
        const child = schema && childSchema(schema, value, key);
        visit(item, child, [...path, key], child && isUnion(child) ? [dotted([...path, key]), ...unions] : unions);
      }
      // The fields the sample leaves out, with every kind of value.
      for (const key of Object.keys((inner?.entries as object | undefined) ?? {}).filter((each) => !(each in value))) {
        const at = [...path, key];
        for (const { label, value: any } of ANY_VALUES) {
          spoiled.push({
            label: `${dotted(at)}: a ${label}`,
            params: setAt(sample, at, (parent, name) => (parent[name] = any)),
            paths: [dotted(at), ...unions],
            mustRefuse: typeof any === 'number' && !Number.isFinite(any),
          });
        }
      }
    }
  };
  visit(sample, paramSchemas[method] as unknown as Schema, [], []);
  // Named by its start only, so the message names no path the test could look for.
  spoiled.push({ label: 'an unknown 1 MB key', params: { ...(sample as object), [HUGE_STRINGS[0]!.value]: 1 }, paths: [], mustRefuse: true });
  for (const params of NOT_OBJECTS) spoiled.push({ label: `params ${JSON.stringify(params)}`, params, paths: [], mustRefuse: true });
  spoiled.push({ label: 'params null', params: null, paths: [], mustRefuse: false });
  return spoiled;
}

/** What is wrong with the answer to one spoiled call, or null when it is right. */
function problem(method: MethodName, call: Spoiled, response: Response | 'threw'): string | null {
  if (response === 'threw') return 'invoke threw';
  const valid = v.is(paramSchemas[method], call.params ?? {}) && !call.mustRefuse;
  if (!response.ok && response.error.message.length > MAX_MESSAGE) return `${response.error.code} message of ${response.error.message.length} characters`;
  if (!valid) {
    if (response.ok || response.error.code !== 'INVALID_PARAMS') return `answered ${response.ok ? 'ok' : response.error.code}, not INVALID_PARAMS`;
    const { message } = response.error;
    if (!message.startsWith(`${method}: `)) return `message does not start with the method: ${message}`;
    // The field itself, or a part of it (an array given for a record names its items).
    if (call.paths.length > 0 && !call.paths.some((path) => message.includes(` ${path}: `) || message.includes(` ${path}.`))) {
      return `message does not name ${call.paths[0]}: ${message}`;
    }
    return null;
  }
  return !response.ok && response.error.code === 'INTERNAL' ? `INTERNAL: ${response.error.message}` : null;
}

const tempDir = useTempDir();
let current: TestBackend | undefined;
afterEach(() => current?.db.close());

describe('every method validates its params', () => {
  it('has a sample call for every method', () => {
    expect(METHODS.filter((method) => SAMPLE_CALLS[method] === undefined)).toEqual([]);
  });

  it.each(METHODS)('%s refuses spoiled params cleanly', async (method) => {
    // A database file: backups are files beside it.
    current = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
    await prepareSamples(current.backend);
    const sample = SAMPLE_CALLS[method];
    expect(sample, `${method} has no sample call in test/helpers/api-samples.ts`).toBeDefined();
    // Spoiling a valid call shows which field the schema refuses; an invalid one would be refused for its own fault.
    expect(v.safeParse(paramSchemas[method], sample).issues).toBeUndefined();
    const problems: string[] = [];
    for (const call of spoil(method, sample)) {
      let response: Response | 'threw';
      try {
        response = await current.backend.invoke(method, call.params);
      } catch {
        response = 'threw';
      }
      const wrong = problem(method, call, response);
      if (wrong) problems.push(`${call.label}: ${wrong.slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
    expect(current.logged).toEqual([]);
  });
});
