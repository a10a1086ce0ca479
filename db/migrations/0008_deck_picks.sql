-- The last choice made from a deck's card-pool before a game (FaB CR 4.1.4–4.1.6: the deck cards and the pieces
-- equipped), offered again the next time the deck is played: section id → [{ key, count }]. A deck edited since
-- keeps what still fits when it is read (engine/deck/pick.ts). Gone with its deck.
CREATE TABLE deck_picks (
  deck_id    TEXT PRIMARY KEY NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  sections   TEXT NOT NULL CHECK (json_valid(sections) AND json_type(sections) = 'object'),
  updated_at TEXT NOT NULL
) STRICT;
