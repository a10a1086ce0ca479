import { isAbsolute } from 'node:path';
import * as v from 'valibot';
import { IMPORT_FORMATS } from '../db/importers/types';
import { controlCharacterProblem } from '../db/text';
import type { Action } from '../engine/core/actions';
import { MODES } from '../engine/core/basics';
import { MAX_POPULATION } from '../engine/deck/stats/hypergeometric';
import { DECK_WRITE_FORMATS } from '../engine/deck/types';
import { HOUSE_RULE_IDS } from '../engine/games/house-rules';
import { games, isGameId } from '../engine/games/registry';
import { CARD_SORTS } from '../engine/games/presentation';
import type { ImportFormat, MethodName, Params } from './contract';

const noParams = v.strictObject({});
const locale = v.picklist(['ja', 'en'], (issue) => `unknown language ${issue.received}; use "ja" or "en"`);
// Checked against the registry when a call arrives, so a game registered after start is known (engine/games/registry.ts).
const unknownGame = (issue: v.BaseIssue<unknown>) => `unknown game ${issue.received}; the games are ${games.map((game) => game.id).join(', ')}`;
const gameId = v.pipe(v.string(unknownGame), v.check(isGameId, unknownGame), v.title('GameId'));
const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
/** At most `max` characters (UTF-16 code units): a longer string would be stored, searched or repeated in an error. */
const maxChars = (max: number) => v.maxLength<string, number, string>(max, `is longer than ${max.toLocaleString('en')} characters`);
/** Names and short texts are one line of visible characters: no C0 or C1 control character, no DEL (db/text.ts). */
const oneLine = [
  v.check((text: string) => controlCharacterProblem(text) === null, (issue) => controlCharacterProblem(issue.input)!),
  v.description<string, string>('one line, no control characters'),
] as const;
/** Text of several lines (notes, a card's rules text): tabs and line breaks, no other control character. */
const textLines = [
  v.check((text: string) => controlCharacterProblem(text, true) === null, (issue) => controlCharacterProblem(issue.input, true)!),
  v.description<string, string>('no control characters but tabs and line breaks'),
] as const;
// A card's key as the packs make it (the longest, DM's, come from names of about a hundred characters).
const cardKey = v.pipe(nonEmpty, maxChars(500));
// Short words the games define: formats, zones, action types, a card's kinds, races and keywords.
const word = v.pipe(nonEmpty, maxChars(100), ...oneLine);
const wholeNumber = v.pipe(v.number(), v.integer('must be a whole number'));
const importFormat = v.picklist(
  IMPORT_FORMATS satisfies readonly ImportFormat[],
  (issue) => `unknown format ${issue.received}; the formats are ${IMPORT_FORMATS.join(', ')}`,
);
const stats = v.record(
  v.pipe(v.string(), maxChars(100), ...oneLine),
  v.union([v.number(), v.pipe(v.string(), maxChars(2000), ...textLines), v.boolean(), v.array(v.pipe(v.string(), maxChars(300), ...oneLine)), v.null()]),
);
const cardLine = v.optional(v.nullable(v.pipe(v.string(), maxChars(300), ...oneLine)));
const cardText = v.optional(v.nullable(v.pipe(v.string(), maxChars(20_000), ...textLines)));
// A card's numbers: nine digits either way is beyond any game's, and keeps to what an INTEGER column stores.
const cardNumber = v.optional(
  v.nullable(v.pipe(wholeNumber, v.minValue(-999_999_999, 'must be at least -999,999,999'), v.maxValue(999_999_999, 'must be at most 999,999,999'))),
);
/**
 * The most cards a deck holds, all sections together: the statistics' own limit (engine/deck/stats), and far past
 * any game's deck or pool. Checked before a card is loaded, so no deck call can hold the process.
 */
