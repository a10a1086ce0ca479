/** What several commands print alike: numbers as printed, card kinds by name, an import's summary. */
import { placeReason } from '../../../db/importers/issues';
import type { GameInfo, ImportSummary } from '../../contract';

/** A number as printed: the text form (X, 4000+) when the card has one. */
export function printed(value: number | null, text: string | null): string {
  return text ?? (value === null ? '' : String(value));
}

/** A probability as a percentage with one decimal. */
export const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

export function kindLabels(game: GameInfo, kinds: string[]): string {
  return kinds.map((id) => game.cardKinds.find((k) => k.id === id)?.label[game.cardLanguage] ?? id).join('・');
}

export function formatImport(summary: ImportSummary): string {
  const parts = [
    summary.cards > 0 ? `${summary.cards} cards, ${summary.created} new, ${summary.updated} updated` : '',
    summary.regulations > 0 ? `${summary.regulations} regulation entries` : '',
    summary.printingsAdded > 0 ? `${summary.printingsAdded} printings added` : '',
  ].filter(Boolean);
  const lines = [`imported ${summary.file} as ${summary.format} (source ${summary.source}): ${parts.join(', ') || 'nothing new'}`];
  if (summary.unresolvedRegulations.length > 0) {
    lines.push(`${summary.unresolvedRegulations.length} regulation entries name cards not in the database yet (kept): ${summary.unresolvedRegulations.slice(0, 5).join(', ')}${summary.unresolvedRegulations.length > 5 ? ', …' : ''}`);
  }
  if (summary.printingsSkipped.length > 0) {
    lines.push(`${summary.printingsSkipped.length} set-list names match no card and were passed over: ${summary.printingsSkipped.slice(0, 5).join(', ')}${summary.printingsSkipped.length > 5 ? ', …' : ''}`);
  }
  for (const note of summary.notes) lines.push(`note: ${placeReason(note, note.message)}`);
  return lines.join('\n');
}
