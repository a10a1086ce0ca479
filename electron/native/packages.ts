/** The installed packages the start chain and the packaging script drive, read from node_modules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PackageJson {
  version: string;
  bin?: Record<string, string>;
}

const read = (packageDir: string) => JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson;

export function packageVersion(packageDir: string): string {
  return read(packageDir).version;
}

/** The script of a package's command (its exports may hide the file from require.resolve). */
export function packageBin(projectRoot: string, name: string, command = name): string {
  const packageDir = join(projectRoot, 'node_modules', name);
  const script = read(packageDir).bin?.[command];
  if (!script) throw new Error(`${name} has no command ${command}; run \`npm install\``);
  return join(packageDir, script);
}
