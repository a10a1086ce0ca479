/** The CLI's side of the process: where it prints, its environment, and when a server it runs should stop. */
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

export const RENDERER_DIR = fileURLToPath(new URL('../../../out/renderer/', import.meta.url));

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  home: string;
  /** The built renderer that `serve` hands to the browser. */
  rendererDir: string;
  /** Resolves when a running server should stop (Ctrl+C). */
  untilStopped(): Promise<void>;
}

/** The process-bound side of the CLI, used by bin/deckdojo.js. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    platform: process.platform,
    home: homedir(),
    rendererDir: RENDERER_DIR,
    untilStopped: () =>
      new Promise((resolveStop) => {
        process.once('SIGINT', () => resolveStop());
        process.once('SIGTERM', () => resolveStop());
      }),
  };
}
