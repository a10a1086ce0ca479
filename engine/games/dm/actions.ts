/**
 * Duel Masters' own table actions (rules digest dm.md §6–§7, §12): playing cards (./play.ts) and attacks with their
 * decisions (./battle.ts). Card facts are read from the face that is up (./facts.ts).
 */
import type { GameActionDefinition } from '../../core/state';
import { battleActions } from './battle';
import { playActions } from './play';

export const actions: readonly GameActionDefinition[] = [...playActions, ...battleActions];
