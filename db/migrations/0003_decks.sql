-- The deck library: saved decks, their tags, and every saved version of their contents.

-- One row per saved deck, with what the library lists of its newest version cached beside its metadata.
CREATE TABLE decks (
  id         TEXT PRIMARY KEY NOT NULL,
  game       TEXT NOT NULL,
  name       TEXT NOT NULL,
  -- A format id of the game; NULL follows the game's default format.
  format     TEXT,
  notes      TEXT NOT NULL DEFAULT '',
  -- Name and notes folded for search (db/cards/fold.ts), a line apart: a folded query has no line breaks, so it
  -- never matches across the two.
  folded     TEXT NOT NULL,
  -- The newest version's number, its verdict under the format when saved (NULL: cards were missing) and its cards.
  version    INTEGER NOT NULL CHECK (version >= 1),
  legal      INTEGER CHECK (legal IN (0, 1)),
  card_count INTEGER NOT NULL CHECK (card_count >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE INDEX decks_updated ON decks (updated_at);
CREATE INDEX decks_game_updated ON decks (game, updated_at);

CREATE TABLE deck_tags (
  deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  tag     TEXT NOT NULL,
  PRIMARY KEY (deck_id, tag)
) STRICT, WITHOUT ROWID;

CREATE INDEX deck_tags_tag ON deck_tags (tag);

-- Every save of a deck's contents. Versions are never changed: a restore saves old contents as a new version.
CREATE TABLE deck_versions (
  deck_id    TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  version    INTEGER NOT NULL CHECK (version >= 1),
  saved_at   TEXT NOT NULL,
  reason     TEXT NOT NULL CHECK (reason IN ('create', 'edit', 'import', 'duplicate', 'restore')),
  -- section id → [{ key, name, count }]: the name is kept with the key, so the deck still reads when its card
  -- leaves the card database.
  sections   TEXT NOT NULL CHECK (json_valid(sections)),
  card_count INTEGER NOT NULL CHECK (card_count >= 0),
  -- Copies added and removed against the version before (version 1: against an empty deck).
  added      INTEGER NOT NULL CHECK (added >= 0),
  removed    INTEGER NOT NULL CHECK (removed >= 0),
  PRIMARY KEY (deck_id, version)
) STRICT;
