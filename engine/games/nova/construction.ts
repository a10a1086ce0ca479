import type { Construction } from '../../deck/construction';

// rules digest nova.md §2 (rules 006.1, 007.1, 109.4) and §12.1.
export const construction: Construction = {
  sectionsRule: 'NOVA 007.1',
  formats: [
    {
      id: 'standard',
      label: { ja: 'スタンダード', en: 'Standard' },
      regulation: null,
      rules: [
        { type: 'size', sections: ['main'], min: 40, max: 60, rule: 'NOVA 006.1.1' },
        { type: 'kinds', sections: ['main'], allowed: ['servant', 'spell', 'magicItem'], match: 'all', rule: 'NOVA 006.1.1' },
        { type: 'copies', sections: ['main'], limit: 4, identity: 'name', cardLimitRule: 'NOVA 004.1', rule: 'NOVA 006.1.2' },
        { type: 'size', sections: ['character'], max: 10, rule: 'NOVA 006.1.3' },
        { type: 'kinds', sections: ['character'], allowed: ['character'], match: 'all', rule: 'NOVA 006.1.3' },
        { type: 'copies', sections: ['character'], limit: 3, identity: 'name', cardLimitRule: 'NOVA 004.1', rule: 'NOVA 006.1.4' },
        { type: 'size', sections: ['side'], max: 15, rule: 'NOVA 007.1' },
        // Not stated by the rules (§12.1.1): copies over main and side deck together only warn.
        { type: 'copies', sections: ['main', 'side'], limit: 4, identity: 'name', cardLimitRule: 'NOVA 004.1', rule: 'NOVA 006.1.2', severity: 'warning' },
        // Legal, but characters past a level sum of 10 can never all be used in one game (109.4).
        { type: 'statSum', section: 'character', stat: 'level', max: 10, rule: 'NOVA 109.4', severity: 'warning' },
      ],
      // The rules describe no sideboarding (§2.6); swaps between main and side deck keep both sizes [interpretation].
      // The rules prepare a side deck (007.1) but define no match and no sideboarding: keeping the sizes and the
      // character deck between games is the house's.
      sideboarding: {
        kind: 'swap',
        sections: ['main', 'side'],
        keepSizes: ['main', 'side'],
        fixed: ['character'],
        rule: 'NOVA 007.1',
        house: {
          ja: 'ハウスルール：NOVA の総合ルールにマッチ中のデッキ調整の定めはありません',
          en: 'house rule: the NOVA rules define no sideboarding in a match',
        },
      },
    },
  ],
};
