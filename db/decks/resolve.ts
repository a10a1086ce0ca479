/**
 * Decklists to decks. Each line of a DeckList names a card the way a file or a player does: by key, printed name,
 * one face, another spelling, reading, English name, printed number or Talishar id. Each line is resolved to one
 * card of the database, then the cards are counted into the game's sections.
 */
import type { Database } from 'better-sqlite3';
import type { CardRef, Deck, DeckEntry, DeckList, DeckListEntry, PitchColour, ResolveNote, ResolveNoteReason, UnresolvedLine } from '../../engine/deck/types';
import type { GameDefinition } from '../../engine/games/types';
import type { GameId } from '../../engine/games/id';
import { fold, foldedLength } from '../cards/fold';
import { FACE_NAMES_SQL, loadDeckCards } from './cards';

/** What resolution needs of the game (db/ takes game facts from its caller, never from the engine's code). */
export type ResolveGame = Pick<GameDefinition, 'id' | 'sections'>;

export type TalisharId = (name: string, colour: PitchColour | null) => string;

export interface ResolveOptions {
  /** The Talishar id of a card name (engine/deck/formats); needed only for lists with Talishar entries. */
  talisharId?: TalisharId;
}

export interface ResolvedDeckList {
  deck: Deck;
  unresolved: UnresolvedLine[];
  notes: ResolveNote[];
}

const PITCH: Record<PitchColour, number> = { red: 1, yellow: 2, blue: 3 };
const COLOUR_OF_PITCH = new Map(Object.entries(PITCH).map(([colour, pitch]) => [pitch, colour]));
const NEAR_CANDIDATES = 5;
/** How many different names of one list may be searched for by other spellings (a real list needs a few dozen). */
export const NEAR_SEARCHES = 500;
/** FaB's double-faced names `A // B`, and Talishar's ids of them `a__b`: the front is what some lists write. */
const FRONT_SEPARATOR = { name: ' // ', talishar: '__' } as const;

interface Candidate {
  id: number;
  key: string;
  name: string;
  nameEn: string | null;
  reading: string | null;
  pitch: number | null;
  zone: string | null;
  faces: string[];
}

/** A card a line names: the whole card (face null), or one of its faces by that face's name. */
interface Match {
  card: Candidate;
  face: string | null;
}

type CandidateRow = Omit<Candidate, 'faces'> & { faces: string };

const CANDIDATE_COLUMNS = `c.id, c.card_key AS key, c.name, c.name_en AS nameEn, c.reading, c.pitch, c.zone, ${FACE_NAMES_SQL} AS faces`;

function prepare(sql: Database) {
  const candidates = <P extends unknown[]>(where: string) => sql.prepare<P, CandidateRow>(`SELECT ${CANDIDATE_COLUMNS} FROM cards c WHERE ${where}`);
  return {
    byKey: candidates<[GameId, string]>('c.game = ? AND c.card_key = ?'),
    byName: candidates<[GameId, string]>('c.game = ? AND c.name = ?'),
    // Cards whose folded names (card_search.names: name, other language, reading, faces) contain the text: the
    // trigram index for three characters or more, a scan below that. `+c.game` keeps SQLite on the short id list.
    containing: candidates<[GameId, string]>('+c.game = ? AND c.id IN (SELECT rowid FROM card_search WHERE card_search MATCH ?)'),
    containingShort: candidates<[GameId, string]>('+c.game = ? AND c.id IN (SELECT rowid FROM card_search WHERE instr(names, ?) > 0)'),
    byIds: candidates<[GameId, string]>('+c.game = ? AND c.id IN (SELECT value FROM json_each(?))'),
    all: candidates<[GameId]>('c.game = ?'),
    printings: sql.prepare<[GameId], { id: number; setCode: string; number: string }>(
      'SELECT p.card_id AS id, p.set_code AS setCode, p.number FROM printings p JOIN cards c ON c.id = p.card_id WHERE c.game = ?',
    ),
    // Changes by this connection, and commits by any other (an import worker): either may change the cards.
    version: sql.prepare<[], string>("SELECT total_changes() || ':' || data_version FROM pragma_data_version").pluck(),
  };
}

/**
 * Lookup tables computed in code, not stored (printed numbers in every written form, Talishar ids), built per game
 * on first need and kept until the database changes, so resolving in a loop reads them once.
 */
