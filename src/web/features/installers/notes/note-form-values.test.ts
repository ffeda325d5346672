import { describe, expect, it } from 'vitest';
import { EMPTY_NOTE_FORM, buildNotePayload, toNoteFormValues } from './note-form-values';

describe('buildNotePayload', () => {
  it('is null (ignored silently) when the title or content is blank after trimming', () => {
    expect(buildNotePayload({ ...EMPTY_NOTE_FORM, title: '   ', content: 'x' })).toBeNull();
    expect(buildNotePayload({ ...EMPTY_NOTE_FORM, title: 'x', content: '\n ' })).toBeNull();
  });

  it('trims the text and cleans the tags', () => {
    expect(
      buildNotePayload({
        ...EMPTY_NOTE_FORM,
        title: ' Call back ',
        content: ' About the loft job ',
        priority: 'urgent',
        isPrivate: true,
        tagsText: 'loft, Loft, , follow up',
      }),
    ).toEqual({
      title: 'Call back',
      content: 'About the loft job',
      type: 'general',
      priority: 'urgent',
      isPrivate: true,
      tags: ['loft', 'follow up'],
      reminderDate: '',
    });
  });
});

describe('toNoteFormValues', () => {
  it('puts a note back into the form', () => {
    expect(
      toNoteFormValues({
        title: 'T',
        content: 'C',
        type: 'compliance',
        priority: 'high',
        isPrivate: false,
        tags: ['a', 'b'],
        reminderDate: null,
      }),
    ).toEqual({
      title: 'T',
      content: 'C',
      type: 'compliance',
      priority: 'high',
      isPrivate: false,
      tagsText: 'a, b',
      reminderDate: '',
    });
  });
});
