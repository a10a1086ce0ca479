import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test/helpers/temp';
import { BINDING_FILE, electronBindingDir } from './binding-path';
import { prepareElectronBinding, type RunCommand } from './prepare';

const tempDir = useTempDir();
const NODE_BINARY = 'node-abi binary the tests load';

/** A project with better-sqlite3 installed and built for Node, and electron installed. */
function fakeProject(): string {
  const root = tempDir();
  const pkg = join(root, 'node_modules', 'better-sqlite3');
  mkdirSync(join(pkg, 'build', 'Release'), { recursive: true });
  mkdirSync(join(pkg, 'src'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version: '12.6.2' }));
  writeFileSync(join(pkg, 'src', 'better_sqlite3.cpp'), '// sources');
  writeFileSync(join(pkg, 'build', 'Release', BINDING_FILE), NODE_BINARY);
  mkdirSync(join(root, 'node_modules', 'electron'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'electron', 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  return root;
}

const nodeBinaryHash = (root: string) =>
  createHash('sha256').update(readFileSync(join(root, 'node_modules/better-sqlite3/build/Release', BINDING_FILE))).digest('hex');

/** A build step that writes an Electron binary into the copy it runs in, recording what it was given. */
function fakeBuild(calls: { args: string[]; cwd: string; env: NodeJS.ProcessEnv }[], failFirst = 0): RunCommand {
  return async (_command, args, { cwd, env }) => {
    calls.push({ args, cwd, env });
    if (calls.length <= failFirst) throw new Error('exited with status 1');
    // The staging copy must not carry the Node build along.
    expect(existsSync(join(cwd, 'build'))).toBe(false);
    expect(existsSync(join(cwd, 'src', 'better_sqlite3.cpp'))).toBe(true);
    mkdirSync(join(cwd, 'build', 'Release'), { recursive: true });
    writeFileSync(join(cwd, 'build', 'Release', BINDING_FILE), 'electron-abi binary');
  };
}

const base = { platform: 'linux', arch: 'x64', log: () => {} };

describe('prepareElectronBinding', () => {
  it('builds an Electron binary at its own path and leaves the Node binary alone', async () => {
    const root = fakeProject();
    const before = nodeBinaryHash(root);
    const calls: Parameters<typeof fakeBuild>[0] = [];
    const result = await prepareElectronBinding({
      ...base,
      projectRoot: root,
      env: { PATH: '/usr/bin', npm_config_nodedir: '/usr', npm_config_target: '20.0.0' },
      run: fakeBuild(calls),
    });
    expect(result).toEqual({ bindingPath: join(electronBindingDir(root, '45.4.1', 'linux', 'x64'), BINDING_FILE), built: true });
    expect(readFileSync(result.bindingPath, 'utf8')).toBe('electron-abi binary');
    expect(nodeBinaryHash(root)).toBe(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args).toEqual(expect.arrayContaining(['--runtime=electron', '--target=45.4.1', '--arch=x64']));
    // npm's nodedir would point node-gyp at Node's headers and yield the wrong ABI.
    expect(calls[0]!.env).toEqual({ PATH: '/usr/bin' });
    // The staging copy is gone.
    expect(readdirSync(join(root, '.cache', 'electron-native')).filter((name) => name.startsWith('staging-'))).toEqual([]);
  });

  it('does nothing when the binary is current, and rebuilds after a better-sqlite3 upgrade', async () => {
    const root = fakeProject();
    const calls: Parameters<typeof fakeBuild>[0] = [];
    await prepareElectronBinding({ ...base, projectRoot: root, env: {}, run: fakeBuild(calls) });
    expect((await prepareElectronBinding({ ...base, projectRoot: root, env: {}, run: fakeBuild(calls) })).built).toBe(false);
    expect(calls).toHaveLength(1);
    writeFileSync(
      join(root, 'node_modules', 'better-sqlite3', 'package.json'),
      JSON.stringify({ name: 'better-sqlite3', version: '12.7.0' }),
    );
    expect((await prepareElectronBinding({ ...base, projectRoot: root, env: {}, run: fakeBuild(calls) })).built).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('falls back to compiling when no prebuilt binary can be fetched', async () => {
    const root = fakeProject();
    const calls: Parameters<typeof fakeBuild>[0] = [];
    const result = await prepareElectronBinding({ ...base, projectRoot: root, env: {}, run: fakeBuild(calls, 1) });
    expect(result.built).toBe(true);
    expect(calls.map((call) => call.args.find((arg) => /prebuild-install|node-gyp/.test(arg)))).toEqual([
      expect.stringContaining('prebuild-install'),
      expect.stringContaining('node-gyp'),
    ]);
    expect(calls[1]!.args).toEqual(expect.arrayContaining(['rebuild', '--dist-url=https://electronjs.org/headers']));
  });

  it('explains both failures when neither way works, and keeps the Node binary', async () => {
    const root = fakeProject();
    const before = nodeBinaryHash(root);
    const offline: RunCommand = () => Promise.reject(new Error('getaddrinfo ENOTFOUND github.com'));
    await expect(prepareElectronBinding({ ...base, projectRoot: root, env: {}, run: offline })).rejects.toThrow(
      /could not be prepared for Electron 45\.4\.1 \(this needs internet access once\):\n {2}- could not download .*ENOTFOUND github\.com\n {2}- could not compile .*ENOTFOUND/,
    );
    expect(nodeBinaryHash(root)).toBe(before);
    expect(existsSync(join(electronBindingDir(root, '45.4.1', 'linux', 'x64'), BINDING_FILE))).toBe(false);
  });

  it('says to run npm install when the packages are missing', async () => {
    await expect(
      prepareElectronBinding({ ...base, projectRoot: tempDir(), env: {}, run: fakeBuild([]) }),
    ).rejects.toThrow('run `npm install` first');
  });
});
