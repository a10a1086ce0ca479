/**
 * NOVA's limit release (リミット開放処理, 507.1) as rule processing after every action.
 *
 * The limit level (005.5) is the seat resource `limitLevel`: it starts at 1 (005.5.2, a setup fact), effects change it
 * by hand (005.5.3), and it rises by 1 the first time the player's life falls to 1500 or less and again the first time
 * it falls to 1000 or less (005.5.2.1, 507.1), never to fall back when life rises (507.1.1). Which releases a player
 * has had is the resource `limitReleases` (0–2): effects change the level, so the level alone cannot say. The two
 * thresholds nest, so the releases had are always the first ones: a player whose life is at or below N thresholds is
 * due N minus those had. A hit from above 1500 to 1000 or less gives both at once (nova.md §12.2.2).
 *
 * A resource rather than a warning, because the level is a number players read and effects change.
 */
import type { Action } from '../../core/actions';
import type { RuleProcess } from '../../core/state';
import type { TableTerm } from '../../core/structure';

export const LIMIT_LEVEL = 'limitLevel';
export const LIMIT_RELEASES = 'limitReleases';
const THRESHOLDS = [1500, 1000] as const;

export const resources: readonly TableTerm[] = [
  { id: LIMIT_LEVEL, label: { ja: 'リミットレベル', en: 'Limit level' }, rule: 'NOVA 005.5' },
  { id: LIMIT_RELEASES, label: { ja: 'リミット開放', en: 'Limit releases' }, rule: 'NOVA 507.1' },
];
const RELEASE_RULE = 'NOVA 507.1';

export const processes: readonly RuleProcess[] = [
  {
    id: 'limitRelease',
    rule: RELEASE_RULE,
    due(state) {
      return state.seats.flatMap((entry, target): Action[] => {
        if (entry.life === null) return [];
        const due = THRESHOLDS.filter((threshold) => entry.life! <= threshold).length - (entry.resources[LIMIT_RELEASES] ?? 0);
        if (due <= 0) return [];
        return [
          { type: 'resource', seat: target, target, name: LIMIT_LEVEL, delta: due, rule: RELEASE_RULE },
          { type: 'resource', seat: target, target, name: LIMIT_RELEASES, delta: due, rule: RELEASE_RULE },
        ];
      });
    },
  },
];
