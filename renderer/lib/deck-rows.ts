/**
 * How a deck section's rows are laid out on screen: grouped by kind, cost or colour (civilization, pitch), and
 * ordered within each group. Pure, so the editor's sections and their tests share it.
 */
import type { CardSummary, DeckLine, GameInfo, Locale } from '../../api/contract';
import { kindLabel, printedNumber } from './card-display';
import { colourWords } from './palette';

/** How a section's rows are grouped. */
export type GroupBy = 'none' | 'kind' | 'cost' | 'color';
/** How rows are ordered within a group; `added` keeps the order the player added them in. */
export type SortBy = 'added' | 'cost' | 'name' | 'copies';

export const SORTS: readonly SortBy[] = ['added', 'cost', 'name', 'copies'];

/** The groupings that mean something for a game: colour only where its cards carry one (not ACG or PMV). */
export function groupings(game: GameInfo): GroupBy[] {
  return game.presentation.colour?.stat ? ['none', 'kind', 'cost', 'color'] : ['none', 'kind', 'cost'];
}

/** Single colours first in the game's order (DM 光 水 闇 火 自然, FaB red yellow blue), then multicolour groups the same way. */
function compareColours(game: GameInfo, a: string, b: string): number {
  const order = (game.presentation.colour?.values ?? []).map((value) => value.word ?? value.value);
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
    const id = card ? colourWords(game.presentation.colour, card).join('/') : '';
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
      (groupBy === 'color' ? compareColours(game, a.id, b.id) : 0) ||
      a.label.localeCompare(b.label, locale),
  );
  for (const group of groups) sort(group.lines);
  return groups;
}
