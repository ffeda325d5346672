import { describe, expect, it } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM } from './chromium';

// The candidates are passed in, so the answer does not depend on this machine's browsers.
const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('chooseChromium', () => {
  it('uses CHROMIUM_PATH when it is set, even with a system Chromium', () => {
    expect(
      chooseChromium({
        chromiumPath: '/opt/chrome/chrome',
        systemPath: SYSTEM_CHROMIUM,
        exists: only(SYSTEM_CHROMIUM),
      }),
    ).toEqual({ source: 'CHROMIUM_PATH', executablePath: '/opt/chrome/chrome' });
  });

  it("uses the system's Chromium when CHROMIUM_PATH is unset or empty", () => {
    for (const chromiumPath of [undefined, '']) {
      expect(
        chooseChromium({
          chromiumPath,
          systemPath: SYSTEM_CHROMIUM,
          exists: only(SYSTEM_CHROMIUM),
        }),
      ).toEqual({ source: 'system', executablePath: SYSTEM_CHROMIUM });
    }
  });

  it('falls back to the npm package when neither exists', () => {
    expect(
      chooseChromium({ chromiumPath: undefined, systemPath: SYSTEM_CHROMIUM, exists: only() }),
    ).toEqual({ source: 'package' });
  });
});
