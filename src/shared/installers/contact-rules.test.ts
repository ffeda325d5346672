import { describe, expect, it } from 'vitest';
import {
  cleanRecipients,
  cleanTags,
  compareNotes,
  fillTemplate,
  formatCallDuration,
  listTemplateVariables,
  previewTemplateBody,
  summariseVariables,
} from './contact-rules';

describe('formatCallDuration', () => {
  it.each([
    [0, '< 1 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1h 0m'],
    [95, '1h 35m'],
    [600, '10h 0m'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatCallDuration(minutes)).toBe(text);
  });
});

describe('compareNotes', () => {
  it('orders by priority (urgent, high, medium, low), then newest first', () => {
    const notes = [
      { id: 'low-new', priority: 'low' as const, createdAt: '2026-11-20T10:00:00Z' },
      { id: 'high-old', priority: 'high' as const, createdAt: '2026-01-01T10:00:00Z' },
      { id: 'urgent', priority: 'urgent' as const, createdAt: '2025-06-01T10:00:00Z' },
      { id: 'high-new', priority: 'high' as const, createdAt: '2026-11-01T10:00:00Z' },
      { id: 'medium', priority: 'medium' as const, createdAt: '2026-11-21T10:00:00Z' },
    ];
    expect([...notes].sort(compareNotes).map((n) => n.id)).toEqual([
      'urgent',
      'high-new',
      'high-old',
      'medium',
      'low-new',
    ]);
  });
});

describe('tags and recipients', () => {
  it('trims tags, drops blanks and duplicates', () => {
    expect(cleanTags([' EWI ', 'ewi', '', 'Solar', '  ', 'Solar '])).toEqual(['EWI', 'Solar']);
  });

  it('trims, splits, lower-cases and de-duplicates recipients', () => {
    expect(
      cleanRecipients([
        ' Ann@Example.co.uk ',
        'ann@example.co.uk; bob@example.co.uk',
        '',
        'bob@example.co.uk,carl@example.co.uk',
      ]),
    ).toEqual(['ann@example.co.uk', 'bob@example.co.uk', 'carl@example.co.uk']);
  });
});

describe('templates', () => {
  it('fills known variables and leaves unknown ones visible', () => {
    expect(
      fillTemplate('Dear {{name}}, cert {{ qmpNumber }}; {{unknown}} {{phone}}', {
        name: 'Acme Ltd',
        qmpNumber: 'QMP-1',
        phone: '0113 496 0000',
      }),
    ).toBe('Dear Acme Ltd, cert QMP-1; {{unknown}} 0113 496 0000');
  });

  it('leaves out the sentence of a missing value instead of writing N/A (issue 28, point 14)', () => {
    const template = [
      'Dear {{name}},',
      '',
      'Thank you for your inspection of {{address}} (outcome: {{inspectionOutcome}}). Your next inspection is due on {{nextDueDate}}. Call us on 0113 496 0000.',
      '- Phone: {{phone}}',
      'Regards',
    ].join('\n');
    expect(
      fillTemplate(template, {
        name: 'Acme Ltd',
        address: '',
        inspectionOutcome: '',
        nextDueDate: '',
        phone: '',
      }),
    ).toBe(['Dear Acme Ltd,', '', 'Call us on 0113 496 0000.', 'Regards'].join('\n'));
    expect(
      fillTemplate(template, {
        name: 'Acme Ltd',
        address: '1 Mill Lane',
        inspectionOutcome: 'Pass',
        nextDueDate: '',
        phone: '0113',
      }),
    ).toBe(
      [
        'Dear Acme Ltd,',
        '',
        'Thank you for your inspection of 1 Mill Lane (outcome: Pass). Call us on 0113 496 0000.',
        '- Phone: 0113',
        'Regards',
      ].join('\n'),
    );
  });

  it('lists variables once each in order of use', () => {
    expect(listTemplateVariables('{{name}} {{email}} {{name}} {{portalUrl}}')).toEqual([
      'name',
      'email',
      'portalUrl',
    ]);
  });

  it('previews the first 100 characters and summarises variables after 3', () => {
    expect(previewTemplateBody('x'.repeat(100))).toBe('x'.repeat(100));
    expect(previewTemplateBody('y'.repeat(150))).toBe(`${'y'.repeat(100)}…`);
    expect(summariseVariables(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: '+2 more',
    });
    expect(summariseVariables(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
  });
});
