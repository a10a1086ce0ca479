/**
 * The table's context menus: every generic action for a card or a zone, and the game's own actions where they apply
 * (labels from the game, in the interface language). Items send actions through `act`; those that need a number, a
 * name, a card to pick or a choice ask for it first.
 */
import type { CardView, GameActionDeclaration, TableAction, TableSnapshot, TableZoneInfo, ZoneView } from '../../api/contract';
import type { GameActionArgs } from '../../engine/core/actions';
import type { ChoiceParameter } from '../../engine/core/parameters';
import type { TableTerm } from '../../engine/core/structure';
import { pick, t } from '../i18n/index.svelte';
import type { MenuItem } from './context-menu';
import { askedCardLists, askedCards, askedChoices, askedNumbers, cardCandidates, cardGameActions, cardListCandidates, gameAction, tableArguments, zoneGameActions, type CardPlace, type KindsOf } from './table-actions';

/** One option of a `choice` field: the value sent ('' leaves the argument out) and what it reads. */
export interface AskOption {
  value: string;
  label: string;
}

/** A field of the small dialog that asks for what an action needs. */
export interface AskField {
  name: string;
  label: string;
  /** `choice`: one of `options`, as radio buttons; `cards`: any of them, as check boxes (an answer lists their values). */
  kind: 'number' | 'text' | 'choice' | 'cards';
  initial: number | string;
  min?: number;
  options?: AskOption[];
  /** May be left empty (then left out). */
  optional: boolean;
}

export type Answers = Record<string, number | string | string[] | undefined>;

export type ViewMode = 'view' | 'search' | 'look';

export interface MenuContext {
  snapshot: TableSnapshot;
  /** The acting seat. */
  seat: number;
  act(action: TableAction): void;
  /** Asks for `fields`; null when the player cancels. */
  ask(title: string, fields: AskField[]): Promise<Answers | null>;
  /** Opens the zone viewer. */
  view(zone: ZoneView, mode: ViewMode): void;
  /** The selected card ids. */
  selection(): string[];
  toggleStack(id: string): void;
  /** A card key's kinds, once the card database answered, and the game's card kinds (which choices to ask). */
  kindsOf: KindsOf;
  cardKinds: readonly string[];
  /** A card key's cost, once the card database answered (whether to ask for what pays it). */
  costOf(key: string): number | null | undefined;
  /** A card as a list of cards to tick names it: its name and the game's list stat (FaB `⬤ 3`, the pitch). */
  cardLabel(card: CardView): string;
}

/** The counter a card's menu adds when it has none of its own. */
export const DEFAULT_COUNTER = '+1';

/** A marker's name: its term, or its family's (`equipped:weapon1` → the family's label and the zone's). */
export function markerLabel(markers: readonly TableTerm[], zones: readonly TableZoneInfo[], marker: string): string {
  const exact = markers.find((term) => term.id === marker);
  if (exact) return pick(exact.label);
  const family = markers.find((term) => term.id.endsWith(':') && marker.startsWith(term.id));
  if (!family) return marker;
  const rest = marker.slice(family.id.length);
  const zone = zones.find((candidate) => candidate.id === rest);
  return `${pick(family.label)}: ${zone ? pick(zone.label) : rest}`;
}

export const zoneInfo = (snapshot: TableSnapshot, id: string): TableZoneInfo => snapshot.rules.zones.find((zone) => zone.id === id)!;

/** Whether the acting seat may look through a zone's cards (public, or its own private zone). */
export function maySee(info: TableZoneInfo, zone: ZoneView, seat: number): boolean {
  return info.visibility === 'public' || (info.visibility === 'owner' && zone.seat === seat);
}

/** A choice's options as the table offers them: the action's own choice first (the argument left out), then each by its label. */
export function choiceOptions(choice: ChoiceParameter): AskOption[] {
  return [{ value: '', label: t('table.args.actionChooses') }, ...choice.options.map((option) => ({ value: option, label: choice.optionLabels?.[option] ? pick(choice.optionLabels[option]) : option }))];
}

