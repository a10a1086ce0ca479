-- The date a regulation entry stopped being in effect (a lifted ban): kept, so a deck checked as of an earlier date
-- still meets it. NULL: in effect.
ALTER TABLE regulations ADD COLUMN until TEXT;
