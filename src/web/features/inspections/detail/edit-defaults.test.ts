import { describe, expect, it } from 'vitest';
import { EDIT_INSPECTION_TYPES, buildEditDefaults } from './edit-defaults';
import { detail } from './detail-fixture';

describe('buildEditDefaults', () => {
  it("starts from the stored values, '' where nothing is stored", () => {
    expect(
      buildEditDefaults({ ...detail, scheduledTime: '09:30', inspectionType: 'Site Visit' }),
    ).toEqual({
      id: detail.id,
      expectedVersion: 2,
      scheduledDate: '2026-03-02',
      scheduledTime: '09:30',
      inspectorName: '',
      inspectionType: 'Site Visit',
      onsiteRemote: '',
      specialRequirements: '',
      notes: '',
    });
  });

  it('reads an inspection type outside both lists as not set', () => {
    expect(buildEditDefaults({ ...detail, inspectionType: 'Drone survey' }).inspectionType).toBe(
      '',
    );
  });

  it('offers each inspection type once', () => {
    expect(EDIT_INSPECTION_TYPES).toHaveLength(9);
    expect(new Set(EDIT_INSPECTION_TYPES).size).toBe(9);
  });
});
