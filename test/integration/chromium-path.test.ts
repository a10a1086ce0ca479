import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../e2e/environment';

describe('finding Chromium for the end-to-end tests', () => {
  it('fails with the install command when the browser is missing', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
      /Chromium was not found at \/nowhere\/chromium\. .*apt-get install -y chromium fonts-noto-cjk.*CHROMIUM_PATH/,
    );
  });

  it('takes CHROMIUM_PATH when it points at a file', () => {
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
});