/** Cards to pick between by name, tapped ones said so; a name that repeats is numbered in the order the cards lie. */
function cardOptions(cards: readonly CardView[]): AskOption[] {
  const labels = cards.map((card) => (card.tapped ? t('table.args.tappedCard', { name: card.name ?? '' }) : (card.name ?? '')));
  return cards.map((card, index) => {
    const same = labels.filter((label) => label === labels[index]).length;
    const nth = labels.slice(0, index + 1).filter((label) => label === labels[index]).length;
    return { value: card.id!, label: same > 1 ? `${labels[index]} (${nth})` : labels[index]! };
  });
}

/** The key of the card an action is run on, where the seat knows it. */
const keyOf = (snapshot: TableSnapshot, card: string | null): string | null =>
  card === null ? null : (snapshot.view.zones.flatMap((zone) => zone.cards).find((candidate) => candidate.id === card)?.key ?? null);

/**
 * Runs one of the game's actions: the arguments the table fills in, then what it asks the player for in one dialog —
 * the numbers, a card to pick (the creature to attack), the cards to pay with and the choices that matter for the card.
 * `preset`: arguments already given (a decision panel's choices, which it asks beside each offer: `askChoices` false).
 */
export async function runGameAction(
  context: MenuContext,
  action: GameActionDeclaration,
  card: string | null,
  zone: ZoneView | null,
  preset: GameActionArgs = {},
  askChoices = true,
): Promise<void> {
  const { snapshot, seat } = context;
  const args = { ...tableArguments(action, { seat, view: snapshot.view, card, zone, index: null, selection: context.selection() }), ...preset };
  const key = keyOf(snapshot, card);
  const resources = snapshot.view.seats[seat]?.resources ?? {};
  const lists = askedCardLists(action, args, key === null ? undefined : context.costOf(key), resources).map(
    (parameter): AskField => ({
      name: parameter.name,
      label: pick(parameter.label),
      kind: 'cards',
      initial: '',
      options: cardListCandidates(parameter, snapshot.view, seat, card).map((each) => ({ value: each.id!, label: context.cardLabel(each) })),
      optional: true,
    }),
  );
  const fields: AskField[] = [
    ...askedCards(action).map((parameter): AskField => {
      const options = cardOptions(cardCandidates(parameter, snapshot.view, seat));
      return { name: parameter.name, label: pick(parameter.label!), kind: 'choice', initial: options[0]?.value ?? '', options, optional: false };
    }),
    ...lists,
    ...askedNumbers(action, lists.length > 0 || askedCards(action).length > 0).map((number): AskField => ({
      name: number.name,
      label: pick(number.label),
      kind: 'number',
      initial: number.optional ? '' : (number.default ?? number.min),
      min: number.min,
      optional: number.optional ?? false,
    })),
    ...(askChoices ? askedChoices(action, key === null ? undefined : context.kindsOf(key), context.cardKinds) : []).map(
      (choice): AskField => ({ name: choice.name, label: pick(choice.label!), kind: 'choice', initial: '', options: choiceOptions(choice), optional: true }),
    ),
  ].filter((field) => preset[field.name] === undefined);
  if (fields.length > 0) {
    const answers = await context.ask(pick(action.label), fields);
    if (!answers) return;
    // An empty list of cards is no answer: the action works it out.
    for (const [name, value] of Object.entries(answers)) if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) args[name] = value;
  }
  context.act(gameAction(seat, action.id, args));
}

function gameItems(context: MenuContext, actions: GameActionDeclaration[], card: string | null, zone: ZoneView | null): MenuItem[] {
  // An action that asks for a card of which there is none (no creature to attack) is shown, not offered.
  const unanswerable = (action: GameActionDeclaration) => askedCards(action).some((parameter) => cardCandidates(parameter, context.snapshot.view, context.seat).length === 0);
  return actions.map((action) => ({ label: pick(action.label), disabled: unanswerable(action), onselect: () => runGameAction(context, action, card, zone) }));
}

const sep = (items: MenuItem[]): MenuItem[] => (items.length > 0 ? [{ separator: true }, ...items] : []);