export const DECK_CARDS = MAX_POPULATION;
const deckSections = v.pipe(
  v.record(
    v.pipe(v.string(), maxChars(100)),
    v.array(v.strictObject({ key: cardKey, count: v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(999, 'must be at most 999')) })),
  ),
  v.check(
    (sections) => Object.values(sections).reduce((sum, entries) => entries.reduce((total, { count }) => total + count, sum), 0) <= DECK_CARDS,
    `must hold at most ${DECK_CARDS.toLocaleString('en')} cards, all sections together`,
  ),
);
/**
 * A simulation's bounds: games (a million is a standard error of 0.05 % on a share; at the kill policy's 10,000 games
 * a second on one core, under two minutes), turns (a DM kill needs six hits; past 20 turns a goldfish deck is empty),
 * groups, and seeds, which are the engine's uint32.
 */
export const SIMULATION_GAMES = 1_000_000;
export const SIMULATION_TURNS = 20;
/** Groups of one simulation: a curve each in the editor, far more than a player names. */
export const SIMULATION_GROUPS = 32;
const SEED_MAX = 2 ** 32 - 1;
// A caller's name for a run (decks.simulate's job): taken as given, so the events and the cancel carry it back unchanged.
const jobName = v.pipe(v.string(), v.nonEmpty('must not be empty'), maxChars(100), ...oneLine);
const deckFormat = v.optional(v.nullable(word));
const isoDate = v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'));
// Saved decks: ids are opaque strings the library made; versions count from 1.
const deckId = v.pipe(v.string(), v.nonEmpty('must not be empty'), maxChars(100));
const versionNumber = v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'));
/** The longest deck name, in UTF-16 code units (the library's copies keep to it too). */
export const DECK_NAME_LENGTH = 200;
const deckName = v.pipe(nonEmpty, v.maxLength(DECK_NAME_LENGTH, `is longer than ${DECK_NAME_LENGTH} characters`), ...oneLine);
const deckNotes = v.pipe(v.string(), v.maxLength(20_000, 'is longer than 20,000 characters'), ...textLines);
const deckTag = v.pipe(nonEmpty, v.maxLength(40, 'is longer than 40 characters'), ...oneLine);
const deckTags = v.pipe(v.array(deckTag), v.maxLength(30, 'has more than 30 tags'));
// A backup is named by its file name in the backups folder, never by a path.
const backupName = v.pipe(nonEmpty, v.maxLength(100, 'is longer than 100 characters'), v.regex(/^[\w.-]+$/, 'must be a backup file name'));
// A file or folder on the machine that runs the backend: relative paths would depend on where it was started.
const filePath = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.maxLength(4096, 'is longer than 4096 characters'),
  v.check(isAbsolute, 'must be an absolute path'),
);
// Image folders are taken as given, unlike file paths (BackendOptions.approvedPath): the desktop's folder dialog or
// the player typing it in the web app chooses one, and the backend only lists it and serves the image files in it,
// by card name, never writing there (downloads go to the image cache beside the database).
const folderPath = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('must not be empty'),
  v.maxLength(4096, 'is longer than 4096 characters'),
  v.check(isAbsolute, 'must be an absolute path'),
);

/**
 * Key bindings in the shortcut registry's saved notation (`Mod+Shift+Z`): modifiers in the order Mod, Ctrl, Alt,
 * Shift, Meta, then one key: a visible character (letters upper-case), Space, a named key or F1–F24. The registry
 * (renderer/lib/shortcuts.svelte.ts) is out of the backend's reach; its tests check that the two agree.
 */
const KEY_BINDING = new RegExp(
  `^(Mod\\+)?(Ctrl\\+)?(Alt\\+)?(Shift\\+)?(Meta\\+)?(${[
    'Space', 'Escape', 'Enter', 'Tab', 'Backspace', 'Delete', 'Insert', 'Home', 'End', 'PageUp', 'PageDown',
    'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ContextMenu', 'F([1-9]|1\\d|2[0-4])',
  ].join('|')}|[^\\s\\p{C}\\p{Ll}])$`,
  'u',
);
const notBinding = (keys: string[]) => keys.find((key) => !KEY_BINDING.test(key));
/** One command's keys in `settings.shortcuts` (exported for reading stored settings). */
export const shortcutKeys = v.pipe(
  v.array(v.string(), 'must be a list of keys'),
  v.maxLength(8, 'has more than 8 keys'),
  v.check(
    (keys) => notBinding(keys) === undefined,
    (issue) => `${JSON.stringify(notBinding(issue.input))} is not a key binding; write keys like Mod+Shift+Z, F2 or ? (modifiers Mod, Ctrl, Alt, Shift, Meta, in that order)`,
  ),
  v.description('each a key binding: modifiers Mod, Ctrl, Alt, Shift, Meta in that order, then one key (`Mod+Shift+Z`, `F2`, `?`)'),
);
const commandId = v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*(\.[\w-]+)*$/, 'is not a command id'), v.maxLength(100, 'is longer than 100 characters'));

