-- Matches (issue 8): games between the same two seats until one has won enough (engine/match). Each game keeps the
-- decks as played, its result and, once over, how it started and every action, so the history stays whole and
-- replayable after its table is deleted.

CREATE TABLE matches (
  id          TEXT PRIMARY KEY NOT NULL,
  game        TEXT NOT NULL,
  name        TEXT NOT NULL,
  best_of     INTEGER NOT NULL CHECK (best_of >= 1 AND best_of % 2 = 1),
  layout      TEXT NOT NULL CHECK (layout IN ('hotseat', 'windows')),
  -- [{ deckId, deckName, opponent, registered, sided }] for seats 0 and 1; a named opponent (a dummy seat, its play
  -- recorded by hand) has no deck.
  seats       TEXT NOT NULL CHECK (json_valid(seats) AND json_array_length(seats) = 2),
  -- { mode, dmSideboard }: the tables' rules mode and the house rules the players chose.
  settings    TEXT NOT NULL CHECK (json_valid(settings)),
  -- What the match waits for: who goes first, a game in play, sideboarding, or nothing (over).
  state       TEXT NOT NULL CHECK (json_valid(state)),
  winner      INTEGER CHECK (winner IN (0, 1)),
  -- Counts every write: a write made from an older revision is refused.
  revision    INTEGER NOT NULL CHECK (revision >= 1),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  finished_at TEXT
) STRICT;

CREATE INDEX matches_game_updated ON matches (game, updated_at);

CREATE TABLE match_games (
  match_id     TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  number       INTEGER NOT NULL CHECK (number >= 1),
  -- The playtest table it is played on; null once that table is deleted (the game keeps its own log).
  table_id     TEXT REFERENCES play_tables (id) ON DELETE SET NULL,
  first_player INTEGER NOT NULL CHECK (first_player IN (0, 1)),
  -- The seat that chose to go first or second; null where the rules decided (DM 103.4, PMV 1.2.7.b, ACG 104.5 swap).
  chooser      INTEGER CHECK (chooser IN (0, 1)),
  -- Per seat: the deck as played (section → lines) and its changes against the registered deck; null for no deck.
  decks        TEXT NOT NULL CHECK (json_valid(decks)),
  changes      TEXT NOT NULL CHECK (json_valid(changes)),
  -- Null while the game is played, and for a drawn game.
  winner       INTEGER CHECK (winner IN (0, 1)),
  ending       TEXT CHECK (ending IN ('loss', 'concession', 'entered')),
  -- { rule, text } of a loss the engine found; null otherwise.
  reason       TEXT CHECK (reason IS NULL OR json_valid(reason)),
  turns        INTEGER CHECK (turns >= 0),
  started_at   TEXT NOT NULL,
  ended_at     TEXT,
  -- The engine's TableStart and the applied actions, copied when the game ends.
  start        TEXT CHECK (start IS NULL OR json_valid(start)),
  actions      TEXT CHECK (actions IS NULL OR json_valid(actions)),
  PRIMARY KEY (match_id, number),
  CHECK ((ending IS NULL) = (ended_at IS NULL))
) STRICT;

CREATE INDEX match_games_table ON match_games (table_id);
