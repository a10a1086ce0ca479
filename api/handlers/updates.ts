import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { GameId } from '../../engine/games/id';
import { gameDefinition } from '../../engine/games/registry';
import { DownloadError, downloadResumable } from '../services/download';
import { ApiError } from '../errors';
import { runImport } from '../services/imports';
import { defineHandlers, type HandlerContext } from './types';

/**
 * Where "Update card data" fetches from: without a URL, the game's own source (its card data's `updateSource`); a URL
 * ending in / is a folder holding the game's usual files; any other URL is one file.
 */
function filesToFetch(game: GameId, url: string | undefined): string[] {
  const { cardData, name } = gameDefinition(game);
  const defaults = cardData.updateSource;
  // Said in both languages: the Card data dialog shows the address typed there refused in its own.
  const refuse = (en: string, ja: string) => new ApiError('INVALID_PARAMS', en, undefined, { en, ja });
  if (!url) {
    if (!defaults) throw refuse(`${game} has no public card data to update from; give the URL of a file to import`, `${name.ja}には公開のカードデータがありません。取り込むファイルのアドレスを入れてください`);
    return defaults.files.map((file) => defaults.base + file);
  }
  if (!/^https?:\/\//.test(url)) throw refuse(`url: "${url}" is not an http(s) address`, `「${url}」は http(s) のアドレスではありません`);
  if (url.endsWith('/')) {
    if (!defaults) throw refuse(`url: ${game} has no usual file list; give the URL of one file`, `${name.ja}には決まったファイルの一覧がありません。ファイル1つのアドレスを入れてください`);
    return defaults.files.map((file) => url + file);
  }
  return [url];
}

export function updatesHandlers({ db, clock, emit, log }: HandlerContext) {
  const downloads = (game: GameId) => join(db.path === ':memory:' ? tmpdir() : dirname(db.path), 'downloads', game);
  return defineHandlers({
    'cards.update': async ({ game, url }) => {
      const urls = filesToFetch(game, url);
      const fetched = [];
      for (const fileUrl of urls) {
        const file = basename(new URL(fileUrl).pathname) || 'download';
        try {
          fetched.push({
            url: fileUrl,
            ...(await downloadResumable({
              url: fileUrl,
              target: join(downloads(game), file),
              onProgress: ({ received, total }) => emit('update.progress', { game, file, received, total }),
            })),
          });
        } catch (error) {
          if (error instanceof DownloadError) {
            log.warn(`updating ${game}: the download of ${fileUrl} failed: ${error.message}`);
            // The text carries the reason in both languages for the interface; the message stays the English.
            throw new ApiError('DOWNLOAD_FAILED', error.message, undefined, error.text);
          }
          throw error;
        }
      }
      const outcome = await runImport(
        db,
        { importId: randomUUID(), game, now: clock.now().toISOString(), files: fetched.map((f) => ({ path: f.path })) },
        (progress) => emit('import.progress', progress),
        { undoFailed: (error) => log.error(`updating ${game}: the import could not be undone yet; the next import or start undoes it`, error) },
      );
      if (!outcome.ok) {
        log.warn(`updating ${game}: the downloaded data was refused, nothing written: ${outcome.code} ${outcome.message}`);
        throw new ApiError(outcome.code, `the downloaded data cannot be imported: ${outcome.message}`, outcome.issues, outcome.text);
      }
      log.info(`updated ${game} from ${urls.join(', ')}: ${outcome.summaries.map((summary) => `${summary.cards} cards from ${summary.file}`).join(', ')}`);
      emit('cards.changed', { game });
      return {
        downloads: fetched.map((f) => ({ url: f.url, file: basename(f.path), bytes: f.bytes, resumedFrom: f.resumedFrom })),
        imports: outcome.summaries,
      };
    },
  });
}
