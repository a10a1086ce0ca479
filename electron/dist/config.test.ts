import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { BUILDER_CONFIG } from './config';

const validate = (config: object) => validateConfiguration(config, new DebugLogger(false));

describe('the electron-builder configuration', () => {
  it('passes electron-builder’s own schema check', async () => {
    await expect(validate(BUILDER_CONFIG)).resolves.toBeUndefined();
  });

  it('is checked for real: a misplaced option fails the same check', async () => {
    await expect(validate({ ...BUILDER_CONFIG, linux: { ...BUILDER_CONFIG.linux, title: 'Deck Dojo' } })).rejects.toThrow(/does not match the API schema.\n - configuration\.linux should be one of these/);
  });
});
