/**
 * The web bridge's uploads: a database file to restore, sent to `POST /api/upload` (a page cannot name a path), kept
 * in this bridge's own folder of `uploads/` and approved for the one call that uses it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from '../../contract';
import { processAlive } from '../../services/processes';
import { allowMethods, HttpProblem, sendJson } from './responses';

/** A database sent to restore from: years of decks and a large card database fit well within this. */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024 * 1024;

/** Where uploads are kept, who is told a path is accepted, and then that it is gone. */
export interface UploadOptions {
  dir: string;
  approve(path: string): void;
  release?(path: string): void;
}

export interface Uploads {
  /** `POST /api/upload`: the file's bytes as the body; answers its path. */
  receive(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /**
   * Makes a call through `invoke`; a restore from an upload removes it once the call has answered, restored or refused
   * (but for BUSY, which the page sends again as it was).
   */
  invoke(method: unknown, params: unknown, invoke: () => Promise<Response>): Promise<Response>;
  /** Removes every upload of this bridge (an upload nobody restored from is no use after this run). */
  close(): void;
}

/** @param limit uploads kept at once (WebBridgeLimits.uploads) */
export function createUploads({ dir, approve, release }: UploadOptions, limit: number): Uploads {
  const own = claimUploadDir(dir);
  /** This bridge's uploads still on disk, oldest first. */
  const kept: { path: string; state: 'arriving' | 'waiting' | 'restoring' }[] = [];
  /** An upload done with: its file removed, its path no longer accepted. */
  const forget = (entry: (typeof kept)[number]) => {
    const at = kept.indexOf(entry);
    if (at >= 0) kept.splice(at, 1);
    rmSync(entry.path, { force: true });
    release?.(entry.path);
  };

  /**
   * Streamed to disk, so a large database never sits in memory, under a name of its own. Another upload, even one
   * arriving meanwhile, leaves it be, but past `limit` the oldest one waiting unused goes (see
   * WebBridgeLimits.uploads).
   */
  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    allowMethods(request, response, '/api/upload', ['POST']);
    if (!/^application\/octet-stream\b/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpProblem(415, { code: 'BAD_REQUEST', message: 'send the file as Content-Type: application/octet-stream' });
    }
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > MAX_UPLOAD_BYTES) {
      request.resume();
      throw new HttpProblem(413, { code: 'BAD_REQUEST', message: `the file is larger than ${MAX_UPLOAD_BYTES} bytes` });
    }
    if (kept.length >= limit) {
      const unused = kept.find((entry) => entry.state === 'waiting');
      if (!unused) {
        request.resume();
        response.setHeader('Connection', 'close');
        response.setHeader('Retry-After', '5');
        throw new HttpProblem(503, {
          code: 'UNAVAILABLE',
          message: `the web bridge already holds ${limit} uploaded files that are still arriving or being restored; try again when one is done`,
        });
      }
      forget(unused);
    }
    mkdirSync(own, { recursive: true });
    const file = join(own, `upload-${randomBytes(8).toString('hex')}.db`);
    const entry = { path: file, state: 'arriving' as 'arriving' | 'waiting' | 'restoring' };
    kept.push(entry);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) done(new HttpProblem(413, { code: 'BAD_REQUEST', message: `the file is larger than ${MAX_UPLOAD_BYTES} bytes` }));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(request, counter, createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      forget(entry);
      throw error instanceof HttpProblem ? error : new HttpProblem(400, { code: 'BAD_REQUEST', message: `the upload stopped: ${(error as Error).message}` });
    }
    entry.state = 'waiting';
    approve(file);
    sendJson(response, 200, { ok: true, result: { path: file, bytes: size } });
  }

  async function invoke(method: unknown, params: unknown, call: () => Promise<Response>): Promise<Response> {
    const restoring = method === 'backups.restoreFile' ? kept.find((entry) => entry.state === 'waiting' && entry.path === (params as { path?: unknown } | null)?.path) : undefined;
    if (restoring) restoring.state = 'restoring';
    let result: Response | undefined;
    try {
      result = await call();
    } finally {
      if (restoring && !(result && !result.ok && result.error.code === 'BUSY')) forget(restoring);
      else if (restoring) restoring.state = 'waiting';
    }
    return result;
  }

  return { receive, invoke, close: () => releaseUploadDir(dir, own) };
}

/**
 * This bridge's folder in `dir` (`bridge-<pid>-<random>`), made after removing what bridges that are gone left there
 * (killed before their close): another bridge running on the same database keeps its own.
 */
function claimUploadDir(dir: string): string {
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  for (const entry of entries) {
    const owner = /^bridge-(\d+)-/.exec(entry);
    if (!owner || !processAlive(Number(owner[1]))) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  return join(dir, `bridge-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** Removes this bridge's uploads, and the uploads folder when no other bridge has one there. */
function releaseUploadDir(dir: string, own: string): void {
  rmSync(own, { recursive: true, force: true });
  try {
    rmdirSync(dir);
  } catch {
    // Another bridge's uploads are still there, or the folder was never made.
  }
}
