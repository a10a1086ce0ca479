/**
 * The schema a database must have: what the migrations make of an empty one. A file opened by the app or offered
 * for a restore is compared with it (tables, indexes, triggers, views), so a file missing a table, or carrying a
 * trigger or table of someone else's, is refused rather than used (docs/architecture.md §4).
 */
import type { Database } from 'better-sqlite3';
import { migrate, type Migration } from './migrations';
import { Sqlite } from './sqlite';

interface SchemaObject {
  type: string;
  name: string;
  sql: string;
}

/** SQL as written, whitespace aside: one space between words, none around brackets and commas. */
function normalize(sql: string | null): string {
  return (sql ?? '').replace(/\s+/g, ' ').replace(/ ?([(),]) ?/g, '$1').trim();
}

/**
 * sqlite_schema without SQLite's own entries (sqlite_sequence, the sqlite_stat tables, the autoindexes, which have no
 * SQL), SQL normalized. Told by type and shape, not by the reserved prefix alone: SQLite refuses a `sqlite_` name when
 * an object is created, not when a file is loaded, so a crafted file can carry a trigger named sqlite_anything.
 */
function schemaObjects(sql: Database): Map<string, SchemaObject> {
  const rows = sql
    .prepare<[], { type: string; name: string; sql: string | null }>(
      `SELECT type, name, sql FROM sqlite_schema
       WHERE NOT (type = 'table' AND (name = 'sqlite_sequence' OR name GLOB 'sqlite_stat[1-4]'))
         AND NOT (type = 'index' AND name GLOB 'sqlite_autoindex_*' AND sql IS NULL)`,
    )
    .all();
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, { type: row.type, name: row.name, sql: normalize(row.sql) }]));
}

// Made once per process (per list of migrations): a few milliseconds in memory.
const references = new WeakMap<readonly Migration[], Map<string, SchemaObject>>();

function referenceSchema(migrations: readonly Migration[]): Map<string, SchemaObject> {
  let reference = references.get(migrations);
  if (!reference) {
    const empty = new Sqlite(':memory:');
    try {
      migrate(empty, migrations, new Date(0));
      reference = schemaObjects(empty);
    } finally {
      empty.close();
    }
    references.set(migrations, reference);
  }
  return reference;
}

/** Drops the planner's statistics (sqlite_stat1–4) a file carries: a crafted one steers every query's plan. */
export function dropStatistics(sql: Database): void {
  const tables = sql.prepare<[], string>(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name GLOB 'sqlite_stat[1-4]'`).pluck().all();
  for (const table of tables) sql.exec(`DROP TABLE ${table}`);
}

/**
 * How this database's schema differs from what `migrations` make, one phrase per object ("table decks is missing",
 * "trigger x is not Deck Dojo's"); empty when they are the same.
 */
export function schemaProblems(sql: Database, migrations: readonly Migration[]): string[] {
  const reference = referenceSchema(migrations);
  const actual = schemaObjects(sql);
  // A virtual table's own tables (FTS5's _data, _idx, _content…) are written by SQLite's module, whose SQL for them
  // may differ between SQLite versions (a file made by the other driver build): only their presence counts.
  const virtual = [...reference.values()].filter((each) => each.sql.startsWith('CREATE VIRTUAL TABLE')).map((each) => `${each.name}_`);
  const shadow = (name: string) => virtual.some((prefix) => name.startsWith(prefix));
  const problems: string[] = [];
  for (const [key, wanted] of reference) {
    const found = actual.get(key);
    if (!found) problems.push(`${wanted.type} ${wanted.name} is missing`);
    else if (found.sql !== wanted.sql && !shadow(wanted.name)) problems.push(`${wanted.type} ${wanted.name} is not as Deck Dojo makes it`);
  }
  for (const [key, found] of actual) if (!reference.has(key)) problems.push(`${found.type} ${found.name} is not Deck Dojo's`);
  return problems;
}

/** Problems as one phrase: the first few, and how many more. */
export function describeProblems(problems: readonly string[], shown = 5): string {
  const more = problems.length - shown;
  return problems.slice(0, shown).join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}
