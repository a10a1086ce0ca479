import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo } from '../../api/hosts/cli/io';
import { main } from '../../api/hosts/cli/main';
import { copyPackedDatabase } from './packed';

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in this process with captured output, in folders of `tempDir`. */
export function cliRunner(tempDir: () => string) {
  /** A database with the bundled packs already in it (a copy of the run's template: opening it loads nothing). */
  const packedDb = (): string => copyPackedDatabase(join(tempDir(), 'cli.db'));

  const builtRenderer = (): string => {
    const dir = join(tempDir(), 'renderer');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Deck Dojo</title>');
    return dir;
  };

  const run = async (argv: string[], env: Record<string, string> = {}, overrides: Partial<CliIo> = {}): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const io: CliIo = {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env,
      platform: 'linux',
      home: tempDir(),
      rendererDir: builtRenderer(),
      untilStopped: () => Promise.resolve(),
      ...overrides,
    };
    const status = await main(argv, io);
    return { status, stdout, stderr };
  };

  return { run, packedDb };
}
