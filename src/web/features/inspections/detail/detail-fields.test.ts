import { describe, expect, it } from 'vitest';
import { buildDetailSections, showText, showYesNo } from './detail-fields';
import { detail } from './detail-fixture';

function sectionValues(title: string) {
  const section = buildDetailSections(detail).find((s) => s.title === title);
  return Object.fromEntries((section?.fields ?? []).map((f) => [f.label, f.value]));
}

describe('showText and showYesNo', () => {
  it("show 'N/A' for empty values", () => {
    expect(showText(null)).toBe('N/A');
    expect(showText('  ')).toBe('N/A');
    expect(showText(0)).toBe('0');
    expect(showYesNo(null)).toBe('N/A');
    expect(showYesNo(false)).toBe('No');
  });
});

describe('buildDetailSections', () => {
  it('lists the sections in page order', () => {
    expect(buildDetailSections(detail).map((s) => s.title)).toEqual([
      'Measure & Policy',
      'Property',
      'Customer',
      'Installer',
      'Scheduling',
      'Results',
      'Measure-specific answers',
      'EWI grading & notes',
      'Notes',
      'Record',
    ]);
  });

  it('formats results, dates and yes/no answers', () => {
    expect(sectionValues('Results')).toMatchObject({
      Status: 'Passed',
      Outcome: 'Passed - No Issues Found',
      'Completed date': '02/03/2026',
      'Defects found': 'No',
      'Remedial action required': 'N/A',
      'Certificate issued': 'Yes',
      'Completion notes': 'N/A',
    });
    expect(sectionValues('EWI grading & notes').Grading).toBe('Green (compliant)');
    expect(sectionValues('Notes').Notes).toBe('N/A');
  });

  it("labels the measure's checklist answers, 'N/A' where unanswered", () => {
    expect(sectionValues('Measure-specific answers')).toEqual({
      'Full Coverage': 'Pass',
      'Fixings & Adhesion': 'Fail',
      'Weatherproof Render': 'N/A',
      'Ventilation & DPC': 'N/A',
      'Detailing & Seals': 'N/A',
    });
  });

  it('explains when a measure has no checklist', () => {
    const solar = { ...detail, measureCode: 'SOLAR_PV', measureLabel: 'Solar PV', answers: {} };
    const answers = buildDetailSections(solar).find((s) => s.title === 'Measure-specific answers');
    expect(answers).toEqual({
      title: 'Measure-specific answers',
      fields: [],
      emptyText: 'No measure-specific checklist applies to Solar PV.',
    });
  });
});
