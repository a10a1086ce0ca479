/**
 * Which cards a zone holds, as the rules a game declares say (docs/engine.md "Zone rules"): the zone's own `holds`
 * (FaB 3.11: the hero), the kinds whose home it is (DM 407.1, 408.1: 超次元 and 超GR), and the pieces of the equipment
 * slots that take it (FaB 3.2.2a, 3.10.2a…). The table offers a move into it only for a card one of these applies to.
 */
import type { GameDefinition } from '../games/types';
import type { CardApplicability } from './parameters';

/** The list facts a slot may read (engine/core/equip.ts slotOf), each a part of CardApplicability. */
const LIST_FACTS: readonly string[] = ['kinds', 'subtypes', 'keywords'] satisfies (keyof CardApplicability)[];

/** Per zone id, the cards it holds (any one of them); a zone absent holds any card. */
export function zoneHolds(game: GameDefinition): Record<string, CardApplicability[]> {
  const holds: Record<string, CardApplicability[]> = {};
  const add = (zone: string, applies: CardApplicability) => (holds[zone] ??= []).push(applies);
  for (const zone of game.zones) for (const applies of zone.holds ?? []) add(zone.id, applies);
  for (const home of game.zoneRules?.homes ?? []) add(home.home, { kinds: home.kinds });
  for (const section of game.setup.otherSections) {
    for (const slot of section.equip?.slots ?? []) {
      if (!LIST_FACTS.includes(slot.fact)) throw new Error(`${game.abbreviation} equipment slot of ${slot.zones.join(', ')}: fact "${slot.fact}" is not one of ${LIST_FACTS.join(', ')}`);
      const applies: CardApplicability = { [slot.fact]: slot.values };
      for (const zone of slot.zones) add(zone, applies);
    }
  }
  return holds;
}