interface GameTables {
  numbers?: Map<string, number[]>;
  talishar?: { of: TalisharId; ids: Map<string, Match[]> };
}

interface Context {
  statements: ReturnType<typeof prepare>;
  version: string;
  tables: Map<GameId, GameTables>;
}

const contexts = new WeakMap<Database, Context>();

function contextOf(sql: Database): Context {
  let context = contexts.get(sql);
  if (!context) contexts.set(sql, (context = { statements: prepare(sql), version: '', tables: new Map() }));
  const version = context.statements.version.get()!;
  if (version !== context.version) {
    context.version = version;
    context.tables.clear();
  }
  return context;
}

/** A name folded without its bracketed readings, wherever they stand: 武者（むしゃ）・ドラゴン and 武者・ドラゴン match. */
const readingless = (name: string) => fold(name.replace(/[（(][^（）()]*[）)]/gu, ''));

const toCandidate = (row: CandidateRow): Candidate => ({ ...row, faces: JSON.parse(row.faces) as string[] });
const whole = (card: Candidate): Match => ({ card, face: null });

/** A printed number as typed: full-width, case and spacing do not matter. */
const normalNumber = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The ways a printed number is written. DM stores `DMD-19 dmd19 1a/22` (set code, then the number as printed), and
 * lists write `dmd19 1a/22` or `DMD-19 1a/22`; FaB's `WTR159` has one form.
 */
