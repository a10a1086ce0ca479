-- Imports in short transactions (issue 17): an import writes its cards a batch at a time, so other writers get the
-- lock in between, and stays all-or-nothing through this journal. Each batch records, in its own transaction, every
-- row it changed as it was before; the last batch clears the import's entries. An import that fails is undone from
-- its entries, and one whose process died (a row of import_runs whose pid is gone) at the next open
-- (db/import-journal.ts).

CREATE TABLE import_runs (
  import_id  TEXT PRIMARY KEY NOT NULL,
  pid        INTEGER NOT NULL,
  started_at TEXT NOT NULL
) STRICT;

CREATE TABLE import_journal (
  seq       INTEGER PRIMARY KEY,
  import_id TEXT NOT NULL REFERENCES import_runs (import_id) ON DELETE CASCADE,
  tbl       TEXT NOT NULL,
  op        TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
  -- JSON array of the primary key's columns: of the row as it is now (insert, update) or as it was (delete).
  pk        TEXT NOT NULL,
  -- JSON array of every stored column before the change (update, delete); NULL for an insert.
  old       TEXT
) STRICT;

CREATE INDEX import_journal_import ON import_journal (import_id, seq);
