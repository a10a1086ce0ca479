import { randomUUID } from 'node:crypto';
import { deleteCustomCard, isImportedCard, listSources, readCardDetail, readCardSummaries, readCustomRecords, readRegulations, toSummary } from '../../db/cards/read';
import type { CardRecord } from '../../db/cards/record';
import { CUSTOM_FLAG, CUSTOM_SOURCE, writeCards } from '../../db/cards/write';
import { numberSet, writeTemplateCsv } from '../../db/importers/generic';
import { markedKinds } from '../../db/importers/values';
import { fieldTable } from '../../db/search/fields';
import { QueryError } from '../../db/search/query';
import { searchCards } from '../../db/search/run';
import { findGame } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import type { GameId } from '../../engine/games/id';
import type { CardDetail, CardSummary, CustomCardInput, RegulationEntry } from '../contract';
import { ApiError } from '../errors';
import { runImport } from '../services/imports';
import { defineHandlers, type HandlerContext } from './types';


/** A query that cannot be read, as every method taking one answers it: INVALID_QUERY with the position. */
export function invalidQuery(error: QueryError): ApiError {
  return new ApiError('INVALID_QUERY', `query ${error.message}`, [{ position: error.position, message: error.reason, text: { ...error.why } }]);
}

function gameOf(id: GameId): GameDefinition {
  return findGame(id)!;
}