/** Moves to every other zone of the card owner's side and the table's: top and bottom of ordered zones. */
function moveItems(context: MenuContext, place: CardPlace, cards: string[]): MenuItem[] {
  const { seat, snapshot } = context;
  const owner = place.card.owner;
  return snapshot.rules.zones.flatMap((info): MenuItem[] => {
    const zoneSeat = info.owner === 'shared' ? null : owner;
    if (info.id === place.zone.zone && zoneSeat === place.zone.seat && !info.ordered) return [];
    const to = zoneSeat === null ? { zone: info.id } : { zone: info.id, seat: zoneSeat };
    const move = (position: 'top' | 'bottom'): TableAction =>
      cards.length === 1
        ? { type: 'move', seat, card: cards[0]!, to: { ...to, position } }
        : { type: 'moveCards', seat, cards, to: { ...to, position } };
    const name = pick(info.label);
    if (!info.ordered) return [{ label: t('table.menu.moveTo', { zone: name }), onselect: () => context.act(move('top')) }];
    return [
      { label: t('table.menu.moveToTop', { zone: name }), onselect: () => context.act(move('top')) },
      { label: t('table.menu.moveToBottom', { zone: name }), onselect: () => context.act(move('bottom')) },
    ];
  });
}

/** The menu of a card: its own actions, the game's actions for it where it lies, and moves. */
export function cardMenu(context: MenuContext, place: CardPlace): MenuItem[] {
  const { seat, snapshot } = context;
  const { card, zone } = place;
  const info = zoneInfo(snapshot, zone.zone);
  if (card.id === null) return zoneMenu(context, zone);
  const id = card.id;
  const selection = context.selection();
  const cards = selection.includes(id) ? selection : [id];
  const items: MenuItem[] = [
    { label: t(card.tapped ? 'table.menu.untap' : 'table.menu.tap'), onselect: () => context.act({ type: 'tap', seat, card: id, tapped: !card.tapped }) },
    { label: t(card.faceDown ? 'table.menu.faceUp' : 'table.menu.faceDown'), onselect: () => context.act({ type: 'flip', seat, card: id }) },
  ];
  if (info.visibility !== 'public' || card.faceDown) items.push({ label: t('table.menu.reveal'), onselect: () => context.act({ type: 'reveal', seat, cards }) });
  // The plain +1, the game's named counters (FaB +1 power), and whatever else the card carries.
  const counters = new Set([DEFAULT_COUNTER, ...snapshot.rules.counters.map((term) => term.id), ...Object.keys(card.counters)]);
  for (const counter of counters) {
    const term = snapshot.rules.counters.find((candidate) => candidate.id === counter);
    const name = term ? pick(term.label) : counter;
    items.push({ label: t('table.menu.counterAdd', { name }), onselect: () => context.act({ type: 'counter', seat, card: id, name: counter, delta: 1 }) });
    if (card.counters[counter]) items.push({ label: t('table.menu.counterRemove', { name }), onselect: () => context.act({ type: 'counter', seat, card: id, name: counter, delta: -1 }) });
  }
  const markers = [...snapshot.rules.markers.filter((term) => !term.id.endsWith(':')).map((term) => term.id), ...card.markers];
  for (const marker of new Set(markers)) {
    const on = card.markers.includes(marker);
    const name = markerLabel(snapshot.rules.markers, snapshot.rules.zones, marker);
    items.push({ label: t(on ? 'table.menu.markerOff' : 'table.menu.markerOn', { marker: name }), onselect: () => context.act({ type: 'marker', seat, card: id, marker, on: !on }) });
  }
  if (card.attached.length > 0) items.push({ label: t('table.menu.stack', { count: card.attached.length }), onselect: () => context.toggleStack(id) });
  return [
    ...items,
    ...sep(gameItems(context, cardGameActions(snapshot.rules.actions, zone.zone), id, zone)),
    ...sep(moveItems(context, place, cards)),
  ];
}

