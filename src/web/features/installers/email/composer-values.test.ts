import { describe, expect, it } from 'vitest';
import {
  buildEmailFields,
  describeSendOutcome,
  emptyComposer,
  hasRequiredFields,
  toComposerValues,
} from './composer-values';

const INSTALLER = '0b6c4d2e-8a53-4c1e-9a39-3f7f1f2f9e11';
const context = { installerId: INSTALLER, templateId: null, draftId: null };

describe('buildEmailFields', () => {
  it('splits, trims and de-duplicates the recipient lines', () => {
    const fields = buildEmailFields(
      { ...emptyComposer(null), to: ' a@x.uk, A@x.uk; b@x.uk ,', cc: '', bcc: 'c@x.uk' },
      context,
    );
    expect(fields.to).toEqual(['a@x.uk', 'b@x.uk']);
    expect(fields.cc).toEqual([]);
    expect(fields.bcc).toEqual(['c@x.uk']);
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('templateId');
  });

  it('names the draft and template when there are ones', () => {
    const fields = buildEmailFields(emptyComposer('i@x.uk'), {
      installerId: INSTALLER,
      templateId: 't-1',
      draftId: 'd-1',
    });
    expect(fields).toMatchObject({ id: 'd-1', templateId: 't-1', to: ['i@x.uk'] });
  });
});

describe('hasRequiredFields', () => {
  const ready = buildEmailFields(
    { ...emptyComposer('i@x.uk'), subject: 'Hello', body: 'Body' },
    context,
  );

  it('needs a recipient, a subject and a body', () => {
    expect(hasRequiredFields(ready)).toBe(true);
    expect(hasRequiredFields({ ...ready, to: [] })).toBe(false);
    expect(hasRequiredFields({ ...ready, subject: '  ' })).toBe(false);
    expect(hasRequiredFields({ ...ready, body: '' })).toBe(false);
  });
});

describe('describeSendOutcome', () => {
  it('says sent or queued by the returned status', () => {
    expect(describeSendOutcome('sent', 'Sent')).toEqual({ tone: 'success', title: 'E-mail sent' });
    expect(describeSendOutcome('queued', 'Queued')).toEqual({
      tone: 'success',
      title: 'E-mail queued',
    });
  });

  it('explains a queue with no mail server', () => {
    expect(describeSendOutcome('queued', 'Queued (no mail server configured)')).toEqual({
      tone: 'success',
      title: 'E-mail queued',
      description: 'Queued (no mail server configured)',
    });
  });

  it('reports a failed delivery as an error', () => {
    expect(describeSendOutcome('failed', 'Failed').tone).toBe('error');
  });
});

describe('toComposerValues', () => {
  it('joins a draft lists back into lines', () => {
    expect(
      toComposerValues({
        to: ['a@x.uk', 'b@x.uk'],
        cc: [],
        bcc: [],
        subject: 'S',
        body: 'B',
        priority: 'high',
      }),
    ).toEqual({ to: 'a@x.uk, b@x.uk', cc: '', bcc: '', subject: 'S', body: 'B', priority: 'high' });
  });
});
