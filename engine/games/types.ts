import type { GameActionDefinition, RuleProcess } from '../core/actions';
import type { Construction } from '../deck/construction';

/** Identifiers of the five supported games. Fixed: decks, databases and files store them. */
export const GAME_IDS = ['acg', 'pmv', 'nova', 'dm', 'fab'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A text in both languages the app ships in. */
export interface Localized {
  ja: string;
  en: string;
}

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

/**
 * A zone of the play table (docs/architecture.md §3). `seat`: every seat has its own (hand, deck); `shared`: one for the table
 * (FaB combat chain). Visibility: `public` everyone sees the faces; `owner` only the owning seat does (hand);
 * `hidden` nobody does, owner included (deck, DM shields), until a card is turned or looked at.
 */
export interface ZoneDefinition {
  id: string;
  label: Localized;
  owner: 'seat' | 'shared';
  visibility: 'public' | 'owner' | 'hidden';
  /** Order is part of the zone (a deck, a pile): actions say top, bottom or position. */
  ordered: boolean;
  /** The most cards it may hold (FaB arsenal 1), or null. */
  capacity: number | null;
  /** Cards put there enter face down unless the action says otherwise (DM shields, mana of some games: no). */
  faceDown: boolean;
  /** The comprehensive-rules reference that defines the zone. */
  rule: string;
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
  /** The start-of-game procedure as facts (engine/games/<id>/setup.ts). */
  setup: GameSetup;
  /** The zones of the play table, each seat's and the shared ones (engine/games/<id>/zones.ts). */
  zones: readonly ZoneDefinition[];
  /** The turn structure and loss checks (engine/games/<id>/turns.ts). */
  turns?: TurnStructure;
  /** The game's own actions (engine/games/<id>/actions.ts): shield break, pitch, … as generic actions. */
  actions?: readonly GameActionDefinition[];
  /** The markers the game's actions and turn flow put on cards, named for the log and the table. */
  markers?: readonly TableTerm[];
  /** The seat resources the game's actions and turn flow keep (FaB action points, NOVA limit level), named likewise. */
  resources?: readonly TableTerm[];
  /** Rule processing run after every action (engine/core/actions.ts RuleProcess). */
  processes?: readonly RuleProcess[];
  /** The match lengths the rules define (ACG 201-1 a game, 201-2 a match of three); other lengths are house formats. */
  match?: { bestOf: readonly number[]; rule: string };
}

/**
 * A marker the rules track on a card (DM summoning sickness, ACG action standby) or a seat resource (FaB action points),
 * with the rule that defines it. A marker id ending in `:` names a family: `equipped:weapon1` reads as its label and
 * the zone's.
 */
export interface TableTerm {
  id: string;
  label: Localized;
  rule: string;
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
      rule: string;
    };

export interface GameSetup {
  /** The section shuffled into the pile players draw from. */
  drawPile: { section: string; zone: string; rule: string };
  /** The zone id of the hand: the opening hand and every draw go there. */
  hand: string;
  /** Every other section of the game, once each. */
  otherSections: readonly SectionStart[];
  /** Life each player starts with; `amount` null where the game has no life total (DM: shields). */
  life: { amount: number | SectionStat | null; rule: string };
  /** Seat resources other than life that every player starts with (NOVA 005.5.2: limit level 1); none when absent. */
  resources?: readonly { name: string; value: number; rule: string }[];
  /** Cards put face down from the top of the draw pile before the hand is drawn (DM shields), or null. */
  setAside: { count: number; as: string; rule: string } | null;
  /** The opening hand: `upTo` draws until the hand holds `count` (cards an effect already put there count). */
  openingHand: { count: CardCount; upTo: boolean; rule: string };
  /** Cards each player must put from the opening hand on the bottom of the draw pile, first player first (ACG). */
  bottomAfterOpening: { count: number; rule: string } | null;
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
// Turn structure: the steps of a turn in order, with the automatic work `advance` (engine/core/apply.ts) does on
// entering each, as data with the rule that asks for it. Who a work concerns: `active` the turn player, `all` every
// seat (FaB 4.4.3c: every player's pitch zone goes to the bottom of their deck).

export type WorkSeats = 'active' | 'all';

export type StepWork =
  /** The seats' cards in these zones untap (shared zones: the cards they own). */
  | { kind: 'untap'; zones: readonly string[]; seats: WorkSeats; rule: string }
  /** The game's turn draw as `setup.turnDraw` states it (count or up to a count, first-turn change). */
  | { kind: 'turnDraw' }
  /** The seats' face-down cards in these zones turn face up (ACG 1002.1a dawn). */
  | { kind: 'faceUp'; zones: readonly string[]; seats: WorkSeats; rule: string }
  /** The marker comes off the seats' cards in these zones (ACG 1002.1c action standby). */
  | { kind: 'clearMarker'; zones: readonly string[]; marker: string; seats: WorkSeats; rule: string }
  /** The named counter comes off every card in these zones of the seats (damage: PMV 4.3.1a, NOVA 407.5). */
  | { kind: 'clearCounter'; zones: readonly string[]; counter: string; seats: WorkSeats; rule: string }
  /** The top `count` cards of `from`, when there are any, go to `to` (ACG 1004.1b territory into the realm). */
  | { kind: 'moveTop'; from: string; to: string; count: number; seats: WorkSeats; rule: string }
  /** Every card of `from` goes to `to` at the top or bottom, in their current order (FaB 4.4.3c pitch → deck). */
  | { kind: 'moveAll'; from: string; to: string; position: 'top' | 'bottom'; seats: WorkSeats; rule: string }
  /** A seat resource is set to `value` (FaB 4.3.2 one action point; 4.4.3e action and resource points to 0). */
  | { kind: 'setResource'; name: string; value: number; seats: WorkSeats; rule: string }
  /**
   * The turn player must bring the hand down to `max` (ACG 6, PMV 7, NOVA 7), choosing the cards: entering the step
   * says how many are due; leaving it with more in hand warns (assisted) or is refused (strict).
   */
  | { kind: 'handLimit'; max: number; to: string; rule: string };

export interface TurnStep {
  id: string;
  label: Localized;
  work: readonly StepWork[];
  rule: string;
}

/**
 * A move the turn player may make a limited number of times per turn (DM mana charge: hand → mana zone once). Moves
 * of the turn player's own cards from `from` to `to` count; past `perTurn`, assisted mode warns and strict refuses.
 */
export interface TurnAllowance {
  id: string;
  label: Localized;
  from: string;
  to: string;
  perTurn: number;
  rule: string;
}

/** A state the rules make a player lose in, checked after every action (the game's state-based checks). */
export type LossCheck =
  /** Life at or below `atOrBelow` (FaB, ACG, NOVA: 0; PMV: ≤ 0). */
  | { kind: 'life'; atOrBelow: number; rule: string }
  /** The seat's zone is empty (DM 104.2b: no cards in the deck). */
  | { kind: 'emptyZone'; zone: string; rule: string };

export interface TurnStructure {
  /** In order; after the last one the next seat's turn begins at the first. */
  steps: readonly TurnStep[];
  /** The step where the turn player plays their cards: what "by the main phase of turn N" means (simulation). */
  mainStep: string;
  allowances: readonly TurnAllowance[];
  /** The rule by which a player who must draw more cards than the draw pile holds loses, or null (FaB: no loss). */
  emptyDrawLoses: string | null;
  /** The states that make a player lose, checked after every action. */
  losses: readonly LossCheck[];
  /**
   * Who loses when every seat meets a loss check at once: the turn player (ACG 1206.1's example), the seat whose action
   * caused it (NOVA 003.2.4); absent, all of them, a draw.
   */
  simultaneousLoss?: { loser: 'turnPlayer' | 'actingSeat'; rule: string };
}
