import { describe, expect, it } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM } from './chromium';

// The candidates are passed in, so the answer does not depend on this machine's browsers.
const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);
const base = {
  chromiumPath: undefined,
  wantSystem: false,
  packageRuns: true,
  systemPath: SYSTEM_CHROMIUM,
  exists: only(SYSTEM_CHROMIUM),
};

describe('chooseChromium', () => {
  it('uses CHROMIUM_PATH when it is set, whatever else there is', () => {
    for (const wantSystem of [false, true])
      expect(chooseChromium({ ...base, chromiumPath: '/opt/chrome/chrome', wantSystem })).toEqual({
        source: 'CHROMIUM_PATH',
        executablePath: '/opt/chrome/chrome',
      });
  });

  it("prefers the package's headless shell where it runs, with CHROMIUM_PATH unset or empty", () => {
    for (const chromiumPath of [undefined, ''])
      expect(chooseChromium({ ...base, chromiumPath })).toEqual({ source: 'package' });
  });

  it("uses the system's full browser when asked (E2E_BROWSER=system) and there is one", () => {
    expect(chooseChromium({ ...base, wantSystem: true })).toEqual({
      source: 'system',
      executablePath: SYSTEM_CHROMIUM,
    });
    expect(chooseChromium({ ...base, wantSystem: true, exists: only() })).toEqual({
      source: 'package',
    });
  });

  it("uses the system's where the package does not run, else the package all the same", () => {
    expect(chooseChromium({ ...base, packageRuns: false })).toEqual({
      source: 'system',
      executablePath: SYSTEM_CHROMIUM,
    });
    expect(chooseChromium({ ...base, packageRuns: false, exists: only() })).toEqual({
      source: 'package',
    });
  });
});
