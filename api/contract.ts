/**
 * The one list of what the backend does: every method (name → params → result) and every pushed event.
 * Handlers, schemas, hosts and the renderer's client all derive their types from here; nothing else names a
 * method. This file holds types only, so the renderer can import it without pulling in Node code.
 */
import type { GameId, Localized } from '../engine/games/types';

export type { GameId, Localized };
export type Locale = 'ja' | 'en';
export type HostKind = 'electron' | 'web' | 'cli';

export interface DeckSectionInfo {
  id: string;
  label: Localized;
  rule: string;
}

export interface GameInfo {
  id: GameId;
  abbreviation: string;
  name: Localized;
  sections: DeckSectionInfo[];
}

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  databasePath: string;
  schemaVersion: number;
}

/** Player preferences kept in the database. `null` means "not chosen yet". */
export interface Settings {
  locale: Locale | null;
  gameId: GameId | null;
}

type NoParams = Record<string, never>;

export interface Methods {
  'app.info': { params: NoParams; result: AppInfo };
  'games.list': { params: NoParams; result: GameInfo[] };
  'games.get': { params: { id: GameId }; result: GameInfo };
  'settings.get': { params: NoParams; result: Settings };
  'settings.update': { params: Partial<Settings>; result: Settings };
}

export interface Events {
  /** Another window, tab or process changed a preference. */
  'settings.changed': Settings;
}

export type MethodName = keyof Methods;
export type Params<M extends MethodName> = Methods[M]['params'];
export type Result<M extends MethodName> = Methods[M]['result'];
export type EventName = keyof Events;

export type ErrorCode =
  /** The method name is not in this contract. */
  | 'UNKNOWN_METHOD'
  /** The params do not match the method's schema; the message names the field. */
  | 'INVALID_PARAMS'
  | 'NOT_FOUND'
  /** The request itself is malformed (not JSON, wrong shape, too large). */
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'INTERNAL';

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
}

export type Response<M extends MethodName = MethodName> =
  | { ok: true; result: Result<M> }
  | { ok: false; error: ApiErrorBody };

export type EventMessage = { [E in EventName]: { event: E; payload: Events[E] } }[EventName];

/**
 * What the Electron preload exposes as `window.bridge`: exactly these two functions, over two fixed IPC
 * channels. The web bridge offers the same over HTTP.
 */
export interface Bridge {
  invoke(method: string, params?: unknown): Promise<Response>;
  /** Returns a function that stops listening. */
  onEvent(listener: (message: EventMessage) => void): () => void;
}
