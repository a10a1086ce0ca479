import type { GameActionDefinition, GameState, RuleProcess } from '../core/state';
import type { Construction } from '../deck/construction';
import type { DeckCard } from '../deck/types';
import type { CardData } from './card-data';
import type { HouseRule } from './house-rules';
import type { Localized } from '../localized';
import type { GamePresentation } from './presentation';
import type { CardTerm, DecisionDefinition, TableTerm, TurnStructure, ZoneDefinition, ZoneRules } from '../core/structure';
import type { GameId } from './id';
import type { BoardLayout } from './board-layout';


/** One part of a deck as a player registers it (main deck, side deck, hero, ...). */
export interface DeckSectionDefinition {
  /** Stable id stored with every deck card. */
  id: string;
  label: Localized;
  /** The comprehensive-rules reference that defines this section, e.g. `DM 100.3`. */
  rule: string;
}

/** A card kind (card type) as the game's comprehensive rules name it; ids follow the rules digests (<game>.md). */
export interface CardKindDefinition {
  id: string;
  label: Localized;
}

/** One game, declared as data: sections, card kinds, construction rules, setup, play-table zones and turns. */
export interface GameDefinition {
  id: GameId;
  /** Short mark used in tight places (tabs, rule references). */
  abbreviation: string;
  name: Localized;
  /** The language card names are printed in: a card's identity is its name in this language. */
  cardLanguage: 'ja' | 'en';
  sections: readonly DeckSectionDefinition[];
  cardKinds: readonly CardKindDefinition[];
  /** Deck construction: the game's formats as lists of rules (engine/deck/construction.ts). */
  construction: Construction;
  /**
   * How decklist files name its sections (engine/deck/formats/sections.ts): the section a file's main deck and
   * sideboard mean (null: it has none), and its own words for sections beyond their ids and labels, normalised.
   */
  sectionWords: { main: string; side: string | null; aliases: Readonly<Record<string, string>> };
  /**
   * What a deck's breakdown counts of each card (engine/deck/stats/breakdown.ts), where its presentation does not say:
   * by default a card's colours are the words of its presentation's colour stat (with the multicolour key for a card
   * of several; none without a colour stat), and its traits are its subtypes.
   */
  breakdown?: { colours?: (card: DeckCard) => readonly string[]; traits?: (card: DeckCard) => readonly string[] };
  /**
   * A printed keyword the deck statistics count (engine/deck/stats/keyword-odds.ts): the draw pile's cards printing one
   * of its keywords, and how many of them the cards set aside at setup are expected to hold (DM: S・トリガー in the
   * shields, engine/games/dm/shield-triggers.ts); absent where the game counts none.
   */
  countedKeyword?: CountedKeyword;
  /** Its card data: search fields, import columns, formats, sources (engine/games/<id>/card-data.ts). */
  cardData: CardData;
  /** How its cards are shown: list stat, colours, filters, sorts, custom card fields… (engine/games/<id>/presentation.ts). */
  presentation: GamePresentation;
  /** The start-of-game procedure as facts (engine/games/<id>/setup.ts). */
  setup: GameSetup;
  /** The zones of the play table, each seat's and the shared ones (engine/games/<id>/zones.ts). */
  zones: readonly ZoneDefinition[];
  /** Where the zones lie on the play table's board (engine/games/<id>/board-layout.ts). */
  board: BoardLayout;
  /** The turn structure and loss checks (engine/games/<id>/turns.ts). */
  turns?: TurnStructure;
  /**
   * The rule its cards are paid by, as the simulation counts castability (engine/sim/castability.ts,
   * docs/engine.md "Castability"); none where the rules build no resource out of the hand (ACG).
   */
  castability?: CastabilityRule;
  /** The game's own actions (engine/games/<id>/actions.ts): shield break, pitch, … as generic actions. */
  actions?: readonly GameActionDefinition[];
  /** The markers the game's actions and turn flow put on cards, named for the log and the table. */
  markers?: readonly CardTerm[];
  /** The counters players put on cards for what the rules count (FaB +1 power), named likewise; others go by their names. */
  counters?: readonly CardTerm[];
  /** The seat resources the game's actions and turn flow keep (FaB action points, NOVA limit level), named likewise. */
  resources?: readonly TableTerm[];
  /** Rule processing run after every action (engine/core/state.ts RuleProcess). */
  processes?: readonly RuleProcess[];
  /** The decisions its rules give a seat that is not acting (DM blockers and shield triggers), by kind. */
  decisions?: readonly DecisionDefinition[];
  /** What every move does to its cards (engine/core/structure.ts ZoneRules): DM summoning sickness, psychics' and GR creatures' homes. */
  zoneRules?: ZoneRules;
  /**
   * The match lengths the rules define (ACG 201-1 a game, 201-2 a match of three); other lengths are house formats.
   * `withDraws` says what the table does where the rules leave a match with drawn games undecided (engine/match).
   */
  match?: { bestOf: readonly number[]; rule: string; withDraws?: Localized };
  /** The house rules players may take for a match (engine/games/<id>/house-rules.ts); none when absent. */
  houseRules?: readonly HouseRule[];
  /**
   * The goldfish kill policy, where the game states one (DM: engine/games/dm/goldfish-kill.ts; `simulate --kill`):
   * given the start state of a table of one seat against a dummy (`startTable` with `dummy`, before its setup: the
   * cards in list order) and the turns to play, the games of that deck.
   */
  goldfishKill?: (start: GameState, turns: number) => KillGames;
}

