/**
 * The params of a method as the API checks them: the valibot schema of api/schemas.ts read as data (its kind, its
 * wrapped, entry, item and option schemas, and the validations in its pipe), one row per field.
 */
import type * as v from 'valibot';

export interface ParamRow {
  /** `game`, `card.name`, `sections.*[].key` (`*` any key of a record, `[]` each item of a list). */
  path: string;
  optional: boolean;
  type: string;
  checks: string[];
}

/** A schema or one of its pipe's actions, as valibot builds them. */
interface Node {
  kind: 'schema' | 'validation' | 'transformation' | 'metadata';
  type: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  key?: Node | string;
  value?: Node;
  options?: readonly (Node | string)[];
  literal?: unknown;
  requirement?: unknown;
  message?: unknown;
  description?: string;
  title?: string;
}

const number = (n: number) => n.toLocaleString('en');

/**
 * Picklists the docs name by their type (the schema is given the constant the type comes from), so a long list of
 * values is not written out in every method.
 */
export type NamedLists = ReadonlyMap<readonly string[], string>;

function base(node: Node): Node {
  return node.type === 'optional' || node.type === 'nullable' ? base(node.wrapped!) : node;
}

/** The type of a schema in TypeScript's notation, short: objects are `object`, described by their own rows. */
export function typeOf(schema: v.GenericSchema | Node, named: NamedLists): string {
  const node = schema as Node;
  const title = titleOf(node);
  if (title) return title;
  const integer = actionsOf(node).some((action) => action.type === 'integer' || action.type === 'safe_integer');
  switch (node.type) {
    case 'optional':
      return typeOf(node.wrapped!, named);
    case 'nullable':
      return `${typeOf(node.wrapped!, named)} | null`;
    case 'number':
      return integer ? 'integer' : 'number';
    case 'picklist':
      return named.get(node.options as readonly string[]) ?? (node.options as string[]).map((option) => `'${option}'`).join(' | ');
    case 'literal':
      return JSON.stringify(node.literal).replaceAll('"', "'");
    case 'strict_object':
    case 'object':
    case 'loose_object':
      return 'object';
    case 'array': {
      const item = typeOf(node.item!, named);
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'record':
      return `{ [key: ${typeOf(node.key as Node, named)}]: ${typeOf(node.value!, named)} }`;
    case 'union':
    case 'variant':
      return [...new Set((node.options as Node[]).map((option) => typeOf(option, named)))].join(' | ');
    default:
      return node.type;
  }
}

/** Validations said the same way whatever their arguments. */
const FIXED_WORDS: Record<string, string> = {
  trim: 'trimmed',
  non_empty: 'not empty',
  safe_integer: 'at most 2^53 − 1 either way',
  iso_date: 'a date, YYYY-MM-DD',
};

/** The validations of a schema's pipe, those of the schemas it pipes on first (`v.pipe(nonEmpty, maxChars(500))`). */
function actionsOf(node: Node): Node[] {
  if (!node.pipe) return [];
  return [...actionsOf(node.pipe[0]!), ...node.pipe.slice(1)];
}

/**
 * The type a schema is named by (`v.title('GameId')`): a check against something outside the schema (the game
 * registry) that the contract names as a type, so its checks are said there, not in every row.
 */
function titleOf(node: Node): string | undefined {
  return actionsOf(node).find((action) => action.type === 'title')?.title;
}

/** What a schema checks beyond its type, in words. */
function checksOf(node: Node): string[] {
  if (titleOf(node)) return [];
  const actions = actionsOf(node);
  const unit = (n: number) => (node.type === 'string' ? 'characters' : n === 1 ? 'item' : 'items');
  const min = actions.find((action) => action.type === 'min_value')?.requirement as number | undefined;
  const max = actions.find((action) => action.type === 'max_value')?.requirement as number | undefined;
  const checks: string[] = [];
  if (min !== undefined && max !== undefined) checks.push(`${number(min)} to ${number(max)}`);
  else if (min !== undefined) checks.push(`≥ ${number(min)}`);
  else if (max !== undefined) checks.push(`≤ ${number(max)}`);
  for (const action of actions) {
    const n = action.requirement as number;
    const says = typeof action.message === 'string' && action.message.startsWith('must ') ? action.message : null;
    if (FIXED_WORDS[action.type]) checks.push(FIXED_WORDS[action.type]!);
    else if (action.type === 'min_length') checks.push(`at least ${number(n)} ${unit(n)}`);
    else if (action.type === 'max_length') checks.push(`at most ${number(n)} ${unit(n)}`);
    else if (action.type === 'regex') checks.push(says ?? `matches \`${String(action.requirement)}\``);
    else if (action.type === 'description') checks.push(action.description!);
    else if (action.type === 'check') {
      // A check is said by its message when that says what is required, else by the schema's description.
      if (says) checks.push(says);
      else if (!actions.some((other) => other.type === 'description')) throw new Error(`a check whose message is "${String(action.message)}" needs a v.description() saying what it requires`);
    }
  }
  return checks;
}

/** The rows of a method's params: every field, nested ones under their parent's path. */
export function paramRows(schema: v.GenericSchema, named: NamedLists): ParamRow[] {
  return fields(schema as Node, '', named);
}

/** The rows of the fields of an object, a list's objects, a record's values or each form of a union, under `path`. */
function fields(node: Node, path: string, named: NamedLists): ParamRow[] {
  const inner = base(node);
  const join = (name: string) => (path === '' ? name : `${path}.${name}`);
  switch (inner.type) {
    case 'strict_object':
    case 'object':
    case 'loose_object':
      return Object.entries(inner.entries!).flatMap(([name, entry]) => [row(entry, join(name), named), ...fields(entry, join(name), named)]);
    case 'array':
      return fields(inner.item!, `${path}[]`, named);
    case 'record':
      return fields(inner.value!, join('*'), named);
    case 'union':
    case 'variant':
      return forms(inner, path, named);
    default:
      return [];
  }
}

function row(node: Node, path: string, named: NamedLists): ParamRow {
  const inner = base(node);
  const checks = checksOf(inner);
  if (inner.type === 'loose_object') checks.push('more fields allowed');
  const those = (label: string, of: Node) => {
    const found = checksOf(base(of));
    if (found.length > 0) checks.push(`${label}: ${found.join(', ')}`);
  };
  if (inner.type === 'record') {
    those('keys', inner.key as Node);
    if (!base(inner.value!).entries) those('values', inner.value!);
  }
  if (inner.type === 'array' && !base(inner.item!).entries) those('each', inner.item!);
  return { path, optional: node.type === 'optional', type: typeOf(node, named), checks };
}

/**
 * The fields of a union of objects: a field every form has alike is one row; a variant's key is one row of all its
 * values; any other field says which form has it (`when ending is 'entered'`, `in { name, base64 }`).
 */
function forms(union: Node, path: string, named: NamedLists): ParamRow[] {
  const options = (union.options as Node[]).map((option) => fields(option, path, named));
  const discriminator = union.type === 'variant' ? `${path === '' ? '' : `${path}.`}${union.key as string}` : null;
  const formName = (index: number) => {
    const rows = options[index]!;
    if (discriminator) return `when \`${union.key as string}\` is ${rows.find((r) => r.path === discriminator)!.type}`;
    const keys = rows.filter((r) => r.path.split('.').length === (path === '' ? 1 : path.split('.').length + 1));
    return `in \`{ ${keys.map((r) => r.path.split('.').pop()).join(', ')} }\``;
  };
  const merged: ParamRow[] = [];
  const seen = new Set<string>();
  for (const rows of options) {
    for (const each of rows) {
      if (seen.has(each.path)) continue;
      const all = options.map((other) => other.find((r) => r.path === each.path));
      if (each.path === discriminator) {
        merged.push({ ...each, type: all.map((r) => r!.type).join(' | ') });
      } else if (all.every((r) => r && r.type === each.type && r.checks.join() === each.checks.join())) {
        merged.push(each);
      } else {
        all.forEach((r, form) => r && merged.push({ ...r, checks: [...r.checks, formName(form)] }));
      }
      seen.add(each.path);
    }
  }
  return merged;
}
