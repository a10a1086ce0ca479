/**
 * How a deck section's rows are laid out on screen: grouped by kind, cost or colour (civilization, pitch), and
 * ordered within each group. Pure, so the editor's sections and their tests share it.
 */
import type { CardSummary, DeckLine, GameId, GameInfo, Locale } from '../../api/contract';
import { kindLabel, printedNumber } from './card-display';
import { DM_CIVILIZATIONS, FAB_PITCH, NOVA_COLORS } from './palette';

/** How a section's rows are grouped. */
export type GroupBy = 'none' | 'kind' | 'cost' | 'color';
/** How rows are ordered within a group; `added` keeps the order the player added them in. */
export type SortBy = 'added' | 'cost' | 'name' | 'copies';

export const SORTS: readonly SortBy[] = ['added', 'cost', 'name', 'copies'];

/** The groupings that mean something for a game: ACG and PMV cards carry no colour to group by. */
export function groupings(game: GameId): GroupBy[] {
  return game === 'acg' || game === 'pmv' ? ['none', 'kind', 'cost'] : ['none', 'kind', 'cost', 'color'];
}

/** The words a card's colour group is named by: DM civilizations, FaB pitch colour, NOVA colour. */
export function colourWords(game: GameId, card: CardSummary): string[] {
  const stats = card.stats;
  if (game === 'dm') return (stats.civs as string[] | undefined) ?? [];
  if ((game === 'fab' || game === 'nova') && typeof stats.color === 'string') return [stats.color];
  return [];
}

/** Each game's colours in its own order (DM 光 水 闇 火 自然, FaB red yellow blue). */
const COLOUR_ORDER: Partial<Record<GameId, readonly string[]>> = {
  dm: Object.keys(DM_CIVILIZATIONS),
  fab: Object.keys(FAB_PITCH),
  nova: Object.keys(NOVA_COLORS),
};

/** Single colours first in the game's order, then multicolour groups the same way. */
function compareColours(game: GameId, a: string, b: string): number {
  const order = COLOUR_ORDER[game] ?? [];
  const ranks = (id: string) => id.split('/').map((word) => (order.includes(word) ? order.indexOf(word) : order.length));
  const [left, right] = [ranks(a), ranks(b)];
  if (left.length !== right.length) return left.length - right.length;
  const differs = left.findIndex((rank, i) => rank !== right[i]);
  return differs < 0 ? 0 : left[differs]! - right[differs]!;
}

export interface RowGroup {
  /** '' for the one unnamed group when not grouping. */
  id: string;
  label: string;
  lines: DeckLine[];
}

export interface GroupLabels {
  unknown: string;
  noCost: string;
  cost: (cost: string) => string;
}

/** Rows in groups, each group's rows in the order asked for; groups by cost in rising cost, others by name. */
export function groupRows(
  lines: readonly DeckLine[],
  { game, groupBy, sortBy, cardOf, locale, labels }: {
    game: GameInfo;
    groupBy: GroupBy;
    sortBy: SortBy;
    cardOf: (key: string) => CardSummary | undefined;
    locale: Locale;
    labels: GroupLabels;
  },
): RowGroup[] {
  const costOf = (line: DeckLine) => cardOf(line.key)?.cost ?? Infinity;
  const byName = (a: DeckLine, b: DeckLine) => a.name.localeCompare(b.name, locale);
  const order: Record<SortBy, ((a: DeckLine, b: DeckLine) => number) | null> = {
    added: null,
    cost: (a, b) => costOf(a) - costOf(b) || byName(a, b),
    name: byName,
    copies: (a, b) => b.count - a.count || byName(a, b),
  };
  const sort = (rows: DeckLine[]) => (order[sortBy] ? rows.sort(order[sortBy]) : rows);

  if (groupBy === 'none') return [{ id: '', label: '', lines: sort([...lines]) }];

  const groupOf = (line: DeckLine): { id: string; label: string } => {
    const card = cardOf(line.key);
    if (groupBy === 'kind') {
      const kind = card?.kinds[0] ?? '';
      return { id: kind, label: kind ? kindLabel(game.cardKinds, kind, locale) : labels.unknown };
    }
    if (groupBy === 'cost') {
      const cost = card ? printedNumber(card.cost, card.costText) : '';
      return { id: cost, label: cost === '' ? labels.noCost : labels.cost(cost) };
    }
    const id = card ? colourWords(game.id, card).join('/') : '';
    return { id, label: id || labels.unknown };
  };
  const byGroup: Record<string, RowGroup> = {};
  for (const line of lines) {
    const group = groupOf(line);
    (byGroup[group.id] ??= { ...group, lines: [] }).lines.push(line);
  }
  // Cost groups rise by cost, colours follow the game's order, kinds read alphabetically; "other" comes last.
  const rank = (group: RowGroup) => (groupBy === 'cost' ? (group.id === '' ? Infinity : Number(group.id) || 0) : 0);
  const groups = Object.values(byGroup).sort(
    (a, b) =>
      Number(a.id === '') - Number(b.id === '') ||
      rank(a) - rank(b) ||
      (groupBy === 'color' ? compareColours(game.id, a.id, b.id) : 0) ||
      a.label.localeCompare(b.label, locale),
  );
  for (const group of groups) sort(group.lines);
  return groups;
}
