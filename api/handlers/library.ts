/**
 * The deck library over the API: saved decks, each save of new contents a version. The client sends keys and
 * counts; names come from the card database (a card it no longer has keeps the name the deck saved it with), and
 * the verdict under the deck's format is judged on every save and kept with the deck for the list.
 */
import { diffSections } from '../../db/library/diff';
import { createLibraryRepository, StaleVersionError } from '../../db/library/repository';
import { StaleRevisionError } from '../../db/stale';
import type { LibraryDeckDetail, LibrarySections } from '../../db/library/types';
import { unknownLineName } from '../../engine/deck/cards';
import { gameDefinition, games } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { DeckSections } from '../contract';
import { ApiError } from '../errors';
import { DECK_NAME_LENGTH } from '../schemas';
import { listedLines } from '../services/seat-deck';
import { deckFrom, deckRules, loadEntries, requireNamed, today } from './deck-rules';
import { defaultFormatOf } from '../services/settings';
import { defineHandlers, type HandlerContext } from './types';

const COPY_SUFFIX = ' (copy)';

/** "Name (copy)", the name shortened to keep within the limit (never splitting a surrogate pair). */
function copyName(name: string): string {
  const room = DECK_NAME_LENGTH - COPY_SUFFIX.length;
  return `${name.length <= room ? name : name.slice(0, room).replace(/[\uD800-\uDBFF]$/, '')}${COPY_SUFFIX}`;
}

