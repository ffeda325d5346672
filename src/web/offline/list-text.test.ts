import { describe, expect, it } from 'vitest';
import { addressWithPostcode, windowText } from './list-text';

describe('the Available offline list', () => {
  it('names the postcode once, whether the address has it or not', () => {
    expect(addressWithPostcode("827 O'Keefe Garth, Leeds, DA9 5SY", 'DA9 5SY')).toBe(
      "827 O'Keefe Garth, Leeds, DA9 5SY",
    );
    expect(addressWithPostcode('4 Mill Lane, Hebden Bridge, hx78ab', 'HX7 8AB')).toBe(
      '4 Mill Lane, Hebden Bridge, hx78ab',
    );
    expect(addressWithPostcode('4 Mill Lane, Hebden Bridge', 'HX7 8AB')).toBe(
      '4 Mill Lane, Hebden Bridge, HX7 8AB',
    );
    expect(addressWithPostcode('', 'HX7 8AB')).toBe('HX7 8AB');
    expect(addressWithPostcode('4 Mill Lane', null)).toBe('4 Mill Lane');
  });

  it('says the window in words', () => {
    expect(windowText(0)).toBe('Today only');
    expect(windowText(1)).toBe('Today and tomorrow');
    expect(windowText(7)).toBe('Today and the next 7 days');
  });
});
