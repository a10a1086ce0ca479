-- The card database: functional cards, their faces and printings, regulations, and where they came from.

-- One row per import source: a bundled pack, a file the player imported, or the player's own cards.
CREATE TABLE data_sources (
  id          INTEGER PRIMARY KEY,
  game        TEXT NOT NULL,
  name        TEXT NOT NULL,
  version     TEXT NOT NULL,
  description TEXT,
  imported_at TEXT NOT NULL,
  card_count  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (game, name)
) STRICT;

-- One row per functional card (a card's identity for deck building), in one game.
CREATE TABLE cards (
  id          INTEGER PRIMARY KEY,
  game        TEXT NOT NULL,
  card_key    TEXT NOT NULL,
  source_id   INTEGER REFERENCES data_sources (id) ON DELETE SET NULL,
  is_custom   INTEGER NOT NULL DEFAULT 0 CHECK (is_custom IN (0, 1)),
  name        TEXT NOT NULL,
  name_ja     TEXT,
  name_en     TEXT,
  reading     TEXT,
  kinds       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kinds)),
  subtypes    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(subtypes)),
  keywords    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords)),
  flags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(flags)),
  formats     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(formats)),
  cost        INTEGER,
  cost_text   TEXT,
  power       INTEGER,
  power_text  TEXT,
  stats       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(stats)),
  text_ja     TEXT,
  text_en     TEXT,
  zone        TEXT,
  copy_limit  INTEGER,
  alias_of    TEXT,
  image       TEXT,
  updated_at  TEXT NOT NULL,
  -- The per-game numbers players filter by, as indexed columns over the stats.
  pitch       INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.pitch')) VIRTUAL,
  defense     INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.defense')) VIRTUAL,
  life        INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.life')) VIRTUAL,
  intellect   INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.intellect')) VIRTUAL,
  arcane      INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.arcane')) VIRTUAL,
  mana        INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.mana')) VIRTUAL,
  level       INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.level')) VIRTUAL,
  hp          INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.hp')) VIRTUAL,
  def         INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.def')) VIRTUAL,
  graze       INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.graze')) VIRTUAL,
  durability  INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.durability')) VIRTUAL,
  nodes       INTEGER GENERATED ALWAYS AS (json_extract(stats, '$.nodes')) VIRTUAL,
  UNIQUE (game, card_key)
) STRICT;

CREATE INDEX cards_game_name ON cards (game, name);
CREATE INDEX cards_game_cost ON cards (game, cost);
CREATE INDEX cards_game_power ON cards (game, power);
CREATE INDEX cards_game_pitch ON cards (game, pitch) WHERE pitch IS NOT NULL;
CREATE INDEX cards_game_defense ON cards (game, defense) WHERE defense IS NOT NULL;
CREATE INDEX cards_game_life ON cards (game, life) WHERE life IS NOT NULL;
CREATE INDEX cards_game_intellect ON cards (game, intellect) WHERE intellect IS NOT NULL;
CREATE INDEX cards_game_mana ON cards (game, mana) WHERE mana IS NOT NULL;
CREATE INDEX cards_game_level ON cards (game, level) WHERE level IS NOT NULL;
CREATE INDEX cards_game_hp ON cards (game, hp) WHERE hp IS NOT NULL;
CREATE INDEX cards_game_def ON cards (game, def) WHERE def IS NOT NULL;
CREATE INDEX cards_game_graze ON cards (game, graze) WHERE graze IS NOT NULL;
CREATE INDEX cards_game_durability ON cards (game, durability) WHERE durability IS NOT NULL;
CREATE INDEX cards_game_nodes ON cards (game, nodes) WHERE nodes IS NOT NULL;
CREATE INDEX cards_source ON cards (source_id);

-- The halves of a twinpact, both sides of a double-faced card, the cells of a super creature.
CREATE TABLE card_faces (
  card_id    INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  face_index INTEGER NOT NULL,
  name       TEXT NOT NULL,
  kinds      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kinds)),
  subtypes   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(subtypes)),
  keywords   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords)),
  cost       INTEGER,
  cost_text  TEXT,
  power      INTEGER,
  power_text TEXT,
  stats      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(stats)),
  text_ja    TEXT,
  text_en    TEXT,
  PRIMARY KEY (card_id, face_index)
) STRICT;

CREATE TABLE printings (
  id       INTEGER PRIMARY KEY,
  card_id  INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  set_code TEXT NOT NULL,
  set_name TEXT,
  number   TEXT NOT NULL,
  rarity   TEXT,
  image    TEXT,
  UNIQUE (card_id, set_code, number)
) STRICT;

CREATE INDEX printings_number ON printings (number);

-- Exact-valued search terms of a card (kind:, civ:, set:, rarity:, is:, class:, format:…), one row each,
-- so a filter is an index lookup rather than a scan of JSON.
CREATE TABLE card_tags (
  tag     TEXT NOT NULL,
  card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  PRIMARY KEY (tag, card_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX card_tags_card ON card_tags (card_id);

-- Banned, restricted, limited… lists per format, with the date each entry took effect. A name that matches no
-- card yet is kept (card_id NULL) and resolves when the card arrives.
CREATE TABLE regulations (
  id          INTEGER PRIMARY KEY,
  game        TEXT NOT NULL,
  format      TEXT NOT NULL,
  card_name   TEXT NOT NULL,
  -- Where the list names one exact card (FaB lists name a pitch), its key, so it resolves exactly later too.
  card_key    TEXT,
  card_id     INTEGER REFERENCES cards (id) ON DELETE SET NULL,
  status      TEXT NOT NULL CHECK (status IN ('banned', 'restricted', 'limited', 'suspended', 'living_legend', 'banned_pair')),
  limit_count INTEGER,
  pair_group  TEXT,
  since       TEXT,
  source_id   INTEGER REFERENCES data_sources (id) ON DELETE SET NULL
) STRICT;

CREATE INDEX regulations_lookup ON regulations (game, format, status, card_id);
CREATE INDEX regulations_card ON regulations (card_id);

-- Folded names, texts, subtypes and keywords for free-word search. The trigram tokenizer lets any Japanese
-- substring of three or more characters match; rowid is cards.id.
CREATE VIRTUAL TABLE card_search USING fts5 (names, body, subtypes, keywords, tokenize = 'trigram');

-- Every exact term of a card (game, tags, cost=3…) as one hashed token each (db/search/terms.ts), so a filter
-- like kind:creature civ:火 cost<=3 is a merge of posting lists, counted without touching the cards.
CREATE VIRTUAL TABLE card_terms USING fts5 (terms, detail = none);

-- The distinct subtype and keyword terms of each game, so race:ドラゴン can find every race containing ドラゴン
-- (DM 203.2) as a handful of exact terms.
CREATE TABLE card_vocabulary (
  game TEXT NOT NULL,
  tag  TEXT NOT NULL,
  PRIMARY KEY (game, tag)
) STRICT, WITHOUT ROWID;

-- The search rows go with their card.
CREATE TRIGGER cards_delete_search AFTER DELETE ON cards BEGIN
  DELETE FROM card_search WHERE rowid = old.id;
  DELETE FROM card_terms WHERE rowid = old.id;
END;
