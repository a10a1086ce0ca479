import type { Settings } from '../../api/contract';

/**
 * The settings of a database where the player chose nothing. DM's default format is 殿堂レギュレーション only where
 * the card data holds that list (the shipped DM pack); a database without DM cards has construction rules only.
 */
export function unchosenSettings(dmFormat: 'none' | 'standard' = 'none'): Settings {
  return {
    locale: null,
    gameId: null,
    theme: 'system',
    defaultFormats: { acg: 'casual', pmv: 'constructed', nova: 'standard', dm: dmFormat, fab: 'cc' },
    imageFolders: { acg: null, pmv: null, nova: null, dm: null, fab: null },
    downloadImages: false,
    backupsToKeep: 10,
    shortcuts: {},
  };
}
