/**
 * What each section of a deck needs under a format, in short, for a deck editor's headings and the Decks screen:
 * its size and its copy limit, with the rules they come from. The validator checks much more (kinds, sets,
 * regulation lists); this is the summary a player reads first.
 */
import type { GameDefinition } from '../games/types';
import type { CopyRule, DeckFormat, SizeRule } from './construction';

export interface SectionRequirement {
  section: string;
  /** The cards the section holds: a range, or the only sizes allowed (DM 超GR 0 or 12). */
  size: { min: number | null; max: number | null; exactly: number[] | null; rule: string } | null;
  /** Copies of one card, counted over `sections` together (ACG: all three decks); FaB counts name + pitch. */
  copies: { limit: number; perNamePitch: boolean; sections: string[]; rule: string } | null;
}

export function sectionRequirements(game: GameDefinition, format: DeckFormat): SectionRequirement[] {
  const errors = format.rules.filter((rule) => (rule.severity ?? 'error') === 'error');
  return game.sections.map(({ id }) => {
    const size = errors.find((rule): rule is SizeRule => rule.type === 'size' && rule.sections.length === 1 && rule.sections[0] === id);
    const copies = errors.find((rule): rule is CopyRule => rule.type === 'copies' && !rule.only && rule.limit !== null && rule.sections.includes(id));
    return {
      section: id,
      size: size ? { min: size.min ?? null, max: size.max ?? null, exactly: size.exactly ? [...size.exactly] : null, rule: size.rule } : null,
      copies: copies ? { limit: copies.limit!, perNamePitch: copies.identity === 'namePitch', sections: [...copies.sections], rule: copies.rule } : null,
    };
  });
}
