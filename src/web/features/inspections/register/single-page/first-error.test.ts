import {
  createSinglePageFormDefaults,
  listSinglePageFormErrors,
} from '@/shared/inspections/single-page-form';
import { describe, expect, it } from 'vitest';
import { pickFirstError } from './first-error';

describe('pickFirstError', () => {
  it("takes the spec's first failure, in the spec's order", () => {
    const form = { ...createSinglePageFormDefaults('2026-03-01'), installerName: 'Acme' };
    expect(pickFirstError(listSinglePageFormErrors(form), {})).toEqual({
      field: 'policyId',
      message: 'Policy ID is required',
    });
  });

  it("falls back to the resolver's structural messages", () => {
    expect(
      pickFirstError([], {
        policyId: undefined,
        postcode: { message: 'Postcode must be no more than 10 characters' },
      }),
    ).toEqual({ field: 'postcode', message: 'Postcode must be no more than 10 characters' });
  });

  it('is null when nothing failed', () => {
    expect(pickFirstError([], {})).toBeNull();
  });
});
