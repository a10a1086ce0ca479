import { statLabels } from '../../deck/cards';
import type { GameDefinition } from '../types';

/** ACG condition letters (the card data's compact code) and keyword names, as condition kinds. */
const CONDITION_KINDS: Readonly<Record<string, string>> = {
  P: 'plains', M: 'mountain', A: 'aquatic', F: 'forest', N: 'night', G: 'generic',
  平野: 'plains', 山岳: 'mountain', 水生: 'aquatic', 森林: 'forest', 夜: 'night',
};

/**
 * ACG has no colours; its nearest thing is the condition icons (acg.md §3.2): plains, mountain, aquatic, forest, night
 * and generic. A card counts once per kind its condition asks for (306.6), whatever the `／` alternatives; a territory,
 * which never has a condition (306.4e), counts the kinds its keywords supply (《平野》…), so the territory deck shows
 * what the basic deck's conditions can draw on. Traits are its species, the default.
 */
export const breakdown: NonNullable<GameDefinition['breakdown']> = {
  colours: (card) => {
    // The letters of the condition code (`FF/N`: two forest, or one night); the `/` between them maps to nothing.
    const sources = card.kinds.includes('territory') ? card.keywords : [...statLabels(card.stats.condition).join('')];
    return [...new Set(sources.flatMap((source) => CONDITION_KINDS[source] ?? []))];
  },
};
