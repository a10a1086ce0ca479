/** `GET /api/events`: the backend's events as server-sent events, one stream per tab, each bounded in memory. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Backend } from '../../backend';
import type { EventMessage } from '../../contract';
import { allowMethods, busy } from './responses';

const HEARTBEAT_MS = 25_000;

export interface EventStreams {
  open(request: IncomingMessage, response: ServerResponse): void;
  /** Ends every stream (the bridge is closing). */
  close(): void;
}

/** @param limits how many streams, and how many bytes one may hold unsent (WebBridgeLimits) */
export function createEventStreams(backend: Backend, limits: { eventStreams: number; eventBufferBytes: number }): EventStreams {
  const streams = new Set<ServerResponse>();
  return {
    open(request, response) {
      allowMethods(request, response, '/api/events', ['GET']);
      if (streams.size >= limits.eventStreams) throw busy(response, `${limits.eventStreams} event streams`);
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      streams.add(response);
      const write = (text: string) => {
        if (response.destroyed) return;
        // A client that has not taken what was sent before is not reading: past the bound it is dropped, so what waits
        // in memory stays within the bound and one event.
        if ((response.socket?.writableLength ?? 0) > limits.eventBufferBytes) return void response.destroy();
        response.write(text);
      };
      const unsubscribe = backend.subscribe((message: EventMessage) => write(`data: ${JSON.stringify(message)}\n\n`));
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      response.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(response);
      });
    },
    close() {
      for (const stream of streams) stream.end();
    },
  };
}
