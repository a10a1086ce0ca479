/**
 * What a game action takes, declared as data (docs/engine.md "Declaring an action"): its parameters, where the table
 * offers it and what a double-click on a card does with it. The engine checks every argument against these
 * declarations before the action's `expand` runs (arguments.ts), and the table builds its menus, prompts and
 * double-clicks from them (they travel with the table's rules, api/contract.ts TableRulesInfo).
 */
import type { Localized } from '../localized';

/**
 * The rule that limits where a card may come from: a breach of it warns or refuses as the table's mode says
 * (engine/core/rule-checks.ts `breach`), or, `absolute`, is refused in every mode.
 */
export interface ZoneRule {
  rule: string;
  message: Localized;
  absolute?: boolean;
}

/**
 * One card by id (`args[name]`). `from`: the zones the table offers the action on a card in; `own`: only the acting
 * seat's zones (in a shared zone, a card it owns); `check`: the rule that allows only those zones, when the engine
 * holds the card to them (a card lying under another card lies in no zone).
 */
export interface CardParameter {
  kind: 'card';
  name: string;
  /** How the table asks for a card that is not the one the action is offered on (the creature to attack). */
  label?: Localized;
  from: readonly string[];
  own?: boolean;
  check?: ZoneRule;
}

/**
 * At least one card by id, none twice and none the action's card (`args[card]`); the table sends the selected cards.
 * `label` names them in the refusal; `check` holds every one to the zones of `from` (of any seat, or with `own` the
 * acting seat's). With `optional` it may be left out, an empty list meaning the same: the action works it out (DM:
 * the mana a summon taps). With `ask`, the table asks the player to tick them under `label` when none are selected:
 * always, or with `overResource` only when the action's card costs more than the seat has of that resource (FaB: the
 * cards pitched to pay a cost the resource points do not cover).
 */
export interface CardsParameter {
  kind: 'cards';
  name: string;
  label: Localized;
  card: string;
  from: readonly string[];
  own?: boolean;
  optional?: boolean;
  ask?: { overResource?: string };
  check?: ZoneRule;
}

/**
 * A whole number of at least `min`. Left out, it takes `default`, or with `optional` the action works it out (from
 * the card, say); otherwise it must be given. The table asks the player for it under `label` — a `secondary` one only
 * when it asks for something else too (FaB: a cost other than the card's, beside the cards to pitch).
 */
export interface NumberParameter {
  kind: 'number';
  name: string;
  label: Localized;
  min: number;
  default?: number;
  optional?: boolean;
  secondary?: boolean;
}

/** A seat; left out, the next one (the opponent at a two-player table). The table gives the seat of the zone it is offered on. */
export interface SeatParameter {
  kind: 'seat';
  name: string;
}

/** Every card of the acting seat's `zone`, each once, in an order the player chooses; the table sends the zone as it lies. */
export interface OrderParameter {
  kind: 'order';
  name: string;
  label: Localized;
  zone: string;
}

/**
 * Places in the `zone` of the seat `seat` names (indices, top first), optional; choosing one twice breaks `distinct`.
 * `label` names one card of the zone in the refusals. A double-click sends the clicked card's place.
 */
export interface PositionsParameter {
  kind: 'positions';
  name: string;
  label: Localized;
  zone: string;
  seat: string;
  distinct: string;
}

/**
 * One of `options`, or left out: the action's own choice. The table asks under `label` (the action's default offered
 * first), naming each option by `optionLabels`.
 */
export interface ChoiceParameter {
  kind: 'choice';
  name: string;
  label?: Localized;
  options: readonly string[];
  optionLabels?: Readonly<Record<string, Localized>>;
}

export type ActionParameter = CardParameter | CardsParameter | NumberParameter | SeatParameter | OrderParameter | PositionsParameter | ChoiceParameter;

/**
 * The cards something applies to, by the card database's facts (any face's): a card of one of `kinds` and none of
 * `unlessKinds`, of one of `subtypes`, printing one of `keywords`, with a value for `stat`. Each part left out asks nothing. The table offers
 * a card's action only where it applies (DM: 召喚 on a creature, 呪文を唱える on a spell), and a card whose facts it does
 * not know yet gets every action.
 */
export interface CardApplicability {
  kinds?: readonly string[];
  unlessKinds?: readonly string[];
  subtypes?: readonly string[];
  keywords?: readonly string[];
  stat?: string;
}

/**
 * The action a double-click on a card in `zone` does. With `kinds` (card kinds of the card database), only for a card
 * of one of those kinds and none of `unlessKinds`, and before the actions without `kinds` for the same zone (DM: a
 * spell is cast, any other card summoned).
 */
export interface PrimaryUse extends Pick<CardApplicability, 'kinds' | 'unlessKinds'> {
  zone: string;
}

/** A game action as the table sees it: what it is, what it takes and where it is offered. */
export interface GameActionDeclaration {
  id: string;
  label: Localized;
  rule: string;
  /** Its arguments, checked in this order before `expand`; none when it takes none. */
  parameters?: readonly ActionParameter[];
  /**
   * Where the table offers it: on a card in one of its card parameter's `from` zones; else on the menu of `zone`
   * (whose seat goes to its seat parameter); else on the table's own menu.
   */
  zone?: string;
  primary?: PrimaryUse;
  /** The cards it is offered on, where not every card of its card parameter's zones (CardApplicability). */
  appliesTo?: CardApplicability;
  /**
   * `turnBar`: also a button in the turn bar while `zone` holds cards (FaB: Pass while the combat chain is open);
   * `rules`: never offered, the rules do it (FaB: the chain closing as the action phase ends); `decision`: the answer
   * to a decision (DecisionDefinition `answers`), offered on a card only while an open decision of the seat offers it
   * (DM: ブロックする on a blocker the block decision offers, S・トリガーを使う on a shield just broken).
   */
  offer?: 'turnBar' | 'rules' | 'decision';
}