// Playtest tables: ids the backend made; seats count from 0.
const tableId = v.pipe(v.string(), v.nonEmpty('must not be empty'), maxChars(100));
const seatNumber = v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'));
const matchId = v.pipe(v.string(), v.nonEmpty('must not be empty'), maxChars(100));
const matchSeat = v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'), v.maxValue(1, 'is not a seat: a match has seats 0 and 1'));
// Each house rule the match rules know, on or off; whether the match's game offers it is the handler's check.
const houseRules = v.optional(v.strictObject(Object.fromEntries(HOUSE_RULE_IDS.map((id) => [id, v.optional(v.boolean())])) as Record<(typeof HOUSE_RULE_IDS)[number], v.OptionalSchema<v.BooleanSchema<undefined>, undefined>>));
const tableMode = v.optional(v.picklist(MODES, (issue) => `unknown mode ${issue.received}; the modes are ${MODES.join(', ')}`));
const tableLayout = v.optional(v.picklist(['hotseat', 'windows'], (issue) => `unknown layout ${issue.received}; use "hotseat" or "windows"`));
const logFrom = v.optional(v.pipe(wholeNumber, v.minValue(0, 'must be at least 0')));
/**
 * An engine action: its type and seat are checked here; the engine checks the rest field by field and refuses what
 * it cannot apply (a `refused` notice naming the field), so a newer engine action needs no schema change.
 */
const tableAction = v.pipe(
  v.looseObject({ type: word, seat: seatNumber, rule: v.optional(v.pipe(v.string(), maxChars(100))) }),
  v.transform((action) => action as Action),
  v.description('the fields its type adds are checked by the engine'),
);

/**
 * Runtime schema of every method's params. The mapped type makes the compiler report a method without a
 * schema, a schema for a method that does not exist, and a schema whose output differs from the contract.
 * Objects are strict: an unknown field is an error, not silently dropped.
 */
/** A card of the player's own, as `cards.saveCustom` and `cards.saveCustomCards` take it. */
const customCard = v.strictObject({
  key: v.optional(cardKey),
  name: v.pipe(nonEmpty, maxChars(300), ...oneLine),
  nameEn: cardLine,
  reading: cardLine,
  kinds: v.pipe(v.array(word), v.minLength(1, 'needs at least one card kind')),
  subtypes: v.optional(v.array(word)),
  keywords: v.optional(v.array(word)),
  cost: cardNumber,
  costText: cardLine,
  power: cardNumber,
  powerText: cardLine,
  stats: v.optional(stats),
  text: cardText,
  textEn: cardText,
  zone: cardLine,
  copyLimit: cardNumber,
  aliasOf: cardLine,
  printings: v.optional(
    v.pipe(
      v.array(v.strictObject({ number: v.pipe(nonEmpty, maxChars(100), ...oneLine), set: cardLine, setName: cardLine, rarity: cardLine })),
      v.maxLength(100, 'has more than 100 printings'),
    ),
  ),
});

/** The most cards one `cards.saveCustomCards` writes: a decklist's unknown lines, with room to spare. */
const CUSTOM_CARDS_AT_ONCE = 500;

