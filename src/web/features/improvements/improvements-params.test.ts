import { describe, expect, it } from 'vitest';
import { IMPROVEMENT_DEFAULTS, parseImprovementParams } from './improvements-params';

describe('parseImprovementParams', () => {
  it('reads the tab and both status filters from the URL', () => {
    expect(
      parseImprovementParams(
        new URLSearchParams('tab=suggestions&status=on-hold&suggestionStatus=duplicate'),
      ),
    ).toEqual({ tab: 'suggestions', status: 'on-hold', suggestionStatus: 'duplicate' });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(
      parseImprovementParams(new URLSearchParams('tab=admin&status=done&suggestionStatus=x')),
    ).toEqual(IMPROVEMENT_DEFAULTS);
    expect(IMPROVEMENT_DEFAULTS.tab).toBe('dashboard');
  });
});
