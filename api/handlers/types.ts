import type { AppDatabase } from '../../db/open';
import type { EventName, Events, HostKind, MethodName, Params, Result } from '../contract';
import type { Logger } from '../services/log';

export interface Clock {
  now(): Date;
}

/** What every handler slice may use. Built once by createBackend. */
export interface HandlerContext {
  db: AppDatabase;
  clock: Clock;
  host: HostKind;
  /** Where backups, restores, imports and failures are noted (the host's log file, or the CLI's stderr). */
  log: Logger;
  emit<E extends EventName>(event: E, payload: Events[E]): void;
}

export type Handler<M extends MethodName> = (params: Params<M>) => Result<M> | Promise<Result<M>>;
export type Handlers = { [M in MethodName]: Handler<M> };

/** Types a slice of handlers; a key that is not a method name fails to compile. */
export function defineHandlers<K extends MethodName>(handlers: { [M in K]: Handler<M> }): { [M in K]: Handler<M> } {
  return handlers;
}
