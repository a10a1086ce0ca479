/** The games' turn structures and the rules they cite, for the tests that check those rules. */
import { games } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import type { TurnStructure } from '../../engine/core/structure';

export const withTurns = games.filter((game): game is GameDefinition & { turns: TurnStructure } => game.turns !== undefined);

/** Every rule a turn structure cites. */
export function rulesOf(turns: TurnStructure): string[] {
  return [
    ...turns.steps.flatMap((step) => [step.rule, ...step.work.flatMap((work) => ('rule' in work ? [work.rule] : []))]),
    ...turns.allowances.map((allowance) => allowance.rule),
    ...turns.losses.map((loss) => loss.rule),
    ...(turns.emptyDrawLoses ? [turns.emptyDrawLoses] : []),
    ...(turns.simultaneousLoss ? [turns.simultaneousLoss.rule] : []),
  ];
}
