import { describe, expect, it } from 'vitest';
import { companyNameFor } from './company-name';

describe('companyNameFor (issue 28 point 6: no "Ltd Ltd")', () => {
  it.each([
    ['Leeds Retrofit', 'Leeds Retrofit Ltd'],
    ['Leeds Retrofit Ltd', 'Leeds Retrofit Ltd'],
    ['Leeds Retrofit Group Ltd', 'Leeds Retrofit Group Ltd'],
    ['Leeds Retrofit Limited', 'Leeds Retrofit Limited'],
    ['Leeds Retrofit LLP', 'Leeds Retrofit LLP'],
    ['Leeds Retrofit ltd.', 'Leeds Retrofit ltd.'],
    [' Cornwall Renewables Co ', 'Cornwall Renewables Co'],
  ])('%s trades as %s', (name, company) => {
    expect(companyNameFor(name)).toBe(company);
  });
});
