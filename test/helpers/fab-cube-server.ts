/**
 * A local HTTP server standing in for the public fab-cube repository: it serves the excerpts of its files in
 * test/fixtures/data/fab/upstream with Range support, so "Update card data" and "Get card texts and images" are
 * tested without the internet. The first part of the path says how it behaves:
 * - `/good/<file>`: the file;
 * - `/cut/card.csv`: half of the card list the first time it is asked (promising all of it), then the connection
 *   drops; later requests behave, so a resumed download finishes (the other files are fine);
 * - `/broken/card.csv`: binary noise where the card list should be (the other files are fine);
 * - `/missing/card.csv`: 404 (the other files are fine).
 * An unknown file is 404 everywhere. Reads files by path from the project root (`cwd`), so component tests under
 * happy-dom may use it too.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface FabCubeServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Every request in order: its path and the Range it asked for. */
  requests: { path: string; range: string | undefined }[];
  close(): Promise<void>;
}

/** A file of the upstream excerpt. */
export const fabCubeFile = (file: string): string => join(process.cwd(), 'test/fixtures/data/fab/upstream', file);
export const readFabCubeFile = (file: string): Buffer => readFileSync(fabCubeFile(file));

function serveFile(request: IncomingMessage, response: ServerResponse, bytes: Buffer, cut: boolean): void {
  const etag = `"${createHash('sha1').update(bytes).digest('hex')}"`;
  const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
  const ifRange = request.headers['if-range'];
  if (range && (!ifRange || ifRange === etag)) {
    const start = Number(range[1]);
    response.writeHead(206, { 'Content-Length': bytes.length - start, 'Content-Range': `bytes ${start}-${bytes.length - 1}/${bytes.length}`, ETag: etag });
    response.end(bytes.subarray(start));
    return;
  }
  response.writeHead(200, { 'Content-Length': bytes.length, ETag: etag });
  if (cut) {
    // Promise the whole file, send half, and drop the connection: a download cut by the network.
    response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.destroy());
    return;
  }
  response.end(bytes);
}

export async function serveFabCube(): Promise<FabCubeServer> {
  let cardListCut = false;
  const requests: FabCubeServer['requests'] = [];
  const server = createServer((request, response) => {
    const [, mode, file] = /^\/(\w+)\/([\w.-]+)$/.exec(request.url ?? '') ?? [];
    requests.push({ path: request.url ?? '', range: request.headers.range });
    const path = fabCubeFile(file ?? '');
    if (!file || !existsSync(path) || (mode === 'missing' && file === 'card.csv')) return void response.writeHead(404, 'Not Found').end();
    if (mode === 'broken' && file === 'card.csv') {
      return void serveFile(request, response, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), false);
    }
    const cut = mode === 'cut' && file === 'card.csv' && !cardListCut;
    if (cut) cardListCut = true;
    serveFile(request, response, readFabCubeFile(file), cut);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
