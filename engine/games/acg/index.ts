import type { GameDefinition } from '../types';

// Sections: ../shared/rules/acg.md §2.1 (rules 501.1, 502–504).
export const acg: GameDefinition = {
  id: 'acg',
  abbreviation: 'ACG',
  name: { ja: 'アニマルカードゲーム', en: 'Animal Card Game' },
  sections: [
    { id: 'basic', label: { ja: '基礎デッキ', en: 'Basic deck' }, rule: 'ACG 502' },
    { id: 'territory', label: { ja: '領土デッキ', en: 'Territory deck' }, rule: 'ACG 503' },
    { id: 'reserve', label: { ja: '予備デッキ', en: 'Reserve deck' }, rule: 'ACG 504' },
  ],
};
