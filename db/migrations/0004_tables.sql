-- Playtest tables: each a game on the engine (engine/core), kept as how it started and every action, so replaying
-- them gives the table again exactly (engine/core/history.ts sessions).

CREATE TABLE play_tables (
  id         TEXT PRIMARY KEY NOT NULL,
  game       TEXT NOT NULL,
  name       TEXT NOT NULL,
  layout     TEXT NOT NULL CHECK (layout IN ('hotseat', 'windows')),
  -- [{ deckId, deckName, dummy }] in seat order; a dummy has no deck.
  seats      TEXT NOT NULL CHECK (json_valid(seats)),
  -- The engine's TableStart: seed, one deck list per seat (cards with their facts), life, mode, dummy.
  start      TEXT NOT NULL CHECK (json_valid(start)),
  -- Actions applied (the rest of play_table_actions is the redo tail).
  cursor     INTEGER NOT NULL CHECK (cursor >= 0),
  -- Mode, turn and outcome at the cursor, written with every change so the list needs no replay.
  status     TEXT NOT NULL CHECK (json_valid(status)),
  -- Counts every write: a backend holding a replayed table sees that another process moved it on.
  revision   INTEGER NOT NULL CHECK (revision >= 1),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE INDEX play_tables_updated ON play_tables (updated_at);
CREATE INDEX play_tables_game_updated ON play_tables (game, updated_at);

CREATE TABLE play_table_actions (
  table_id TEXT NOT NULL REFERENCES play_tables (id) ON DELETE CASCADE,
  -- 0-based position in the log.
  idx      INTEGER NOT NULL CHECK (idx >= 0),
  action   TEXT NOT NULL CHECK (json_valid(action)),
  PRIMARY KEY (table_id, idx)
) STRICT, WITHOUT ROWID;
