import { describe, expect, it } from 'vitest';
import {
  financialReportUrl,
  parsePaymentsParams,
  PAYMENTS_DEFAULTS,
  toListInput,
} from './payments-params';

describe('payments URL state', () => {
  it('reads defaults from an empty URL and ignores bad values', () => {
    expect(parsePaymentsParams(new URLSearchParams())).toEqual(PAYMENTS_DEFAULTS);
    expect(
      parsePaymentsParams(new URLSearchParams('tab=nope&status=lost&installer=x&page=-2&sort=z')),
    ).toEqual(PAYMENTS_DEFAULTS);
  });

  it('turns the URL into the list input and the report link', () => {
    const params = parsePaymentsParams(
      new URLSearchParams(
        'tab=pending&status=overdue&installer=00000000-0000-4000-8000-000000000001&q=PAY&page=2&sort=amount&dir=desc',
      ),
    );
    expect(toListInput(params)).toEqual({
      tab: 'pending',
      status: 'overdue',
      installerId: '00000000-0000-4000-8000-000000000001',
      search: 'PAY',
      page: 2,
      pageSize: 20,
      sort: 'amount',
      direction: 'desc',
    });
    expect(financialReportUrl(params)).toBe(
      '/api/payments/financial-report.xlsx?tab=pending&status=overdue&installerId=00000000-0000-4000-8000-000000000001&search=PAY',
    );
    expect(financialReportUrl(PAYMENTS_DEFAULTS)).toBe(
      '/api/payments/financial-report.xlsx?tab=overview',
    );
  });
});
