import { request } from 'node:http';
import type { Response } from '../../api/contract';
import { TOKEN_HEADER } from '../../api/hosts/http/bridge';

/** A running web bridge as a script reaches it: its printed address and this run's token (a WebBridge, or `serve --json`). */
export interface BridgeAddress {
  url: string;
  token: string;
}

/** The header that carries the run's token, as scripts send it. */
export const tokenHeader = (bridge: BridgeAddress): Record<string, string> => ({ [TOKEN_HEADER]: bridge.token });

/** POSTs one call to the bridge's API as a script does. */
export async function invokeOverHttp(bridge: BridgeAddress, method: unknown, params: unknown): Promise<Response> {
  const response = await fetch(new URL('/api/invoke', bridge.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...tokenHeader(bridge) },
    body: JSON.stringify({ method, params }),
  });
  return (await response.json()) as Response;
}

/** The result of one call over HTTP; an error answer throws, naming the method. */
export async function callOverHttp<T>(bridge: BridgeAddress, method: string, params: unknown): Promise<T> {
  const body = await invokeOverHttp(bridge, method, params);
  if (!body.ok) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain HTTP request with full control of the headers (fetch forbids setting Host). */
export function rawRequest(
  port: number,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** For a stream that never ends (server-sent events): answer with its first chunk, then hang up. */
    firstChunkOnly?: boolean;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        const answer = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (options.firstChunkOnly) {
            answer();
            req.destroy();
          }
        });
        res.on('end', answer);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Reads the bridge's server-sent `data:` messages until `count` have arrived. */
export async function readEvents(bridge: BridgeAddress, count: number, afterConnect: () => Promise<void>): Promise<unknown[]> {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/events', bridge.url), { headers: tokenHeader(bridge), signal: controller.signal });
  if (!response.ok) throw new Error(`/api/events answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: unknown[] = [];
  let buffer = '';
  let connected = false;
  try {
    while (messages.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith('data: ')) messages.push(JSON.parse(block.slice(6)));
      }
      if (!connected) {
        connected = true;
        await afterConnect();
      }
    }
  } finally {
    controller.abort();
  }
  return messages;
}
