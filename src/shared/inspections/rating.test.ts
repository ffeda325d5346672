import { describe, expect, it } from 'vitest';
import { rateInspection } from './rating';

describe('rateInspection', () => {
  it('shows the EWI grading first, else Pass/Fail for final results, else N/A', () => {
    expect(rateInspection({ ewiGrading: 'Grade B', status: 'FAILED' })).toBe('Grade B');
    expect(rateInspection({ ewiGrading: null, status: 'PASSED' })).toBe('Pass');
    expect(rateInspection({ ewiGrading: null, status: 'FAILED' })).toBe('Fail');
    expect(rateInspection({ ewiGrading: null, status: 'SCHEDULED' })).toBe('N/A');
  });
});
