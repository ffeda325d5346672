import { createWizardDefaults, WIZARD_STEPS } from '@/shared/inspections/wizard-form';
import { describe, expect, it } from 'vitest';
import { buildReviewSections } from './review-summary';

const now = new Date('2026-03-01T10:00:00Z');
const valueOf = (sections: ReturnType<typeof buildReviewSections>, title: string, label: string) =>
  sections.find((s) => s.title === title)?.items.find((i) => i.label === label)?.value;

describe('buildReviewSections', () => {
  it('summarises the schedule wizard step by step, with N/A for blanks and en-GB dates', () => {
    const form = {
      ...createWizardDefaults('schedule', now),
      measureType: 'CWI',
      policyId: '123',
      systemCertificate: 'custom',
      customSystemCertificate: 'My BBA cert',
      propertyBedrooms: 3,
      customerTitle: 'Dr' as const,
      customerForename: 'Ann',
      customerSurname: 'Lee',
    };
    const sections = buildReviewSections(form, 'schedule', WIZARD_STEPS.schedule);
    expect(sections.map((s) => s.title)).toEqual(WIZARD_STEPS.schedule.slice(0, 6));
    expect(valueOf(sections, 'Measure & Policy', 'Measure type')).toBe(
      'CWI (Cavity Wall Insulation)',
    );
    expect(valueOf(sections, 'Measure-Specific Details', 'System certificate')).toBe('My BBA cert');
    expect(valueOf(sections, 'Measure-Specific Details', 'Invoice reference')).toBe('N/A');
    expect(valueOf(sections, 'Property Details', 'Bedrooms')).toBe('3');
    expect(valueOf(sections, 'Customer Information', 'Name')).toBe('Dr Ann Lee');
    expect(valueOf(sections, 'Scheduling', 'Inspection date')).toBe('08/03/2026');
    expect(valueOf(sections, 'Scheduling', 'Inspection trigger')).toBe('Enhanced Monitoring');
    // The checklist answers belong to the completed wizard only.
    expect(valueOf(sections, 'Measure-Specific Details', 'Cavity Fully Filled')).toBeUndefined();
  });

  it('adds answers, EWI grading and results for the completed wizard', () => {
    const form = {
      ...createWizardDefaults('completed', now),
      measureType: 'EWI',
      ewiFullCoverage: 'Pass' as const,
      ewiGrading: 'Amber' as const,
      defectsFound: true,
      defectDetails: 'Render cracked',
    };
    const sections = buildReviewSections(form, 'completed', WIZARD_STEPS.completed);
    expect(valueOf(sections, 'Measure-Specific Details', 'Full Coverage')).toBe('Pass');
    expect(valueOf(sections, 'Measure-Specific Details', 'Fixings & Adhesion')).toBe('N/A');
    expect(valueOf(sections, 'Measure-Specific Details', 'Overall grading')).toBe(
      'Amber (minor issues)',
    );
    expect(valueOf(sections, 'Inspection Results', 'Inspection outcome')).toBe(
      'Passed - No Issues Found',
    );
    expect(valueOf(sections, 'Inspection Results', 'Defect details')).toBe('Render cracked');
    expect(valueOf(sections, 'Inspection Results', 'Remedial action details')).toBeUndefined();
    expect(valueOf(sections, 'Inspection Results', 'Certificate issued')).toBe('Yes');
    expect(valueOf(sections, 'Property Details', 'Bedrooms')).toBeUndefined();
  });
});