/** The menu of a zone: look through it, draw, shuffle, look at the top, search, untap all, create a token, the game's. */
export function zoneMenu(context: MenuContext, zone: ZoneView): MenuItem[] {
  const { seat, snapshot } = context;
  const info = zoneInfo(snapshot, zone.zone);
  const target = zone.seat === null ? { zone: zone.zone } : { zone: zone.zone, seat: zone.seat };
  const items: MenuItem[] = [];
  if (maySee(info, zone, seat)) items.push({ label: t('table.menu.view'), onselect: () => context.view(zone, 'view'), disabled: zone.count === 0 });
  if (zone.zone === snapshot.rules.drawPile && zone.seat === seat) items.push({ label: t('table.menu.draw'), onselect: () => context.act({ type: 'draw', seat, count: 1 }) });
  if (info.ordered) {
    items.push({ label: t('table.menu.shuffle'), onselect: () => context.act({ type: 'shuffle', seat, zone: target }) });
    if (info.visibility !== 'public') {
      items.push({
        label: t('table.menu.look'),
        disabled: zone.count === 0,
        onselect: async () => {
          const answers = await context.ask(t('table.menu.look'), [{ name: 'count', label: t('table.args.count'), kind: 'number', initial: 3, min: 1, optional: false }]);
          const count = Number(answers?.count);
          if (!answers || !Number.isInteger(count) || count < 1) return;
          context.act({ type: 'look', seat, zone: target, count });
          context.view(zone, 'look');
        },
      });
    }
  }
  if (zone.seat === seat || zone.seat === null) items.push({ label: t('table.menu.search'), onselect: () => context.view(zone, 'search'), disabled: zone.count === 0 });
  if (snapshot.rules.board.tappable.includes(zone.zone)) items.push({ label: t('table.menu.untapAll'), onselect: () => context.act({ type: 'tapAll', seat, zone: target, tapped: false }) });
  if (info.visibility === 'public') {
    items.push({
      label: t('table.menu.createToken'),
      onselect: async () => {
        const answers = await context.ask(t('table.menu.createToken'), [{ name: 'name', label: t('table.args.tokenName'), kind: 'text', initial: t('table.tokenName'), optional: false }]);
        const name = String(answers?.name ?? '').trim();
        if (!answers || !name) return;
        context.act({ type: 'create', seat, key: `token:${name}`, name, token: true, to: target });
      },
    });
  }
  return [...items, ...sep(gameItems(context, zoneGameActions(snapshot.rules.actions, zone.zone), null, zone))];
}

/** The menu of the table itself: the game's actions that belong to no zone. */
export function boardMenu(context: MenuContext): MenuItem[] {
  const { snapshot, seat } = context;
  return [
    { label: t('table.menu.draw'), onselect: () => context.act({ type: 'draw', seat, count: 1 }) },
    { label: t('table.menu.untapAllMine'), onselect: () => untapAll(context) },
    ...sep(gameItems(context, zoneGameActions(snapshot.rules.actions, null), null, null)),
  ];
}

/**
 * Untaps the acting seat's cards in play: a tapAll per zone of its own that has tapped cards; in a shared zone (DM
 * battle zone) its own cards one by one, since tapAll would untap the other seat's too.
 */
export function untapAll(context: Pick<MenuContext, 'snapshot' | 'seat' | 'act'>): void {
  const { snapshot, seat } = context;
  for (const zone of snapshot.view.zones) {
    if (!snapshot.rules.board.tappable.includes(zone.zone)) continue;
    if (zone.seat === null) {
      for (const card of zone.cards) if (card.tapped && card.owner === seat && card.id) context.act({ type: 'tap', seat, card: card.id, tapped: false });
    } else if (zone.seat === seat && zone.cards.some((card) => card.tapped)) {
      context.act({ type: 'tapAll', seat, zone: { zone: zone.zone, seat }, tapped: false });
    }
  }
}

/** A card's place by id in a snapshot (for menus opened on a card element). */
export function placeOf(snapshot: TableSnapshot, zoneKey: string, index: number): CardPlace | null {
  const zone = snapshot.view.zones.find((candidate) => candidate.key === zoneKey);
  const card: CardView | undefined = zone?.cards[index];
  return zone && card ? { card, zone, index } : null;
}
