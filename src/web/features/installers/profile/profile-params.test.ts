import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS, parseProfileParams } from './profile-params';

describe('parseProfileParams', () => {
  it('reads the tab and the open panel', () => {
    expect(parseProfileParams(new URLSearchParams('tab=documents&panel=email'))).toEqual({
      tab: 'documents',
      panel: 'email',
    });
  });

  it('falls back to Overview with no panel for anything else', () => {
    expect(parseProfileParams(new URLSearchParams())).toEqual(PROFILE_DEFAULTS);
    expect(parseProfileParams(new URLSearchParams('tab=Overview&panel=sms'))).toEqual(
      PROFILE_DEFAULTS,
    );
  });
});
