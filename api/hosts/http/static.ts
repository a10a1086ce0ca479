/** The web bridge's pages: the built renderer's files, a card's picture, and the page for a browser without the token. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { answerImageRequest, type CardImageStore } from '../../services/images';
import { allowMethods, decodePath, HttpProblem, NOT_FRAMED, READ_METHODS } from './responses';

// What a browser without the token gets instead of the app (an old tab, a bookmark, a link): which address to open.
const NO_TOKEN_PAGE = `<!doctype html>
<html lang="ja">
<meta charset="utf-8">
<title>Deck Dojo</title>
<style>
  body { font-family: system-ui, 'Noto Sans CJK JP', sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; line-height: 1.7; color: #1f2328; }
  h1 { font-size: 1.5rem; } p[lang='en'] { color: #57606a; } code { background: #f0f1f3; padding: 0.1em 0.35em; border-radius: 4px; }
</style>
<h1>Deck Dojo</h1>
<p>使うには、<code>deckdojo serve</code>（<code>npm run web</code>）が端末に表示したアドレスを開いてください。アドレスの <code>?token=</code> は起動ごとに変わります。</p>
<p lang="en">To use Deck Dojo, open the address <code>deckdojo serve</code> (<code>npm run web</code>) printed in its terminal. Its <code>?token=</code> part changes at every start.</p>
</html>
`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export function sendNoTokenPage(response: ServerResponse): void {
  response.writeHead(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(NO_TOKEN_PAGE),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...NOT_FRAMED,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(NO_TOKEN_PAGE);
}

/** `/images/<game>/<card key>`: a card's picture from the backend's image store, never a path of the request. */
export async function serveImage(images: CardImageStore, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  allowMethods(request, response, path, READ_METHODS);
  const notFound = new HttpProblem(404, { code: 'NOT_FOUND', message: `no image ${path}` });
  const parts = path.slice('/images/'.length).split('/').map((part) => decodePath(part, path));
  if (parts.length !== 2) throw notFound;
  const answer = await answerImageRequest(images, parts[0]!, parts[1]!, {
    method: request.method!,
    ifNoneMatch: request.headers['if-none-match'] ?? null,
    ifModifiedSince: request.headers['if-modified-since'] ?? null,
  });
  if (answer.status === 404) throw notFound;
  response.writeHead(answer.status, { ...answer.headers, 'Cross-Origin-Resource-Policy': 'same-origin' });
  response.end(answer.body ?? undefined);
}

/** A file of the built renderer (`staticDir`, resolved), never one outside it. */
export function serveStatic(staticDir: string, request: IncomingMessage, response: ServerResponse, path: string): void {
  const decoded = decodePath(path, path);
  let file = resolve(staticDir, `.${decoded}`);
  if (file !== staticDir && !file.startsWith(staticDir + sep)) {
    throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no file ${path}` });
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) throw new HttpProblem(404, { code: 'NOT_FOUND', message: `no file ${path}` });
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const content = readFileSync(file);
  response.writeHead(200, {
    'Content-Type': type,
    'Content-Length': content.length,
    'X-Content-Type-Options': 'nosniff',
    ...NOT_FRAMED,
    // Built assets carry a content hash in their name; the page itself must always be fresh.
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : content);
}

