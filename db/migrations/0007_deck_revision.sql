-- A deck's revision: raised by every change of its row (a save of new contents, a restore, a change of name, format,
-- notes or tags). `library.update` names the revision the window read and is refused when another change came
-- first: the version alone only moves with the contents, so two windows renaming or retagging one deck would both
-- pass. Decks saved before start at 1.
ALTER TABLE decks ADD COLUMN revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1);