/** `approvedPath`: may an import read this file (BackendOptions.approvedPath)? */
export function cardsHandlers({ db, clock, emit, log }: HandlerContext, approvedPath: (path: string) => boolean) {
  const detail = (game: GameId, key: string): CardDetail => {
    const card = readCardDetail(db.sql, game, key);
    if (!card) throw new ApiError('NOT_FOUND', `no ${game} card with key "${key}"`);
    return card as CardDetail;
  };

  /**
   * The player's own cards written in one transaction (all or none): a new key for each without one. `at` names a
   * card in an error (`card`, `cards[2]`). Pushes `cards.changed` once.
   */
  function saveCustomCards(game: GameId, cards: readonly CustomCardInput[], at: (index: number) => string): CardDetail[] {
    const definition = gameOf(game);
    const keys = new Set<string>();
    const records = cards.map((card, index): CardRecord => {
      const kinds = card.kinds.map((kind) => {
        const found = definition.cardKinds.find((k) => [k.id, k.label.ja, k.label.en].includes(kind));
        if (!found) throw new ApiError('INVALID_PARAMS', `${at(index)}.kinds: "${kind}" is not a ${game} card kind; use ${definition.cardKinds.map((k) => k.id).join(', ')}`);
        return found.id;
      });
      if (card.zone && !definition.sections.some((s) => s.id === card.zone)) {
        throw new ApiError('INVALID_PARAMS', `${at(index)}.zone: "${card.zone}" is not a ${game} deck section; use ${definition.sections.map((s) => s.id).join(', ')}`);
      }
      const key = card.key ?? `custom:${randomUUID()}`;
      if (keys.has(key)) throw new ApiError('INVALID_PARAMS', `${at(index)}.key: "${key}" is given to an earlier card too`);
      keys.add(key);
      const costText = card.costText ?? null;
      const flags = [CUSTOM_FLAG, ...(definition.cardData.customCardFlags?.(card) ?? [])];
      // Each card number once, in the order given; its set is what the number names unless one is given.
      const numbers = new Set<string>();
      const printings = (card.printings ?? []).flatMap((printing) => {
        const number = printing.number.trim();
        if (numbers.has(number)) return [];
        numbers.add(number);
        return [{ set: printing.set?.trim() || numberSet(number), setName: printing.setName ?? null, number, rarity: printing.rarity ?? null, image: null }];
      });
      if (isImportedCard(db.sql, game, key)) {
        throw new ApiError('INVALID_PARAMS', `${at(index)}.key: "${key}" belongs to an imported card; a custom card needs its own key`);
      }
      return {
        key,
        name: card.name,
        nameEn: card.nameEn ?? null,
        nameJa: null,
        reading: card.reading ?? null,
        // A cost box of ト makes an ACG token card here as in an import (305.3b, 505-1a).
        kinds: markedKinds({ kinds, costText, flags }, definition.cardData.kindReading),
        subtypes: card.subtypes ?? [],
        keywords: card.keywords ?? [],
        cost: card.cost ?? null,
        costText,
        power: card.power ?? null,
        powerText: card.powerText ?? null,
        // A stat set to null is one the card does not have (an edit that emptied it).
        stats: Object.fromEntries(Object.entries(card.stats ?? {}).filter(([, value]) => value !== null)),
        text: card.text ?? null,
        textEn: card.textEn ?? null,
        zone: card.zone ?? null,
        copyLimit: card.copyLimit ?? null,
        aliasOf: card.aliasOf ?? null,
        flags,
        formats: [],
        faces: [],
        printings,
        image: null,
      };
    });
    writeCards(db.sql, { game, cardLanguage: definition.cardLanguage, source: CUSTOM_SOURCE, custom: true, now: clock.now(), cards: records });
    emit('cards.changed', { game });
    return records.map((record) => detail(game, record.key));
  }

  return defineHandlers({
    'cards.search': ({ game, query = '', sort, nameOrder, order, limit, offset }) => {
      try {
        const { total, rows, suggestions } = searchCards(db.sql, { game, query, vocabulary: gameOf(game), sort, nameOrder, order, limit, offset });
        return { total, cards: rows.map((row) => toSummary(row) as CardSummary), suggestions };
      } catch (error) {
        throw error instanceof QueryError ? invalidQuery(error) : error;
      }
    },

    'cards.get': ({ game, key }) => detail(game, key),

    'cards.many': ({ game, keys }) => readCardSummaries(db.sql, game, [...new Set(keys)]) as CardSummary[],

    'cards.searchFields': ({ game }) => fieldTable(gameOf(game)).fields.map(({ names, description }) => ({ names: [...names], description: { ...description } })),

    'cards.import': async ({ game, file, format }) => {
      // A path could name any file of the machine: the app's windows send the chosen file's bytes instead.
      if ('path' in file && !approvedPath(file.path)) {
        throw new ApiError('FORBIDDEN', 'file.path: this app reads no file named by a path; send the bytes of the file chosen in the file dialog as { name, base64 }');
      }
      const importId = randomUUID();
      const job = {
        importId,
        game,
        now: clock.now().toISOString(),
        files: [{ format, ...('path' in file ? { path: file.path } : { name: file.name, base64: file.base64 }) }],
      };
      const name = 'path' in file ? file.path : file.name;
      log.info(`importing ${name} into ${game}`);
      const outcome = await runImport(db, job, (progress) => emit('import.progress', progress), { undoFailed: (error) => log.error(`the import of ${name} could not be undone yet; the next import or start undoes it`, error) });
      if (!outcome.ok) {
        log.warn(`the import of ${name} into ${game} was refused, nothing written: ${outcome.code} ${outcome.message}`);
        throw new ApiError(outcome.code, outcome.message, outcome.issues, outcome.text);
      }
      const summary = outcome.summaries[0]!;
      log.info(`imported ${name} into ${game}: ${summary.cards} cards (${summary.created} new, ${summary.updated} updated) from ${summary.source}`);
      emit('cards.changed', { game });
      return summary;
    },

    'cards.saveCustom': ({ game, card }) => {
      const [saved] = saveCustomCards(game, [card], () => 'card');
      return saved!;
    },

    'cards.saveCustomCards': ({ game, cards }) => ({ cards: saveCustomCards(game, cards, (index) => `cards[${index}]`) }),

    'cards.exportCustom': ({ game }) => {
      const cards = readCustomRecords(db.sql, game);
      return { fileName: `${game}-custom-cards.csv`, text: writeTemplateCsv(game, cards), cards: cards.length };
    },

    'cards.deleteCustom': ({ game, key }) => {
      if (isImportedCard(db.sql, game, key)) throw new ApiError('INVALID_PARAMS', `"${key}" is an imported card; only your own cards can be deleted`);
      const deleted = deleteCustomCard(db.sql, game, key);
      if (deleted) emit('cards.changed', { game });
      return { deleted };
    },

    'sources.list': ({ game }) => listSources(db.sql, game),

    'regulations.list': ({ game, format }) => readRegulations(db.sql, game, { format }) as RegulationEntry[],
  });
}

