/**
 * The deckdojo command's exit statuses, one list for every command: 0 done, 1 ran fine and the answer is "no" (an
 * illegal deck), 2 bad command or input (or an unresolved decklist), 3 internal failure or a machine's state the
 * caller did not cause (docs/command-line.md).
 */
export const EXIT = { ok: 0, no: 1, usage: 2, internal: 3 } as const;
