/**
 * Section words: how files name a game's deck sections. Every format that names sections (Deck Dojo text
 * headers, Cockatrice zones) looks them up here, so `[超次元]`, `<zone name="sideboard">` and `[Hero]` mean the
 * same thing everywhere.
 */
import { gameDefinition } from '../../games/registry';
import type { GameId } from '../../games/id';
import type { GameDefinition } from '../../games/types';
import type { Localized } from '../../localized';


/** Words every game reads as its main deck or its sideboard (normalised). */
const MAIN_WORDS = new Set(['main', 'main deck', 'mainboard', 'deck', 'メイン', 'メインデッキ', 'デッキ']);
const SIDE_WORDS = new Set(['side', 'sideboard', 'side board', 'side deck', 'サイド', 'サイドボード', 'サイドデッキ']);

/** Full-width letters and case do not matter: `［ＧＲ］`, `[gr]` and `[GR]` are one word. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}


/** How the game's decklist files name its sections, as its folder declares. */
function rolesOf(game: GameId): GameDefinition['sectionWords'] {
  return gameDefinition(game).sectionWords;
}

export function sectionIds(game: GameId): string[] {
  return gameDefinition(game).sections.map((section) => section.id);
}

export function mainSection(game: GameId): string {
  return rolesOf(game).main;
}

export function sideSection(game: GameId): string | null {
  return rolesOf(game).side;
}

/** The section a word names (id, Japanese or English label, alias, main/side word), or null. */
export function findSection(game: GameId, word: string): string | null {
  const wanted = normaliseWord(word);
  for (const section of gameDefinition(game).sections) {
    const names = [section.id, section.label.ja, section.label.en].map(normaliseWord);
    if (names.includes(wanted)) return section.id;
  }
  const roles = rolesOf(game);
  if (Object.hasOwn(roles.aliases, wanted)) return roles.aliases[wanted] ?? null;
  if (MAIN_WORDS.has(wanted)) return roles.main;
  if (SIDE_WORDS.has(wanted)) return roles.side;
  return null;
}

/** A word that means "sideboard" in any game, whether or not this game has one. */
export function isSideWord(word: string): boolean {
  return SIDE_WORDS.has(normaliseWord(word));
}

/** Why a word that names no section of the game cannot be read (`what` shows the word as the file has it). */
export function unknownSection(game: GameId, word: string, what: Localized): Localized {
  if (isSideWord(word) && sideSection(game) === null) {
    const name = gameDefinition(game).name;
    return { en: `${what.en}: ${name.en} has no sideboard`, ja: `${what.ja}：${name.ja}にはサイドボードがありません` };
  }
  return notASection(game, what);
}

/** `what` names no section of the game. */
export function notASection(game: GameId, what: Localized): Localized {
  const name = gameDefinition(game).name;
  return { en: `${what.en} is not a section of ${name.en}`, ja: `${what.ja}は${name.ja}のデッキ区分ではありません` };
}