export const paramSchemas: { [M in MethodName]: v.GenericSchema<unknown, Params<M>> } = {
  'app.info': noParams,
  'app.diagnostics': noParams,
  'games.list': noParams,
  'games.get': v.strictObject({ id: gameId }),
  'settings.get': noParams,
  'settings.update': v.strictObject({
    locale: v.optional(v.nullable(locale)),
    gameId: v.optional(v.nullable(gameId)),
    theme: v.optional(v.picklist(['system', 'light', 'dark'], (issue) => `unknown theme ${issue.received}; use "system", "light" or "dark"`)),
    defaultFormats: v.optional(v.record(gameId, word)),
    imageFolders: v.optional(v.record(gameId, v.nullable(folderPath))),
    downloadImages: v.optional(v.boolean()),
    backupsToKeep: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(100, 'must be at most 100'))),
    shortcuts: v.optional(
      v.pipe(
        v.record(commandId, shortcutKeys),
        v.check((all) => Object.keys(all).length <= 1000, 'has more than 1000 commands'),
        v.description('at most 1,000 commands'),
      ),
    ),
  }),
  'cards.search': v.strictObject({
    game: gameId,
    query: v.optional(v.pipe(v.string(), v.maxLength(2000, 'is longer than 2000 characters'))),
    sort: v.optional(v.picklist(CARD_SORTS)),
    nameOrder: v.optional(v.picklist(['name', 'englishName'])),
    order: v.optional(v.picklist(['asc', 'desc'])),
    limit: v.optional(v.pipe(wholeNumber, v.minValue(1), v.maxValue(1000))),
    offset: v.optional(v.pipe(wholeNumber, v.minValue(0))),
  }),
  'cards.get': v.strictObject({ game: gameId, key: cardKey }),
  'cards.many': v.strictObject({ game: gameId, keys: v.pipe(v.array(cardKey), v.maxLength(2000, 'asks for more than 2000 cards')) }),
  'cards.searchFields': v.strictObject({ game: gameId }),
  'cards.import': v.strictObject({
    game: gameId,
    file: v.union(
      [v.strictObject({ path: v.pipe(nonEmpty, maxChars(4096)) }), v.strictObject({ name: v.pipe(nonEmpty, maxChars(255), ...oneLine), base64: v.string() })],
      'must be { path } or { name, base64 }',
    ),
    format: v.optional(importFormat),
  }),
  'cards.saveCustom': v.strictObject({ game: gameId, card: customCard }),
  'cards.saveCustomCards': v.strictObject({
    game: gameId,
    cards: v.pipe(v.array(customCard), v.minLength(1, 'needs at least one card'), v.maxLength(CUSTOM_CARDS_AT_ONCE, `has more than ${CUSTOM_CARDS_AT_ONCE} cards`)),
  }),
  'cards.exportCustom': v.strictObject({ game: gameId }),
  'cards.deleteCustom': v.strictObject({ game: gameId, key: cardKey }),
  'cards.update': v.strictObject({ game: gameId, url: v.optional(v.pipe(nonEmpty, maxChars(4096))) }),
  'images.find': v.strictObject({ game: gameId, keys: v.pipe(v.array(cardKey), v.maxLength(1000, 'asks for more than 1000 cards')) }),
  'images.check': v.strictObject({ game: gameId, folder: v.optional(folderPath) }),
  'sources.list': v.strictObject({ game: v.optional(gameId) }),
  'regulations.list': v.strictObject({ game: gameId, format: v.optional(word) }),
  'decks.formats': v.strictObject({ game: gameId }),
  'decks.read': v.strictObject({ game: gameId, text: v.pipe(v.string(), v.maxLength(5_000_000, 'is longer than 5,000,000 characters')) }),
  'decks.validate': v.strictObject({ game: gameId, sections: deckSections, format: deckFormat, asOf: v.optional(v.nullable(isoDate)) }),
  'decks.write': v.strictObject({
    game: gameId,
    sections: deckSections,
    to: v.picklist(DECK_WRITE_FORMATS, (issue) => `unknown deck file format ${issue.received}; the formats are ${DECK_WRITE_FORMATS.join(', ')}`),
    name: v.optional(v.nullable(v.pipe(v.string(), maxChars(DECK_NAME_LENGTH), ...oneLine))),
    format: deckFormat,
  }),
  'decks.stats': v.strictObject({
    game: gameId,
    sections: deckSections,
    groups: v.optional(v.array(v.strictObject({ keys: v.array(cardKey), atLeast: v.pipe(wholeNumber, v.minValue(0), v.maxValue(60)) }))),
    turns: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(30, 'must be at most 30'))),
    perCard: v.optional(v.boolean()),
  }),
  'decks.sampleHand': v.strictObject({
    game: gameId,
    sections: deckSections,
    seed: v.pipe(v.number(), v.safeInteger('must be a whole number of at most 2^53 - 1')),
    // More draws than a deck can hold draw the rest of the pile.
    draws: v.optional(v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'), v.maxValue(DECK_CARDS, `must be at most ${DECK_CARDS}`))),
  }),
  'decks.simulate': v.strictObject({
    game: gameId,
    sections: deckSections,
    games: v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(SIMULATION_GAMES, `must be at most ${SIMULATION_GAMES.toLocaleString('en')}`)),
    seed: v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'), v.maxValue(SEED_MAX, `must be at most ${SEED_MAX} (a seed is a uint32)`)),
    turns: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(SIMULATION_TURNS, `must be at most ${SIMULATION_TURNS}`))),
    first: v.optional(v.boolean()),
    groups: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            name: v.pipe(v.string(), v.nonEmpty('must not be empty'), maxChars(300), ...oneLine),
            keys: v.pipe(v.array(cardKey), v.minLength(1, 'must name at least one card'), v.maxLength(DECK_CARDS, `names more than ${DECK_CARDS} cards`)),
          }),
        ),
        v.maxLength(SIMULATION_GROUPS, `has more than ${SIMULATION_GROUPS} groups`),
      ),
    ),
    kill: v.optional(v.boolean()),
    job: v.optional(jobName),
  }),
  'decks.cancelSimulation': v.strictObject({ job: jobName }),
  'library.list': v.strictObject({
    game: v.optional(gameId),
    query: v.optional(v.pipe(v.string(), v.maxLength(200, 'is longer than 200 characters'))),
    tag: v.optional(deckTag),
    format: v.optional(word),
  }),
  'library.get': v.strictObject({ id: deckId }),
  'library.create': v.strictObject({
    game: gameId,
    name: deckName,
    format: deckFormat,
    sections: v.optional(deckSections),
    notes: v.optional(deckNotes),
    tags: v.optional(deckTags),
    reason: v.optional(v.picklist(['create', 'import'], (issue) => `unknown reason ${issue.received}; use "create" or "import"`)),
  }),
  'library.save': v.strictObject({ id: deckId, sections: deckSections, baseVersion: versionNumber }),
  'library.update': v.strictObject({ id: deckId, baseRevision: versionNumber, name: v.optional(deckName), format: deckFormat, notes: v.optional(deckNotes), tags: v.optional(deckTags) }),
  'library.duplicate': v.strictObject({ id: deckId, name: v.optional(deckName) }),
  'library.delete': v.strictObject({ id: deckId }),
  'library.versions': v.strictObject({ id: deckId }),
  'library.diff': v.strictObject({ id: deckId, version: versionNumber, against: v.optional(versionNumber) }),
  'library.restore': v.strictObject({ id: deckId, version: versionNumber, baseVersion: versionNumber }),
  'library.tags': v.strictObject({ game: v.optional(gameId) }),
  'recent.list': noParams,
  'recent.add': v.strictObject({ id: deckId }),
  'recent.clear': noParams,
  'table.start': v.strictObject({
    game: gameId,
    decks: v.pipe(v.array(deckId), v.minLength(1, 'needs a deck'), v.maxLength(2, 'has more than 2 decks: a table seats one or two players')),
    dummy: v.optional(
      v.nullable(
        v.strictObject({
          life: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'))),
          // Shields are tokens on the table: a few, as the games deal them.
          shields: v.optional(v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'), v.maxValue(20, 'must be at most 20'))),
        }),
      ),
    ),
    mode: tableMode,
    firstPlayer: v.optional(seatNumber),
    seed: v.optional(v.pipe(v.number(), v.safeInteger('must be a whole number of at most 2^53 - 1'))),
    layout: tableLayout,
    name: v.optional(deckName),
    picks: v.optional(v.pipe(v.array(v.nullable(deckSections)), v.maxLength(2, 'has more than 2 choices: one per deck'))),
  }),
  'table.pick': v.strictObject({ deckId, sections: v.optional(deckSections) }),
  'table.get': v.strictObject({ id: tableId, seat: seatNumber, logFrom }),
  'table.act': v.strictObject({ id: tableId, seat: seatNumber, action: tableAction, logFrom }),
  'table.search': v.strictObject({
    id: tableId,
    seat: seatNumber,
    zone: word,
    query: v.pipe(v.string(), v.maxLength(2000, 'is longer than 2000 characters')),
    logFrom,
  }),
  'table.undo': v.strictObject({ id: tableId, seat: seatNumber, to: v.optional(v.pipe(wholeNumber, v.minValue(0, 'must be at least 0'))), logFrom }),
  'table.redo': v.strictObject({ id: tableId, seat: seatNumber, logFrom }),
  'table.list': v.strictObject({ game: v.optional(gameId) }),
  'table.delete': v.strictObject({ id: tableId }),
  'match.start': v.strictObject({
    game: gameId,
    decks: v.pipe(v.array(deckId), v.minLength(1, 'needs a deck'), v.maxLength(2, 'has more than 2 decks: a match is between two seats')),
    opponent: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(100, 'is longer than 100 characters'), ...oneLine)),
    bestOf: v.pipe(wholeNumber, v.minValue(1, 'must be at least 1')),
    mode: tableMode,
    layout: tableLayout,
    houseRules,
    name: v.optional(deckName),
    picks: v.optional(v.pipe(v.array(v.nullable(deckSections)), v.maxLength(2, 'has more than 2 choices: one per deck'))),
  }),
  'match.get': v.strictObject({ id: matchId }),
  'match.list': v.strictObject({ game: v.optional(gameId), deckId: v.optional(deckId) }),
  'match.choose': v.strictObject({ id: matchId, seat: v.optional(matchSeat), goFirst: v.optional(v.boolean()) }),
  'match.endGame': v.variant('ending', [
    v.strictObject({ id: matchId, ending: v.literal('loss') }),
    v.strictObject({ id: matchId, ending: v.literal('concession'), seat: matchSeat }),
    v.strictObject({ id: matchId, ending: v.literal('entered'), winner: v.nullable(matchSeat) }),
  ]),
  'match.side': v.strictObject({ id: matchId, seat: matchSeat, sections: deckSections }),
  'match.resetSide': v.strictObject({ id: matchId, seat: matchSeat }),
  'match.ready': v.strictObject({ id: matchId, seat: matchSeat }),
  'match.settings': v.strictObject({ id: matchId, mode: tableMode, houseRules }),
  'match.delete': v.strictObject({ id: matchId }),
  'match.history': v.strictObject({ deckId }),
  'match.report': v.strictObject({
    id: matchId,
    format: v.picklist(['text', 'markdown'], (issue) => `unknown format ${issue.received}; use "text" or "markdown"`),
    locale: v.optional(v.picklist(['ja', 'en'], (issue) => `unknown locale ${issue.received}; use "ja" or "en"`)),
  }),
  'backups.list': noParams,
  'backups.create': noParams,
  'backups.restore': v.strictObject({ name: backupName }),
  'backups.restoreFile': v.strictObject({ path: filePath }),
  'backups.delete': v.strictObject({ name: backupName }),
};

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(paramSchemas, name);
}

/** A huge value or key is shown by its start: the whole of it would make a message as large as the input. */
const shortened = (text: string) => (text.length > 100 ? `${text.slice(0, 60)}…` : text);

/** "id: Invalid option: …" — the path of each problem, then valibot's message. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = shortened(v.getDotPath(issue) ?? '');
      const message = issue.message.replaceAll(issue.received, shortened(issue.received));
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}