function numberForms(setCode: string, number: string): string[] {
  const full = normalNumber(number);
  const set = normalNumber(setCode);
  if (!full.startsWith(`${set} `)) return [full];
  const printed = full.slice(set.length + 1);
  return [full, printed, `${set} ${printed.split(' ').at(-1)}`];
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

class Resolver {
  private readonly statements: Context['statements'];
  private readonly tables: GameTables;
  /** near() of each name this list asks twice: once to resolve it, once for an unknown name's candidates. */
  private readonly nearByName = new Map<string, Candidate[]>();

  constructor(
    context: Context,
    private readonly game: GameId,
    private readonly talisharId: TalisharId | undefined,
  ) {
    this.statements = context.statements;
    const tables = context.tables.get(game) ?? {};
    context.tables.set(game, tables);
    this.tables = tables;
  }

  /** The name as the file wrote it, for messages. */
  written(entry: DeckListEntry): string {
    const colour = entry.colour ?? null;
    if (entry.talishar) return this.talisharOf()(entry.name, colour);
    return colour ? `${entry.name} (${colour})` : entry.name;
  }

  /**
   * The cards of the first rule that finds any of the named pitch, with the note that rule deserves. When rules
   * find the name but never the pitch (`Snatch (yellow)` where Snatch is red and blue), those cards come back as
   * `otherPitches`, to offer instead.
   */
  find(entry: DeckListEntry, name: string): { matches: Match[]; reason: ResolveNoteReason | null; otherPitches: Match[] } {
    let otherPitches: Match[] = [];
    for (const [reason, found, colour] of this.rules(entry, name)) {
      if (found.length === 0) continue;
      const matches = byPitch(unique(found), colour);
      if (matches !== 'noSuchPitch') return { matches, reason, otherPitches: [] };
      if (otherPitches.length === 0) otherPitches = found;
    }
    const separator = entry.talishar ? FRONT_SEPARATOR.talishar : FRONT_SEPARATOR.name;
    const front = name.split(separator)[0]!;
    if (front === name) return { matches: [], reason: null, otherPitches };
    const found = this.find({ ...entry, number: null }, front);
    return { ...found, reason: 'frontName', otherPitches: found.otherPitches.length > 0 ? found.otherPitches : otherPitches };
  }

  /** Resolution order: the first rule that finds a card wins. Each rule's cards are then taken by this colour. */
  private *rules(entry: DeckListEntry, name: string): Generator<[ResolveNoteReason | null, Match[], PitchColour | null]> {
    const { statements, game } = this;
    const colour = entry.colour ?? null;
    // A key is one exact card, whatever colour the line gives.
    if (entry.key) yield [null, statements.byKey.all(game, entry.key).map(toCandidate).map(whole), null];
    if (entry.talishar) {
      yield [null, this.talishar().ids.get(name) ?? [], colour];
      // The colour was split off the id by its ending alone: `deep_blue` is also the unpitched chest Deep Blue.
      if (colour) yield [null, this.talishar().ids.get(this.talisharOf()(name, colour)) ?? [], null];
    } else {
      yield [null, statements.byName.all(game, name).map(toCandidate).map(whole), colour];
      const folded = readingless(name);
      const cards = this.near(name);
      const faces = cards.flatMap((card) => card.faces.filter((face) => face !== card.name).map((face) => ({ card, face })));
      yield ['face', faces.filter((match) => match.face === name), colour];
      yield ['foldedName', cards.filter((card) => readingless(card.name) === folded).map(whole), colour];
      yield ['face', faces.filter((match) => readingless(match.face) === folded), colour];
      yield ['reading', cards.filter((card) => card.reading !== null && fold(card.reading) === fold(name)).map(whole), colour];
      yield ['englishName', cards.filter((card) => card.nameEn !== null && fold(card.nameEn) === fold(name)).map(whole), colour];
    }
    // A name may be a number typed in its place; one without a digit is not (and needs no number table).
    const number = entry.number ?? (!entry.talishar && /\d/.test(name) ? name : null);
    // A number several cards share (DM's 26SD1 6/12 is printed in 25 decks) names none of them.
    const numbered = number ? this.numbered(number) : [];
    if (numbered.length === 1) yield ['number', numbered.map(whole), colour];
  }

  /** Cards with a printing of this number. */
  numbered(number: string): Candidate[] {
    if (!this.tables.numbers) {
      const numbers = new Map<string, number[]>();
      for (const { id, setCode, number: printed } of this.statements.printings.iterate(this.game)) {
        for (const form of numberForms(setCode, printed)) add(numbers, form, id);
      }
      this.tables.numbers = numbers;
    }
    const ids = [...new Set(this.tables.numbers.get(normalNumber(number)))];
    return ids.length === 0 ? [] : this.statements.byIds.all(this.game, JSON.stringify(ids)).map(toCandidate);
  }

  /** Cards whose folded names contain this folded text. */
  containing(folded: string): Candidate[] {
    // NUL ends the text for FTS5's query parser; no card name holds one.
    const text = folded.replaceAll('\u0000', '');
    if (text === '') return [];
    const rows =
      foldedLength(text) >= 3
        ? this.statements.containing.all(this.game, `{names} : "${text.replaceAll('"', '""')}"`)
        : this.statements.containingShort.all(this.game, text);
    return rows.map(toCandidate);
  }

  /**
   * Cards whose folded names contain the name's, or failing that the longest start or end of it that any contains
   * (three characters at least): the cards a name may mean when it is spelled another way, best first.
   */
  near(name: string): Candidate[] {
    let near = this.nearByName.get(name);
    if (near) return near;
    // A list of thousands of names no card has (a wrong game, a file of something else) is answered in well under a
    // second: past this many different names the exact rules still apply, but no other spelling is searched for.
    near = this.nearByName.size < NEAR_SEARCHES ? this.search(name) : [];
    this.nearByName.set(name, near);
    return near;
  }

  private search(name: string): Candidate[] {
    const chars = [...fold(name)];
    const scored = new Map<number, { card: Candidate; score: number }>();
    const score = (cards: Candidate[], length: number) => {
      for (const card of cards) if ((scored.get(card.id)?.score ?? 0) < length) scored.set(card.id, { card, score: length });
    };
    score(this.containing(chars.join('')), chars.length);
    if (scored.size === 0) {
      for (const part of [(length: number) => chars.slice(0, length), (length: number) => chars.slice(-length)]) {
        // Shorter parts match more cards: binary search for the longest that matches any.
        let [low, high] = [3, chars.length - 1];
        while (low <= high) {
          const middle = (low + high) >> 1;
          const cards = this.containing(part(middle).join(''));
          if (cards.length === 0) {
            high = middle - 1;
          } else {
            score(cards, middle);
            low = middle + 1;
          }
        }
      }
    }
    const distance = (card: Candidate) => Math.abs([...fold(card.name)].length - chars.length);
    return [...scored.values()]
      .sort((a, b) => b.score - a.score || distance(a.card) - distance(b.card) || a.card.name.localeCompare(b.card.name))
      .map(({ card }) => card);
  }

  private talisharOf(): TalisharId {
    if (!this.talisharId) throw new Error('resolveDeckList: this list has Talishar entries; pass options.talisharId');
    return this.talisharId;
  }

  private talishar(): NonNullable<GameTables['talishar']> {
    const of = this.talisharOf();
    if (this.tables.talishar?.of !== of) {
      const ids = new Map<string, Match[]>();
      for (const card of this.statements.all.all(this.game).map(toCandidate)) {
        add(ids, of(card.name, null), whole(card));
        for (const face of card.faces) if (face !== card.name) add(ids, of(face, null), { card, face });
      }
      this.tables.talishar = { of, ids };
    }
    return this.tables.talishar;
  }
}

function unique(matches: Match[]): Match[] {
  const seen = new Set<number>();
  return matches.filter(({ card }) => !seen.has(card.id) && seen.add(card.id));
}

/**
 * FaB's card identity is name + pitch. With a colour: the cards of that pitch, or a card without pitch (arena cards
 * may carry a colour); none of either means the named pitch does not exist. Without a colour: the card without
 * pitch, else every pitch (one is the card, several are ambiguous).
 */
function byPitch(matches: Match[], colour: PitchColour | null): Match[] | 'noSuchPitch' {
  if (colour) {
    const same = matches.filter((match) => match.card.pitch === PITCH[colour]);
    if (same.length > 0) return same;
    return matches.every((match) => match.card.pitch === null) ? matches : 'noSuchPitch';
  }
  const pitchless = matches.filter((match) => match.card.pitch === null);
  return pitchless.length > 0 ? pitchless : matches;
}

const refOf = (card: Candidate): CardRef => {
  const colour = card.pitch === null ? undefined : COLOUR_OF_PITCH.get(card.pitch);
  return { key: card.key, name: colour ? `${card.name} (${colour})` : card.name };
};

function unresolvedLine(resolver: Resolver, entry: DeckListEntry, reason: UnresolvedLine['reason'], cards: Candidate[]): UnresolvedLine {
  const name = resolver.written(entry);
  return { line: entry.line, name, count: entry.count, section: entry.section, reason, candidates: cards.map(refOf) };
}

type Outcome =
  | { kind: 'card'; entry: DeckListEntry; match: Match; reason: ResolveNoteReason | null }
  /** Several cards share the face the line names (零龍 on the back of each cell): it joins those the list has. */
  | { kind: 'sharedFace'; entry: DeckListEntry; matches: Match[] }
  | { kind: 'unresolved'; line: UnresolvedLine };

function resolveEntry(resolver: Resolver, entry: DeckListEntry): Outcome {
  const unresolved = (reason: UnresolvedLine['reason'], cards: Candidate[]): Outcome => ({
    kind: 'unresolved',
    line: unresolvedLine(resolver, entry, reason, cards),
  });
  const { matches, reason, otherPitches } = resolver.find(entry, entry.name);
  if (matches.length === 0) {
    const near = otherPitches.length > 0 ? otherPitches.map((match) => match.card) : resolver.near(entry.name).slice(0, NEAR_CANDIDATES);
    return unresolved('unknown', near);
  }
  if (matches.length === 1) return { kind: 'card', entry, match: matches[0]!, reason };
  // A shared face goes with the cards the list has, whatever number its line prints (DMBD-22 prints 零龍 as 5/25).
  if (matches.every((match) => match.face !== null)) return { kind: 'sharedFace', entry, matches };
  if (entry.number) {
    // Cards of one name told apart by number (PMV prints 星詠 ミコト as two cards).
    const numbered = new Set(resolver.numbered(entry.number).map((card) => card.id));
    const narrowed = matches.filter((match) => numbered.has(match.card.id));
    if (narrowed.length === 1) return { kind: 'card', entry, match: narrowed[0]!, reason };
  }
  return unresolved('ambiguous', matches.map((match) => match.card));
}

/** The copies of one card in one section, by the name each line called it: '' for the whole card, else a face. */
interface Tally {
  card: Candidate;
  byName: Map<string, number>;
}

/**
 * Resolves every line of a decklist against one game's cards. Lines for the same card in the same section are
 * summed; a line naming another face of a card the list already has (DM psychic and dragheart products list both
 * faces, each with its count) counts once with it: the larger count, not the sum.
 */
export function resolveDeckList(sql: Database, game: ResolveGame, list: DeckList, options: ResolveOptions = {}): ResolvedDeckList {
  const resolver = new Resolver(contextOf(sql), game.id, options.talisharId);
  const outcomes = list.entries.map((entry) => resolveEntry(resolver, entry));

  const zoneSection = (card: Candidate) => (game.sections.some((section) => section.id === card.zone) ? card.zone! : game.sections[0]!.id);
  // Where each card is listed by a line of its own, so that a face line without a section joins it there.
  const listedIn = new Map<number, string[]>();
  const place = (outcome: Extract<Outcome, { kind: 'card' }>) => {
    const { entry, match } = outcome;
    const section = entry.section ?? (match.face === null ? null : listedIn.get(match.card.id)?.[0]) ?? zoneSection(match.card);
    const sections = listedIn.get(match.card.id) ?? [];
    if (!sections.includes(section)) listedIn.set(match.card.id, [...sections, section]);
    return section;
  };
  const cards = outcomes.filter((outcome) => outcome.kind === 'card');
  const sectionOf = new Map<Outcome, string>();
  for (const outcome of cards) if (outcome.match.face === null) sectionOf.set(outcome, place(outcome));
  for (const outcome of cards) if (outcome.match.face !== null) sectionOf.set(outcome, place(outcome));

  const tallies = new Map<string, Map<string, Tally>>(game.sections.map((section) => [section.id, new Map()]));
  const count = (section: string, match: Match, copies: number) => {
    let inSection = tallies.get(section);
    if (!inSection) tallies.set(section, (inSection = new Map()));
    let tally = inSection.get(match.card.key);
    if (!tally) inSection.set(match.card.key, (tally = { card: match.card, byName: new Map() }));
    const name = match.face ?? '';
    tally.byName.set(name, (tally.byName.get(name) ?? 0) + copies);
    return tally;
  };

  const unresolved: UnresolvedLine[] = [];
  // Lines reported, by line and name: a lookup, as a list of thousands of unknown names would make a scan quadratic.
  const reported = new Map<string, UnresolvedLine>();
  const notes: ResolveNote[] = [];
  const faceLines: { entry: DeckListEntry; tallies: Tally[] }[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind === 'unresolved') {
      // Talishar writes one token per copy: the same unknown name on one line is reported once, with its copies summed.
      const id = `${outcome.line.line}\u0000${outcome.line.name}`;
      const earlier = reported.get(id);
      if (earlier) earlier.count += outcome.line.count;
      else {
        reported.set(id, outcome.line);
        unresolved.push(outcome.line);
      }
    } else if (outcome.kind === 'card') {
      const tally = count(sectionOf.get(outcome)!, outcome.match, outcome.entry.count);
      if (outcome.match.face !== null) faceLines.push({ entry: outcome.entry, tallies: [tally] });
      else if (outcome.reason) notes.push({ line: outcome.entry.line, name: resolver.written(outcome.entry), reason: outcome.reason, cards: [refOf(outcome.match.card)] });
    } else {
      // In the order the list has them.
      const listed = [...listedIn.keys()].flatMap((id) => outcome.matches.filter((match) => match.card.id === id));
      if (listed.length === 0) {
        unresolved.push(unresolvedLine(resolver, outcome.entry, 'ambiguous', outcome.matches.map((match) => match.card)));
        continue;
      }
      const placed = listed.map((match) => count(outcome.entry.section ?? listedIn.get(match.card.id)![0]!, match, outcome.entry.count));
      faceLines.push({ entry: outcome.entry, tallies: placed });
    }
  }
  // A face line is merged when its card is also counted under another name in the same section.
  for (const { entry, tallies: counted } of faceLines) {
    const merged = counted.some((tally) => tally.byName.size > 1);
    notes.push({ line: entry.line, name: resolver.written(entry), reason: merged ? 'mergedFace' : 'face', cards: counted.map((tally) => refOf(tally.card)) });
  }
  notes.sort((a, b) => a.line - b.line);

  const deckCards = loadDeckCards(
    sql,
    game.id,
    [...tallies.values()].flatMap((inSection) => [...inSection.keys()]),
  );
  const sections: Record<string, DeckEntry[]> = {};
  for (const [section, inSection] of tallies) {
    sections[section] = [...inSection.values()].map((tally) => ({ card: deckCards.get(tally.card.key)!, count: Math.max(...tally.byName.values()) }));
  }
  return { deck: { game: game.id, sections }, unresolved, notes };
}
