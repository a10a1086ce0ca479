import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { builderConfig } from './config';

const inputs = { bindingPath: '/prepared/better_sqlite3.node', electronVersion: '45.4.1' };
const validate = (config: object) => validateConfiguration(config, new DebugLogger(false));

describe('the electron-builder configuration', () => {
  it('passes electron-builder’s own schema check', async () => {
    await expect(validate(builderConfig(inputs))).resolves.toBeUndefined();
  });

  it('is checked for real: a misplaced option fails the same check', async () => {
    const config = builderConfig(inputs);
    await expect(validate({ ...config, linux: { ...config.linux, title: 'Deck Dojo' } })).rejects.toThrow(/does not match the API schema.\n - configuration\.linux should be one of these/);
  });

  it('builds installers for each desktop platform and packs the prepared binary, not a rebuild', () => {
    const config = builderConfig(inputs);
    expect([config.linux?.target, config.win?.target, config.mac?.target]).toEqual([['AppImage', 'deb'], 'nsis', 'dmg']);
    expect(config.extraResources).toEqual([{ from: inputs.bindingPath, to: 'native/better_sqlite3.node' }]);
    expect([config.npmRebuild, config.nodeGypRebuild, config.asar]).toEqual([false, false, true]);
  });
});
