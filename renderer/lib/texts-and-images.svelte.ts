/**
 * "Get card texts and images" (issue 23 point 1, docs/user-guide.md "Card texts and images"): for a game whose usual
 * update source holds the rules texts and names the pictures (GameInfo.cardData.textsAndImagesSource, FaB's
 * fab-cube data), one click switches image downloads on and runs `cards.update`, showing its download and import
 * progress. One job per game in a window, so the offer where the player lands and the card view show the same run.
 */
import type { ErrorCode, GameId, GameInfo, ImportProgress, Localized, UpdateProgress } from '../../api/contract';
import { ApiCallError, type ApiClient } from './client';

export type TextsAndImagesStep =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'downloading'; file: string; received: number; total: number | null }
  | { step: 'reading'; file: string }
  | { step: 'writing'; done: number; total: number }
  | { step: 'done'; cards: number }
  /** `reason`: the error's message, and why in both languages where it says (a download's, an import's). */
  | { step: 'failed'; code: ErrorCode | null; reason: { message: string; text?: Localized } };

const DISMISSED = (game: GameId) => `deckdojo.textsAndImages.dismissed.${game}`;

export class TextsAndImagesJob {
  readonly client: ApiClient;
  readonly game: GameId;
  state = $state<TextsAndImagesStep>({ step: 'idle' });
  /** Whether none of the game's cards has a rules text (null until asked). */
  missing = $state<boolean | null>(null);
  /** The player said "Not now" to the offer (or closed it after the run) in this profile: it is not shown again. */
  dismissed: boolean;

  constructor(client: ApiClient, game: GameId) {
    this.client = client;
    this.game = game;
    this.dismissed = $state(localStorage.getItem(DISMISSED(game)) === 'yes');
  }

  get running(): boolean {
    return this.state.step === 'starting' || this.state.step === 'downloading' || this.state.step === 'reading' || this.state.step === 'writing';
  }

  /** Asks whether the game's cards have texts: the sources' cards with text (`sources.list`'s `withText`). */
  async check(): Promise<void> {
    const sources = await this.client.call('sources.list', { game: this.game });
    this.missing = sources.every((source) => source.withText === 0);
  }

  dismiss(): void {
    this.dismissed = true;
    localStorage.setItem(DISMISSED(this.game), 'yes');
  }

  /** Image downloads on, then the update; a failure keeps its code and message (DOWNLOAD_FAILED: a retry resumes). */
  async run(): Promise<void> {
    if (this.running) return;
    this.state = { step: 'starting' };
    const game = this.game;
    const stops = [
      this.client.on('update.progress', (p: UpdateProgress) => {
        if (p.game === game) this.state = { step: 'downloading', file: p.file, received: p.received, total: p.total };
      }),
      this.client.on('import.progress', (p: ImportProgress) => {
        if (p.game !== game) return;
        if (p.phase === 'reading') this.state = { step: 'reading', file: p.file };
        else if (p.phase === 'writing') this.state = { step: 'writing', done: p.done, total: p.total };
      }),
    ];
    try {
      await this.client.call('settings.update', { downloadImages: true });
      const summary = await this.client.call('cards.update', { game });
      this.state = { step: 'done', cards: summary.imports.reduce((sum, each) => sum + each.cards, 0) };
      // The run succeeded whatever this answers; a failed look leaves `missing` as it was.
      void this.check().catch(() => {});
    } catch (error) {
      const refused = error instanceof ApiCallError ? error : null;
      this.state = { step: 'failed', code: refused?.code ?? null, reason: { message: (error as Error).message, text: refused?.text } };
    } finally {
      for (const stop of stops) stop();
    }
  }
}

/** Not state: the jobs hold their own. */
const jobs: Partial<Record<GameId, TextsAndImagesJob>> = {};

/** The game's job in this window, made on first use; null for a game whose source has no texts and images. */
export function textsAndImagesJob(client: ApiClient, game: GameInfo): TextsAndImagesJob | null {
  if (!game.cardData.textsAndImagesSource) return null;
  const held = jobs[game.id];
  if (held?.client === client) return held;
  return (jobs[game.id] = new TextsAndImagesJob(client, game.id));
}
