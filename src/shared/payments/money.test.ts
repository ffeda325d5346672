import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_MESSAGES, parsePoundsToPence, penceToInput } from './money';
import { canMarkPaid, displayPaymentStatus, isPaymentOverdue } from './overdue';
import { RecordPaymentInput } from './schemas';

describe('parsePoundsToPence', () => {
  it.each([
    ['£1,234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    [' £ 12.05 ', 1205],
    ['0.01', 1],
    ['1,000,000', 100_000_000],
  ])('reads %s as %i pence', (text, pence) => {
    expect(parsePoundsToPence(text)).toEqual({ ok: true, pence });
  });

  it('works on digits, so no floating-point rounding creeps in', () => {
    // 19.99 * 100 and 0.29 * 100 are not whole numbers in floating point.
    expect(parsePoundsToPence('19.99')).toEqual({ ok: true, pence: 1999 });
    expect(parsePoundsToPence('0.29')).toEqual({ ok: true, pence: 29 });
    expect(parsePoundsToPence('1.10')).toEqual({ ok: true, pence: 110 });
  });

  it.each([
    ['', MONEY_MESSAGES.required],
    ['   ', MONEY_MESSAGES.required],
    ['-5', MONEY_MESSAGES.negative],
    ['-£5.00', MONEY_MESSAGES.negative],
    ['£-5.00', MONEY_MESSAGES.negative],
    ['1.005', MONEY_MESSAGES.decimals],
    ['12.345', MONEY_MESSAGES.decimals],
    ['0', MONEY_MESSAGES.zero],
    ['0.00', MONEY_MESSAGES.zero],
    ['1,00', MONEY_MESSAGES.invalid],
    ['12.', MONEY_MESSAGES.invalid],
    ['abc', MONEY_MESSAGES.invalid],
    ['1e5', MONEY_MESSAGES.invalid],
    ['$5', MONEY_MESSAGES.invalid],
    ['1000000.01', MONEY_MESSAGES.tooLarge],
    ['99999999999', MONEY_MESSAGES.tooLarge],
  ])('refuses %j with %j', (text, message) => {
    expect(parsePoundsToPence(text)).toEqual({ ok: false, message });
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, '£1,234.50'],
    [1, '£0.01'],
    [5, '£0.05'],
    [1999, '£19.99'],
    [0, '£0.00'],
    [100_000_000, '£1,000,000.00'],
  ])('shows %i pence as %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });

  it('round-trips through the form text', () => {
    for (const pence of [1, 99, 100, 1999, 123450])
      expect(parsePoundsToPence(penceToInput(pence))).toEqual({ ok: true, pence });
  });
});

describe('overdue rule', () => {
  const today = '2026-03-10';
  it('a pending payment due before today is overdue; due today is not', () => {
    expect(isPaymentOverdue('pending', '2026-03-09', today)).toBe(true);
    expect(isPaymentOverdue('pending', '2026-03-10', today)).toBe(false);
    expect(displayPaymentStatus('pending', '2026-03-09', today)).toBe('overdue');
    expect(displayPaymentStatus('pending', '2026-03-11', today)).toBe('pending');
  });

  it('paid and processing payments are never overdue', () => {
    expect(displayPaymentStatus('completed', '2026-01-01', today)).toBe('completed');
    expect(displayPaymentStatus('processing', '2026-01-01', today)).toBe('processing');
  });

  it('Mark Paid is offered on pending and overdue payments only', () => {
    expect(canMarkPaid('pending')).toBe(true);
    expect(canMarkPaid('overdue')).toBe(true);
    expect(canMarkPaid('completed')).toBe(false);
    expect(canMarkPaid('processing')).toBe(false);
  });
});

describe('RecordPaymentInput', () => {
  const valid = {
    installerId: '00000000-0000-4000-8000-000000000001',
    inspectionId: '00000000-0000-4000-8000-000000000002',
    amount: '£250.00',
    dueDate: '2026-04-01',
    description: 'Inspection fee',
  };
  it('turns the amount into pence', () => {
    expect(RecordPaymentInput.parse(valid).amount).toBe(25000);
  });
  it('refuses an impossible due date and an empty description', () => {
    const dated = RecordPaymentInput.safeParse({ ...valid, dueDate: '2026-02-30' });
    expect(dated.error?.issues[0]?.message).toBe('Enter a valid due date');
    const described = RecordPaymentInput.safeParse({ ...valid, description: '  ' });
    expect(described.error?.issues[0]?.message).toBe('Description is required');
  });
});
