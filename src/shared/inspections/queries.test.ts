import { todayInLondon } from '../format';
import { addDays } from '../schedule/calendar';
import { describe, expect, it } from 'vitest';
import { PendingInspectionsInput, SaveDraftInput, UpdateInspectionStatusInput } from './queries';

const ID = '3f2b8c1e-2d4a-4b6e-9f10-1a2b3c4d5e6f';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((i) => ({ path: i.path, message: i.message }));

describe('PendingInspectionsInput', () => {
  it('defaults to page 1 of 20', () => {
    expect(PendingInspectionsInput.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('omits empty filters', () => {
    const parsed = PendingInspectionsInput.parse({ measureType: '', trigger: '' });
    expect(parsed.measureType).toBeUndefined();
    expect(parsed.trigger).toBeUndefined();
    expect(parsed).toEqual({ page: 1, limit: 20 });
  });

  it('keeps known filters', () => {
    expect(
      PendingInspectionsInput.parse({
        page: 3,
        limit: 50,
        measureType: 'GLAZING',
        trigger: 'FOLLOW_UP',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      measureType: 'GLAZING',
      trigger: 'FOLLOW_UP',
    });
  });

  it('refuses a limit above 100', () => {
    expect(messagesOf(PendingInspectionsInput.safeParse({ limit: 101 }))).toEqual([
      { path: ['limit'], message: 'Limit must be no more than 100' },
    ]);
    expect(PendingInspectionsInput.safeParse({ limit: 100 }).success).toBe(true);
  });

  it('refuses page 0, unknown filters and single-form trigger labels', () => {
    expect(PendingInspectionsInput.safeParse({ page: 0 }).success).toBe(false);
    expect(PendingInspectionsInput.safeParse({ limit: 0 }).success).toBe(false);
    expect(PendingInspectionsInput.safeParse({ measureType: 'EWI' }).success).toBe(false);
    expect(PendingInspectionsInput.safeParse({ trigger: 'Enhanced Monitoring' }).success).toBe(
      false,
    );
  });
});

describe('UpdateInspectionStatusInput', () => {
  const base = { id: ID, completionNotes: 'Done', expectedVersion: 1 };

  it.each(['PASSED', 'FAILED'])('requires a completion date for %s', (status) => {
    expect(messagesOf(UpdateInspectionStatusInput.safeParse({ ...base, status }))).toEqual([
      { path: ['completedDate'], message: 'Completion date is required' },
    ]);
    expect(
      messagesOf(UpdateInspectionStatusInput.safeParse({ ...base, status, completedDate: '' })),
    ).toEqual([{ path: ['completedDate'], message: 'Completion date is required' }]);
    expect(
      UpdateInspectionStatusInput.parse({ ...base, status, completedDate: '2026-11-20' })
        .completedDate,
    ).toBe('2026-11-20');
  });

  it('refuses a completion date after today (UK), such as 01/03/2027', () => {
    const tomorrow = addDays(todayInLondon(), 1);
    for (const completedDate of [tomorrow, '2027-03-01']) {
      expect(
        messagesOf(
          UpdateInspectionStatusInput.safeParse({ ...base, status: 'FAILED', completedDate }),
        ),
      ).toEqual([{ path: ['completedDate'], message: 'Completion date cannot be in the future' }]);
    }
    expect(
      UpdateInspectionStatusInput.safeParse({
        ...base,
        status: 'FAILED',
        completedDate: todayInLondon(),
      }).success,
    ).toBe(true);
  });

  it.each(['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP', 'CANCELLED'])(
    'does not require a date for %s',
    (status) => {
      const parsed = UpdateInspectionStatusInput.parse({ ...base, status, completedDate: '' });
      expect(parsed.status).toBe(status);
      expect(parsed.completedDate).toBeUndefined();
    },
  );

  it('requires a status', () => {
    expect(messagesOf(UpdateInspectionStatusInput.safeParse({ ...base }))).toEqual([
      { path: ['status'], message: 'Status is required' },
    ]);
    expect(
      messagesOf(UpdateInspectionStatusInput.safeParse({ ...base, status: 'COMPLETED' })),
    ).toEqual([{ path: ['status'], message: 'Status is required' }]);
  });

  it('checks the date shape and defaults the notes', () => {
    expect(
      messagesOf(
        UpdateInspectionStatusInput.safeParse({
          ...base,
          status: 'PASSED',
          completedDate: '20/11/2026',
        }),
      ),
    ).toEqual([{ path: ['completedDate'], message: 'Date must be a valid date' }]);
    expect(
      UpdateInspectionStatusInput.parse({ id: ID, status: 'PENDING', expectedVersion: 2 })
        .completionNotes,
    ).toBe('');
  });
});

describe('SaveDraftInput', () => {
  it('accepts a partial, not yet valid form', () => {
    const parsed = SaveDraftInput.parse({
      variant: 'schedule',
      data: { measureType: 'IWI', policyId: '', addressPostcode: 'SW1' },
    });
    expect(parsed.currentStep).toBe(0);
    expect(parsed.data.measureType).toBe('IWI');
    expect(parsed.data.addressPostcode).toBe('SW1');
  });

  it('accepts an empty draft and a step within the 7 steps', () => {
    expect(
      SaveDraftInput.parse({ variant: 'completed', data: {}, currentStep: 6 }).currentStep,
    ).toBe(6);
  });

  it('still checks the structure', () => {
    expect(
      SaveDraftInput.safeParse({ variant: 'schedule', data: {}, currentStep: 7 }).success,
    ).toBe(false);
    expect(SaveDraftInput.safeParse({ variant: 'draft', data: {} }).success).toBe(false);
    expect(
      SaveDraftInput.safeParse({ variant: 'schedule', data: { measureType: 'NOPE' } }).success,
    ).toBe(false);
    expect(
      SaveDraftInput.safeParse({ variant: 'schedule', data: { propertyBedrooms: 11 } }).success,
    ).toBe(false);
  });
});