export function libraryHandlers({ db, clock, emit }: HandlerContext) {
  const sql = db.sql;
  const library = createLibraryRepository(sql);

  const found = <T>(value: T | null, id: string): T => {
    if (value === null) throw new ApiError('NOT_FOUND', `no saved deck with id "${id}"`);
    return value;
  };

  const versionOf = (deck: LibraryDeckDetail, version: number): LibrarySections => {
    const contents = library.contents(deck.id, version);
    if (!contents) throw new ApiError('NOT_FOUND', `"${deck.name}" has no version ${version}; its versions are 1 to ${deck.version}`);
    return contents;
  };

  const changed = (deck: LibraryDeckDetail): LibraryDeckDetail => {
    emit('library.changed', { id: deck.id, game: deck.game, version: deck.version, deleted: false });
    return deck;
  };

  /**
   * Keys and counts as a version's lines, in the game's section order, with the verdict under `format` as of
   * today (null while a card is missing). A key the database no longer has keeps its name from `known` (the
   * lines a deck saved), an unknown line's key (`unknownLineKey`) the name it holds; any other key is NOT_FOUND.
   */
  function contents(game: GameId, format: string | null, sections: DeckSections, known: LibrarySections): { sections: LibrarySections; legal: boolean | null } {
    const order = gameDefinition(game).sections.map((section) => section.id);
    const stray = Object.keys(sections).find((id) => !order.includes(id));
    if (stray !== undefined) throw new ApiError('INVALID_PARAMS', `sections.${stray}: not a ${game} deck section; the sections are ${order.join(', ')}`);
    const rules = deckRules(sql, game, format, today(clock));
    const loaded = loadEntries(sql, game, sections);
    const names = new Map(Object.values(known).flatMap((lines) => lines.map((line) => [line.key, line.name] as const)));
    // A decklist line kept as an unknown card is named by its key (`unknown:` and the name as written).
    const nameOf = (key: string) => names.get(key) ?? unknownLineName(key);
    requireNamed(game, loaded, nameOf);
    const lines: LibrarySections = {};
    for (const id of order) {
      const entries = loaded[id] ?? [];
      if (entries.length > 0) lines[id] = entries.map(({ key, count, card }) => ({ key, name: card?.name ?? nameOf(key)!, count }));
    }
    const deck = deckFrom(game, loaded);
    return { sections: lines, legal: deck ? rules(deck).legal : null };
  }

  /** A write from `baseVersion` (a save) or `baseRevision` (a change of metadata); CONFLICT when another change came first. */
  function fromBase(deck: LibraryDeckDetail, write: () => LibraryDeckDetail | null): LibraryDeckDetail {
    try {
      return found(write(), deck.id);
    } catch (error) {
      if (error instanceof StaleVersionError) {
        throw new ApiError('CONFLICT', `"${deck.name}": version ${error.base} is not the newest; the newest is version ${error.newest}. Open it again and save.`);
      }
      if (error instanceof StaleRevisionError) {
        throw new ApiError(
          'CONFLICT',
          `"${deck.name}" was changed since revision ${error.revision} was read (it is at revision ${error.newest}): its name, format, notes, tags or cards are not what this window shows. Open it again and change it there.`,
        );
      }
      throw error;
    }
  }

  /** A new version from the newest (`baseVersion`). */
  function saveVersion(deck: LibraryDeckDetail, sections: DeckSections, baseVersion: number, reason: 'edit' | 'restore', known: LibrarySections) {
    const next = contents(deck.game, deck.format, sections, known);
    const saved = fromBase(deck, () => library.save(deck.id, { baseVersion, reason, ...next, now: clock.now() }));
    // Contents equal to the newest make no version, and change nothing to tell.
    return saved.version === deck.version ? saved : changed(saved);
  }

  return defineHandlers({
    'library.list': ({ game, query, tag, format }) =>
      library.list({
        game,
        query,
        tag,
        // A deck without a format of its own is under its game's default in Settings.
        format: format === undefined ? undefined : { id: format, defaultIn: games.filter((game) => defaultFormatOf(sql, game.id) === format).map((game) => game.id) },
      }),

    'library.get': ({ id }) => found(library.get(id), id),

    'library.create': ({ game, name, format = null, sections = {}, notes = '', tags = [], reason = 'create' }) =>
      changed(library.create({ game, name, format, notes, tags, reason, ...contents(game, format, sections, {}), now: clock.now() })),

    'library.save': ({ id, sections, baseVersion }) => {
      const deck = found(library.get(id), id);
      return saveVersion(deck, sections, baseVersion, 'edit', deck.sections);
    },

    'library.update': ({ id, baseRevision, name, format, notes, tags }) => {
      const deck = found(library.get(id), id);
      if (name === undefined && format === undefined && notes === undefined && tags === undefined) return deck;
      // Another format, another verdict: the newest contents are judged under it.
      const legal = format !== undefined && format !== deck.format ? contents(deck.game, format, deck.sections, deck.sections).legal : undefined;
      return changed(fromBase(deck, () => library.update(id, { baseRevision, name, format, notes, tags, legal, now: clock.now() })));
    },

    'library.duplicate': ({ id, name }) => {
      const source = found(library.get(id), id);
      return changed(found(library.duplicate(id, { name: name ?? copyName(source.name), now: clock.now() }), id));
    },

    'library.delete': ({ id }) => {
      const deleted = library.delete(id);
      if (deleted) emit('library.changed', { id, game: deleted.game, version: null, deleted: true });
      return { deleted: deleted !== null };
    },

    'library.versions': ({ id }) => found(library.versions(id), id),

    'library.diff': ({ id, version, against }) => {
      const deck = found(library.get(id), id);
      const base = against ?? (version > 1 ? version - 1 : null);
      const after = versionOf(deck, version);
      const before = base === null ? {} : versionOf(deck, base);
      const lines = diffSections(before, after, gameDefinition(deck.game).sections.map((section) => section.id));
      return { version, against: base, lines: listedLines(sql, deck.game, lines) };
    },

    'library.restore': ({ id, version, baseVersion }) => {
      const deck = found(library.get(id), id);
      const old = versionOf(deck, version);
      return saveVersion(deck, old, baseVersion, 'restore', old);
    },

    'library.tags': ({ game }) => library.tags(game),
  });
}
