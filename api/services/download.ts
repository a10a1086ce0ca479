/**
 * Resumable downloads for card data updates. A download writes `<file>.part` beside its target and notes the
 * server's ETag / Last-Modified; if it stops (network gone, connection cut), the next attempt asks for the rest
 * with a Range request and carries on where it stopped. Only a complete file takes the final name.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Localized } from '../../engine/localized';

export interface DownloadProgress {
  url: string;
  received: number;
  /** null when the server does not say. */
  total: number | null;
}

interface PartialMeta {
  url: string;
  validator: string | null;
  total: number | null;
}

/** The download stopped before the end; what arrived is kept for the next attempt. */
export class DownloadError extends Error {
  /** Why, in both languages the app speaks (shown in the interface's); `message` is the English with the address. */
  readonly why: Localized;
  constructor(
    readonly url: string,
    why: Localized,
  ) {
    super(`${url}: ${why.en}`);
    this.name = 'DownloadError';
    this.why = why;
  }

  /** The message in both languages (`en` is `message`). */
  get text(): Localized {
    return { en: this.message, ja: `${this.url}：${this.why.ja}` };
  }
}

export interface DownloadOptions {
  url: string;
  target: string;
  fetch?: typeof fetch;
  onProgress?: (progress: DownloadProgress) => void;
}

export async function downloadResumable({ url, target, fetch: fetchImpl = fetch, onProgress }: DownloadOptions): Promise<{ path: string; bytes: number; resumedFrom: number }> {
  mkdirSync(dirname(target), { recursive: true });
  const part = `${target}.part`;
  const metaFile = `${target}.part.json`;
  let meta: PartialMeta | null = null;
  if (existsSync(part) && existsSync(metaFile)) {
    try {
      meta = JSON.parse(readFileSync(metaFile, 'utf8')) as PartialMeta;
    } catch {
      meta = null;
    }
    if (meta?.url !== url) meta = null;
  }
  const have = meta ? statSync(part).size : 0;
  const headers: Record<string, string> = {};
  if (meta && have > 0) {
    headers.Range = `bytes=${have}-`;
    // If the file changed on the server since, it answers 200 with the whole new file instead of a range.
    if (meta.validator) headers['If-Range'] = meta.validator;
  }

  let response: Response;
  try {
    response = await fetchImpl(url, { headers });
  } catch (error) {
    throw new DownloadError(url, { en: `cannot connect: ${(error as Error).message}`, ja: `接続できません（${(error as Error).message}）` });
  }
  if (response.status === 416 && meta && meta.total === have) {
    // Everything had already arrived; only the rename was missing.
    renameSync(part, target);
    rmSync(metaFile, { force: true });
    return { path: target, bytes: have, resumedFrom: have };
  }
  if (response.status !== 200 && response.status !== 206) {
    const answer = `${response.status} ${response.statusText}`.trim();
    throw new DownloadError(url, { en: `the server answered ${answer}`, ja: `サーバーの応答は ${answer} でした` });
  }
  const resuming = response.status === 206;
  const start = resuming ? have : 0;
  const length = Number(response.headers.get('content-length') ?? NaN);
  const rangeTotal = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  const total = rangeTotal ? Number(rangeTotal) : Number.isFinite(length) ? start + length : null;
  const validator = response.headers.get('etag') ?? response.headers.get('last-modified');
  writeFileSync(metaFile, JSON.stringify({ url, validator, total } satisfies PartialMeta));

  const out = createWriteStream(part, { flags: resuming ? 'a' : 'w' });
  let received = start;
  onProgress?.({ url, received, total });
  try {
    if (!response.body) throw new Error('the response has no body');
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      received += chunk.length;
      onProgress?.({ url, received, total });
    }
  } catch (error) {
    await new Promise<void>((resolve) => out.end(() => resolve()));
    const cause = (error as Error).message;
    throw new DownloadError(url, {
      en: `the download stopped at ${received}${total ? ` of ${total}` : ''} bytes (${cause}); run the update again to resume`,
      ja: `${total ? `${total}バイト中 ` : ''}${received}バイトでダウンロードが止まりました（${cause}）。もう一度更新すると続きから再開します`,
    });
  }
  await new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve(undefined))));
  if (total !== null && received < total) {
    throw new DownloadError(url, {
      en: `the download stopped at ${received} of ${total} bytes; run the update again to resume`,
      ja: `${total}バイト中 ${received}バイトでダウンロードが止まりました。もう一度更新すると続きから再開します`,
    });
  }
  renameSync(part, target);
  rmSync(metaFile, { force: true });
  return { path: target, bytes: received, resumedFrom: start };
}
