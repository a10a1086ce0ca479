/**
 * Sideboarding between games of a match: is the deck a player brings to the next game (`sided`) an allowed change
 * of the deck they registered? Each game's format says how (construction.ts `Sideboarding`): ACG, PMV and NOVA
 * swap cards between sections keeping sizes; FaB chooses each game's deck from its card-pool; DM has no sideboard.
 */
import { gameDefinition } from '../games/registry';
import type { Localized } from '../localized';
import { cardsIn } from './cards';
import type { DeckFormat } from './construction';
import { cardRef, nameList, sectionLabel } from './messages';
import type { Deck, DeckCard, Violation } from './types';
import { deckChecker } from './validate';

/** Copies per card key over these sections. */
function copies(deck: Deck, sections: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const section of sections) for (const { card, count } of deck.sections[section] ?? []) counts.set(card.key, (counts.get(card.key) ?? 0) + count);
  return counts;
}

const total = (deck: Deck, section: string) => (deck.sections[section] ?? []).reduce((sum, entry) => sum + entry.count, 0);

function violation(code: string, rule: string, section: string | null, cards: readonly DeckCard[], message: Localized): Violation {
  return { severity: 'error', code, rule, section, cards: cards.map(cardRef), message };
}

/** A house rule's violation (Sideboarding `house`): a warning that cites no rule and says whose rule it is. */
function houseWarning(found: Violation, house: Localized): Violation {
  return { ...found, severity: 'warning', rule: '', message: { ja: `${found.message.ja}（${house.ja}）`, en: `${found.message.en} (${house.en})` } };
}

/** Cards of `sided` beyond what `registered` holds over the same sections, as "name (n of m)". */
function extraCards(registered: Deck, sided: Deck, sections: readonly string[]): { cards: DeckCard[]; names: string[] } {
  const before = copies(registered, sections);
  const after = copies(sided, sections);
  const cards = cardsIn(sided, sections).filter((card) => (after.get(card.key) ?? 0) > (before.get(card.key) ?? 0));
  return { cards, names: cards.map((card) => `${card.name} ${after.get(card.key)}/${before.get(card.key) ?? 0}`) };
}

function sameCards(a: Deck, b: Deck, section: string): boolean {
  const left = copies(a, [section]);
  const right = copies(b, [section]);
  return left.size === right.size && [...left].every(([key, count]) => right.get(key) === count);
}

/** Every way `sided` breaks the sideboarding rules of `format` against the `registered` deck; [] when allowed. */
export function checkSideboarding(registered: Deck, sided: Deck, format: DeckFormat): Violation[] {
  if (registered.game !== sided.game) throw new Error(`a ${sided.game} deck sided from a ${registered.game} deck`);
  const game = gameDefinition(registered.game);
  const plan = format.sideboarding;
  const violations: Violation[] = [];
  const sectionIds = game.sections.map((section) => section.id);

  if (plan.kind === 'none') {
    const changed = sectionIds.filter((section) => !sameCards(registered, sided, section));
    if (changed.length === 0) return [];
    const cards = changed.flatMap((section) => [...extraCards(registered, sided, [section]).cards, ...extraCards(sided, registered, [section]).cards]);
    return [
      violation('noSideboard', plan.rule, null, cards, {
        ja: `${game.name.ja}にはサイドボードがありません。登録したデッキのまま使います（${sectionLabel(game, changed).ja}が違います）。`,
        en: `${game.name.en} has no sideboard: the registered deck is played unchanged (the ${sectionLabel(game, changed).en} differs).`,
      }),
    ];
  }

  // Where the rules define no sideboarding, what keeps the deck's shape is the house's (NOVA).
  const house = (found: Violation): Violation => (plan.kind === 'swap' && plan.house ? houseWarning(found, plan.house) : found);
  for (const section of plan.fixed) {
    if (sameCards(registered, sided, section)) continue;
    const label = sectionLabel(game, [section]);
    violations.push(
      house(
        violation('sideFixed', plan.kind === 'swap' ? plan.rule : plan.deck.rule, section, cardsIn(sided, [section]), {
          ja: `${label.ja}はゲームの間に変えられません。`,
          en: `The ${label.en} cannot change between games.`,
        }),
      ),
    );
  }

  const rule = plan.kind === 'swap' ? plan.rule : plan.deck.rule;
  const extra = extraCards(registered, sided, plan.sections);
  if (extra.cards.length > 0) {
    const names = nameList(extra.names);
    violations.push(
      violation('sideCard', rule, null, extra.cards, {
        ja: `登録したデッキより多いカードがあります（今の枚数/登録した枚数）：${names.ja}。`,
        en: `More copies than the registered deck holds (now/registered): ${names.en}.`,
      }),
    );
  }

  if (plan.kind === 'swap') {
    for (const section of plan.keepSizes) {
      const before = total(registered, section);
      const after = total(sided, section);
      if (before === after) continue;
      const label = sectionLabel(game, [section]);
      violations.push(
        house(
          violation('sideSize', plan.rule, section, [], {
            ja: `${label.ja}は登録した${before}枚のままでなければなりません（${after}枚）。`,
            en: `The ${label.en} must keep its registered ${before} cards (it has ${after}).`,
          }),
        ),
      );
    }
  } else {
    const { section, min, exactly } = plan.deck;
    const size = total(sided, section);
    if ((exactly !== undefined && size !== exactly) || (min !== undefined && size < min)) {
      const need: Localized = exactly !== undefined ? { ja: `ちょうど${exactly}枚`, en: `exactly ${exactly}` } : { ja: `${min}枚以上`, en: `at least ${min}` };
      violations.push(
        violation('sideSize', plan.deck.rule, section, [], {
          ja: `このゲームのデッキは${size}枚です。${need.ja}が必要です。`,
          en: `This game's deck has ${size} cards; it needs ${need.en}.`,
        }),
      );
    }
  }

  // Moving cards can put one where its kind is not allowed (ACG: a territory into the basic deck, 201-3 with 502.2).
  const kinds = deckChecker(game.id, { ...format, regulation: null, rules: format.rules.filter((r) => r.type === 'kinds') });
  violations.push(...kinds(sided).violations);
  return violations;
}
