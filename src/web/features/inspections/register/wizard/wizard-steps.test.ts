import { createWizardDefaults, WIZARD_STEPS } from '@/shared/inspections/wizard-form';
import { describe, expect, it } from 'vitest';
import {
  calculateStepPercent,
  clampStep,
  findFirstInvalidStep,
  getStepStatus,
  listStepsBefore,
  STEP_DESCRIPTIONS,
} from './wizard-steps';

describe('getStepStatus', () => {
  it('marks the current step current even when it was completed before', () => {
    expect(getStepStatus(1, 1, [0, 1])).toBe('current');
    expect(getStepStatus(0, 1, [0, 1])).toBe('completed');
    expect(getStepStatus(2, 1, [0, 1])).toBe('upcoming');
  });
});

describe('calculateStepPercent', () => {
  it('counts the step being shown', () => {
    expect(calculateStepPercent(0, 7)).toBe(14);
    expect(calculateStepPercent(3, 7)).toBe(57);
    expect(calculateStepPercent(6, 7)).toBe(100);
    expect(calculateStepPercent(0, 0)).toBe(0);
  });
});

describe('listStepsBefore and clampStep', () => {
  it('treats the steps before a restored step as completed', () => {
    expect(listStepsBefore(3)).toEqual([0, 1, 2]);
    expect(listStepsBefore(0)).toEqual([]);
  });

  it('keeps a stored step inside the wizard', () => {
    expect(clampStep(9, 7)).toBe(6);
    expect(clampStep(-1, 7)).toBe(0);
    expect(clampStep(2.5, 7)).toBe(0);
    expect(clampStep(4, 7)).toBe(4);
  });
});

describe('STEP_DESCRIPTIONS', () => {
  it('describes every step of both wizards', () => {
    for (const title of [...WIZARD_STEPS.schedule, ...WIZARD_STEPS.completed]) {
      expect(STEP_DESCRIPTIONS[title]).toBeTruthy();
    }
  });
});

describe('findFirstInvalidStep', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('points at the first step that fails, with its messages', () => {
    const form = createWizardDefaults('schedule', now);
    expect(findFirstInvalidStep(form, 'schedule', 7)).toEqual({
      step: 0,
      errors: [
        { field: 'measureType', message: 'Measure type is required' },
        { field: 'policyId', message: 'Policy ID is required' },
      ],
    });
    const laterStep = { ...form, measureType: 'LOFT', policyId: '123' };
    expect(findFirstInvalidStep(laterStep, 'schedule', 7)?.step).toBe(2);
  });

  it('is null when everything passes', () => {
    const form = {
      ...createWizardDefaults('schedule', now),
      measureType: 'LOFT',
      policyId: '123',
      addressLine1: '1 High Street',
      addressTown: 'Leeds',
      addressPostcode: 'LS1 1AA',
      customerForename: 'Ann',
      customerSurname: 'Lee',
      installerName: 'Acme',
      installerCompany: 'Acme Ltd',
    };
    expect(findFirstInvalidStep(form, 'schedule', 7)).toBeNull();
  });
});
