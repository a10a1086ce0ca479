-- Player preferences that follow the database: interface language, the game last worked on.
-- Values are JSON so a preference can be any shape; the API validates each key.
CREATE TABLE settings (
  key        TEXT PRIMARY KEY NOT NULL,
  value      TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL
) STRICT;
