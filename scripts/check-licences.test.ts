import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isAllowed, REVIEWED } from './check-licences.mjs';

describe('the licence check (decision 017)', () => {
  it('takes permissive licences and a choice that includes one, refuses copyleft', () => {
    expect(isAllowed('MIT')).toBe(true);
    expect(isAllowed('(MIT OR GPL-3.0-or-later)')).toBe(true);
    expect(isAllowed('MIT AND ISC AND BSD-3-Clause')).toBe(true);
    expect(isAllowed('AGPL-3.0-or-later')).toBe(false);
    expect(isAllowed('GPL-2.0-only')).toBe(false);
    expect(isAllowed('(MIT AND GPL-3.0-only)')).toBe(false);
    expect(isAllowed('UNLICENSED')).toBe(false);
  });

  it('names each hand-read package with its version, so an upgrade is read again', () => {
    for (const id of Object.keys(REVIEWED)) expect(id).toMatch(/^(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+/);
  });

  it('passes on the installed production tree', () => {
    const output = execFileSync('node', ['scripts/check-licences.mjs'], { encoding: 'utf8' });
    expect(output).toMatch(/^Licences: \d+ production packages/);
  });
});
