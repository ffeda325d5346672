import { describe, expect, it } from 'vitest';
import { isPortalPath } from './paths';
import { portalTimeLeft, riskBandOf } from './views';

const now = new Date('2026-11-27T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('portalTimeLeft', () => {
  it('counts a Category 1 deadline in hours, others in days and hours', () => {
    expect(portalTimeLeft(inHours(24), 'Category 1', now)).toEqual({
      text: '24 hours left',
      isOverdue: false,
    });
    expect(portalTimeLeft(inHours(0.5), 'Category 1', now).text).toBe('less than an hour left');
    expect(portalTimeLeft(inHours(-3), 'Category 1', now)).toEqual({
      text: '3 hours overdue',
      isOverdue: true,
    });
    expect(portalTimeLeft(inHours(50), 'Major', now).text).toBe('2 days 2 hours left');
  });
});

describe('portal paths and bands', () => {
  it('knows the portal’s paths and the risk bands', () => {
    expect(isPortalPath('/portal')).toBe(true);
    expect(isPortalPath('/portal/account')).toBe(true);
    expect(isPortalPath('/portals')).toBe(false);
    expect([riskBandOf(5.9), riskBandOf(6), riskBandOf(8)]).toEqual(['Low', 'Watch', 'High']);
  });
});