/** Keywords counted as one (a keyword and its kin), with what the statistics call them and the rule that defines them. */
export interface CountedKeyword {
  keywords: readonly string[];
  label: Localized;
  rule: string;
}

/** One deck's kill games: `play` plays the game of `seed` (startTable's), and answers the own turn won on, or 0 for none. */
export interface KillGames {
  play(seed: number, first: boolean): number;
}

// ---------------------------------------------------------------------------------------------------------
// Game setup: the facts of each game's start-of-game procedure, each with the rule that states it. The deck
// statistics read them for draw odds; the playtest engine will run them.

/** A stat of the card in a deck section: FaB's hero intellect and life. */
export interface SectionStat {
  section: string;
  stat: string;
}

/** A number of cards: fixed, or a stat with the number to count when the deck's card does not give it. */
export type CardCount = number | (SectionStat & { fallback: number });

/**
 * Where a deck section other than the draw pile starts the game:
 * `pile` another face-down pile (ACG territory deck, DM super GR, NOVA character deck), `pool` a face-up zone
 * outside play (DM hyperspace), `inPlay` on the table (FaB hero, DM game-start set), `equipped` chosen and
 * equipped at the start, the rest kept as inventory (FaB arena-cards), `aside` out of the game (sideboards).
 */
export interface SectionStart {
  section: string;
  /** The zone its cards start in; null where the section stays off the table or the player picks the zones. */
  zone: string | null;
  start: 'pile' | 'pool' | 'inPlay' | 'equipped' | 'aside';
  shuffled: boolean;
  faceDown: boolean;
  rule: string;
  /** Where an `equipped` section's chosen cards are equipped (FaB 4.1.8), by their facts. */
  equip?: Equipping;
}

/**
 * A zone (or zones) a chosen card of an `equipped` section fits: the card's fact `fact` (a word or a list of words)
 * holds one of `values`. It goes into the first of `zones` still free; `fillsAll` takes every one of them (FaB 2H
 * weapons fill both weapon zones, 3.16.2a), the card lying in the first.
 */
export interface EquipSlot {
  fact: string;
  values: readonly string[];
  zones: readonly string[];
  fillsAll?: boolean;
  rule: string;
  /** What the pre-game choice calls zones shared by several pieces (FaB weapons); one zone goes by its own label. */
  label?: Localized;
}

/** How an `equipped` section's chosen cards are equipped: each by the first slot it fits, with the equipping rule. */
export interface Equipping {
  slots: readonly EquipSlot[];
  rule: string;
}

/** How the first player is chosen, and whether that happens only after the opening hands are dealt. */
export interface FirstPlayerChoice {
  /**
   * `randomPlayerChooses`: a player picked at random chooses who goes first; `rockPaperScissors`: the winner goes
   * first and cannot choose; `fairMethod`: any fair method, not further specified.
   */
  method: 'randomPlayerChooses' | 'rockPaperScissors' | 'fairMethod';
  /** In later games of a match the loser of the previous game chooses (null: the rules say nothing else). */
  laterGames: 'previousLoserChooses' | null;
  /**
   * After a drawn game: the player with fewer game wins in the match chooses, and with equal wins the players swap
   * (ACG 104.5, third case). Absent: the rules say nothing, and the next game is decided as the first was.
   */
  afterDraw?: { kind: 'fewerWinsChoosesElseSwap'; rule: string };
  /** True where shields and hands are dealt before the first player is known (DM 103.3 → 103.4). */
  afterOpeningHand: boolean;
  rule: string;
}

export type Mulligan =
  | { kind: 'none'; rule: string }
  | {
      /** Shuffle the whole hand back and draw a new one of the same size (NOVA 007.6.1.1). */
      kind: 'redraw';
      times: number;
      /** The first player decides first (NOVA 007.6.1.2). */
      firstPlayerDecidesFirst: boolean;
      /** When only the first player redraws, the second player takes the first turn (NOVA 007.6.1.2). */
      secondStartsIfOnlyFirstRedraws: boolean;
      /** The kind of decision (`GameDefinition.decisions`) that asks each seat at the table, first player first. */
      decision: string;
      rule: string;
    };

