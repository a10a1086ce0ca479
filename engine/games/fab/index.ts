import type { GameDefinition } from '../types';

// Sections follow the card categories of CR 1.3.2 (../shared/rules/fab.md §3.1): hero-card,
// arena-cards (weapons and equipment) and deck-cards.
export const fab: GameDefinition = {
  id: 'fab',
  abbreviation: 'FaB',
  name: { ja: 'Flesh and Blood', en: 'Flesh and Blood' },
  sections: [
    { id: 'hero', label: { ja: 'ヒーロー', en: 'Hero' }, rule: 'FaB 1.3.2' },
    { id: 'arena', label: { ja: '武器・装備', en: 'Weapons & equipment' }, rule: 'FaB 1.3.2' },
    { id: 'deck', label: { ja: 'デッキ', en: 'Deck' }, rule: 'FaB 1.3.2' },
  ],
};
