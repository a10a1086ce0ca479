/**
 * A game's id ('dm', 'fab', …): the name of its folder under engine/games/ and what decks, databases and files
 * store. A plain string, not a union: the registry (engine/games/registry.ts) is the one list of games, so a game
 * added from its folder (or registered by a test) needs no edit here. Where an id arrives from outside, `isGameId`
 * (or the API's schemas) checks it against the registry.
 */
export type GameId = string;