export interface GameSetup {
  /** The section shuffled into the pile players draw from. */
  drawPile: { section: string; zone: string; rule: string };
  /** The zone id of the hand: the opening hand and every draw go there. */
  hand: string;
  /** Every other section of the game, once each. */
  otherSections: readonly SectionStart[];
  /**
   * Where the cards of a seat's card-pool that are not in the game lie, seen by their owner only (FaB 4.1.6): those
   * it did not choose for the game and the pieces no equipment zone was left for. None: they stay off the table.
   */
  inventory?: { zone: string; rule: string };
  /**
   * Life each player starts with; `amount` null where the game has no life total (DM: shields). `floor`: the least a
   * life total can be, a change past it stopping there (ACG 207-4c: never below 0); none where life goes below 0.
   */
  life: { amount: number | SectionStat | null; rule: string; floor?: { at: number; rule: string } };
  /** Seat resources other than life that every player starts with (NOVA 005.5.2: limit level 1); none when absent. */
  resources?: readonly { name: string; value: number; rule: string }[];
  /** Cards put face down from the top of the draw pile before the hand is drawn (DM shields), or null. */
  setAside: { count: number; as: string; rule: string } | null;
  /** The opening hand: `upTo` draws until the hand holds `count` (cards an effect already put there count). */
  openingHand: { count: CardCount; upTo: boolean; rule: string };
  /**
   * Cards each player must put from the opening hand on the bottom of the draw pile, first player first (ACG), chosen
   * at the table by a decision of the kind `decision` (`GameDefinition.decisions`).
   */
  bottomAfterOpening: { count: number; decision: string; rule: string } | null;
  mulligan: Mulligan;
  firstPlayer: FirstPlayerChoice;
  /**
   * The turn's draw: `count` cards (`upTo`: until the hand holds that many), before the main phase or at the end
   * of the turn (FaB). `firstTurn` says what the game's first turn changes: the first player skips the draw, or
   * every player draws (FaB 4.4.3f).
   */
  turnDraw: {
    count: CardCount;
    upTo: boolean;
    timing: 'beforeMain' | 'endOfTurn';
    rule: string;
    firstTurn: { change: 'firstPlayerSkips' | 'allPlayersDraw'; rule: string } | null;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Castability: what the simulation kernel (engine/sim/castability.ts) needs of a game's resource rule. The game reads
// its own cards with its own rules code (DM mana.ts, PMV play.ts, FaB play.ts); the kernel only counts.

/**
 * How a game pays for a card out of the hand:
 * - `charge`: one hand card a turn goes into a zone where it pays for later cards (DM mana charge 503.2, PMV node set
 *   1.8.2, NOVA energy set 906.1); a card is castable on turn t when some way of charging one card a turn on turns
 *   1..t, never the copy to be cast, leaves resources that pay its cost;
 * - `pitch`: the other cards of the same turn's hand pay (FaB pitch 1.14.3); castable by turn t when castable on some
 *   turn up to t.
 */
export interface CastabilityRule {
  kind: 'charge' | 'pitch';
  /** The rule that says how a cost is paid, as the docs and the results cite it. */
  rule: string;
  /** The colours a resource may give and a cost may ask for (DM civilizations), bit i of a mask for colours[i]; at most 8. */
  colours: readonly string[];
  /** What one card of the seat gives and needs, read from the table's start state (`card` is its table id). */
  card(state: GameState, card: string): CastingCard;
}

/** A card as castability counts it. */
export interface CastingCard {
  /**
   * What it gives once charged or pitched: the colours it may pay as a mask of `colours` (one colour a card, DM 112.2a),
   * the amount (DM mana number 107.2, FaB pitch value), and whether it pays on the turn it is charged (a multicolour DM
   * card enters the mana zone tapped, 405.1). A card giving 0 pays no colour either.
   */
  gives: { colours: number; amount: number; ready: boolean };
  /** The ways to pay for it, any one enough (a DM twinpact's halves, 810.3); none where the table knows no cost. */
  needs: readonly CastingNeed[];
}

/** One way to pay for a card. */
export interface CastingNeed {
  /** The amount to pay. */
  amount: number;
  /** The colours to pay, each by a resource card of its own (DM 112.2a; NOVA 赤2 twice), as indexes of `colours`. */
  colours: readonly number[];
  /** The resource cards the player must have, paying or not (PMV 必要ノード, 5.2.2.c); 0 for none. */
  count: number;
}
