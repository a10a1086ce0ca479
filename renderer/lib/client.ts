import type {
  ApiErrorBody,
  Bridge,
  ErrorCode,
  ErrorIssue,
  EventMessage,
  EventName,
  Events,
  Localized,
  MethodName,
  Params,
  Response,
  Result,
} from '../../api/contract';

/** A call the backend answered with `{ ok: false }`. */
export class ApiCallError extends Error {
  readonly code: ErrorCode;
  /** Where the problem is: lines and columns of an imported file, or a position in a query. */
  readonly issues: ErrorIssue[];
  /** Why, in both languages, where the reason has them (ApiErrorBody.text); show it with pickIssue. */
  readonly text?: Localized;
  constructor(
    readonly method: string,
    body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiCallError';
    this.code = body.code;
    this.issues = body.issues ?? [];
    this.text = body.text;
  }
}

/** Typed calls and events over either transport; components never know which one is underneath. */
export interface ApiClient {
  /** Params may be left out when every field is optional. */
  call<M extends MethodName>(method: M, ...params: Record<string, never> extends Params<M> ? [params?: Params<M>] : [params: Params<M>]): Promise<Result<M>>;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
}

/**
 * The pauses (ms) before each try again of a call answered BUSY (another program held the database's write lock for
 * the backend's whole wait; nothing was written). After the last, BUSY is the caller's to show; its data is kept.
 */
export const BUSY_RETRIES_MS = [1000, 2000, 4000];

export function createClient(bridge: Bridge, { busyRetriesMs = BUSY_RETRIES_MS }: { busyRetriesMs?: readonly number[] } = {}): ApiClient {
  return {
    async call(method, ...params) {
      for (let attempt = 0; ; attempt++) {
        const response = (await bridge.invoke(method, params[0] ?? {})) as Response<typeof method>;
        if (response.ok) return response.result;
        const pause = busyRetriesMs[attempt];
        if (response.error.code !== 'BUSY' || pause === undefined) throw new ApiCallError(method, response.error);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    },
    on(event, listener) {
      return bridge.onEvent((message: EventMessage) => {
        if (message.event === event) listener(message.payload as Events[typeof event]);
      });
    },
  };
}

/** The web bridge's HTTP + server-sent events, shaped like the Electron preload's bridge. */
export function httpBridge(baseUrl: string, fetchImpl: typeof fetch = fetch): Bridge {
  const listeners = new Set<(message: EventMessage) => void>();
  let source: EventSource | undefined;
  return {
    async invoke(method, params) {
      let response: globalThis.Response;
      try {
        response = await fetchImpl(new URL('api/invoke', baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ method, params }),
        });
      } catch (error) {
        return { ok: false, error: { code: 'INTERNAL', message: `the web bridge did not answer: ${(error as Error).message}` } };
      }
      return (await response.json()) as Response;
    },
    onEvent(listener) {
      listeners.add(listener);
      if (!source) {
        source = new EventSource(new URL('api/events', baseUrl));
        source.onmessage = (event: MessageEvent<string>) => {
          const message = JSON.parse(event.data) as EventMessage;
          for (const each of listeners) each(message);
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = undefined;
        }
      };
    },
  };
}

declare global {
  interface Window {
    /** Present only inside the desktop app (electron/preload). */
    bridge?: Bridge;
  }
}

/** Picks the transport once: the preload's bridge in Electron, HTTP to the serving origin otherwise. */
export function connect(): ApiClient {
  return createClient(window.bridge ?? httpBridge(window.location.origin + '/'));
}
