import * as v from 'valibot';
import { createSettingsRepository } from '../../db/repositories/settings';
import { GAME_IDS } from '../../engine/games/types';
import type { Settings } from '../contract';
import { defineHandlers, type HandlerContext } from './types';

const SETTING_KEYS = ['locale', 'gameId'] as const satisfies readonly (keyof Settings)[];

// A stored value that no longer validates (a game id from a future version, say) reads as "not chosen".
const storedValue = {
  locale: v.fallback(v.nullable(v.picklist(['ja', 'en'])), null),
  gameId: v.fallback(v.nullable(v.picklist(GAME_IDS)), null),
};

export function settingsHandlers({ db, clock, emit }: HandlerContext) {
  const repository = createSettingsRepository(db.sql);
  const read = (): Settings => {
    const stored = repository.all();
    return {
      locale: v.parse(storedValue.locale, stored.get('locale') ?? null),
      gameId: v.parse(storedValue.gameId, stored.get('gameId') ?? null),
    };
  };
  return defineHandlers({
    'settings.get': read,
    'settings.update': (changes) => {
      const entries = new Map<string, unknown>();
      for (const key of SETTING_KEYS) {
        if (changes[key] !== undefined) entries.set(key, changes[key]);
      }
      if (entries.size > 0) repository.put(entries, clock.now());
      const settings = read();
      if (entries.size > 0) emit('settings.changed', settings);
      return settings;
    },
  });
}
