/**
 * A command of the deckdojo CLI: what it declares (its entry in `--help`, its command line) and what it runs with.
 * Each command is a file of commands/; main.ts lists them.
 */
import { placeReason } from '../../../db/importers/issues';
import type { Backend } from '../../backend';
import type { ErrorCode, GameInfo, HostKind, MethodName, Response } from '../../contract';
import { EXIT } from './exit';
import type { CliIo } from './io';
import type { CommandLine, Invocation } from './options';

export type Failure = Extract<Response, { ok: false }>;
export type Call = <M extends MethodName>(method: M, params: unknown) => Promise<Response<M>>;

export interface CliCommand extends CommandLine {
  name: string;
  /** Its entry in `deckdojo --help`: what to type, and what it does, one line or more. */
  help: { synopsis: string; text: readonly string[] };
  /** The kind of host the backend is told it serves: `web` for `serve`, else `cli`. */
  host?: HostKind;
  run(context: CommandContext): Promise<number>;
  /** Run instead when the database cannot be opened but a backup would mend it (`restore` puts one in place). */
  runUnopened?(invocation: Invocation, io: CliIo): Promise<number>;
}

export interface CommandContext extends Invocation {
  io: CliIo;
  backend: Backend;
  /** The files the web bridge has been sent, the only paths its backend reads (`serve`). */
  uploaded: Set<string>;
  /** Params come from the command line unchecked: the API's schemas are the one place that validates them. */
  call: Call;
  /** Says why a call failed (the response too, with --json) and gives the exit status it means. */
  fail(response: Failure): number;
  /** A result as JSON with --json, else as the text `asText` makes of it. */
  print<T>(value: T, asText: (value: T) => string): void;
  /** The game of `--game`, or the failure that says it is none. */
  gameInfo(id: string): Promise<GameInfo | Failure>;
}

/** Answers that are not the caller's doing: exit 3, like an internal failure, not 2 (bad input). */
const NOT_BAD_INPUT = new Set<ErrorCode>(['INTERNAL', 'DOWNLOAD_FAILED', 'BUSY', 'DISK_FULL', 'READ_ONLY']);

export function commandContext(invocation: Invocation, backend: Backend, io: CliIo, uploaded: Set<string>): CommandContext {
  const { json } = invocation;
  const call: Call = async (method, params) => (await backend.invoke(method, params)) as Response<typeof method>;
  return {
    ...invocation,
    io,
    backend,
    uploaded,
    call,
    fail: (response) => {
      if (json) io.stdout(`${JSON.stringify(response, null, 2)}\n`);
      io.stderr(`deckdojo: ${response.error.message}\n`);
      // An import with several problems lists each, one per line, under the summary.
      if (!json && response.error.code === 'IMPORT_FAILED' && (response.error.issues?.length ?? 0) > 1) {
        for (const issue of response.error.issues ?? []) io.stderr(`  ${placeReason(issue, issue.message)}\n`);
      }
      return NOT_BAD_INPUT.has(response.error.code) ? EXIT.internal : EXIT.usage;
    },
    print: (value, asText) => io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : `${asText(value)}\n`),
    gameInfo: async (id) => {
      const response = await call('games.get', { id });
      return response.ok ? response.result : response;
    },
  };
}
