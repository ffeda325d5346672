import { describe, expect, it } from 'vitest';
import {
  buildFullRecordsPath,
  buildInstallerPanelPath,
  buildScheduleInspectionPath,
} from './profile-links';

const ID = '0b6c4d2e-8a53-4c1e-9a39-3f7f1f2f9e11';

describe('profile links', () => {
  it('opens the profile on a contact panel', () => {
    expect(buildInstallerPanelPath(ID, 'email')).toBe(`/installers/${ID}?panel=email`);
    expect(buildInstallerPanelPath(ID, 'notes')).toBe(`/installers/${ID}?panel=notes`);
  });

  it('pre-fills the schedule wizard with the installer', () => {
    expect(buildScheduleInspectionPath(ID)).toBe(
      `/inspections/register/schedule?installerId=${ID}`,
    );
  });

  it('searches View Inspections by the installer name', () => {
    expect(buildFullRecordsPath('Warm & Dry Ltd')).toBe(
      '/view-inspections?search=Warm+%26+Dry+Ltd',
    );
  });
});
