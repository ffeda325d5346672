import { describe, expect, it } from 'vitest';
import { companyNameFor, registerCompanyName } from './company-name';

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

describe('registerCompanyName', () => {
  it('is the company recorded when the installer was created, else the name with its legal form', () => {
    expect(registerCompanyName('Leeds Retrofit', 'Company: Leeds Retrofit Group plc')).toBe(
      'Leeds Retrofit Group plc',
    );
    expect(registerCompanyName('Leeds Retrofit Ltd', null)).toBe('Leeds Retrofit Ltd');
    expect(registerCompanyName('Leeds Retrofit', 'Slow to answer the phone')).toBe(
      'Leeds Retrofit Ltd',
    );
  });
});
