import { describe, expect, it } from 'vitest';
import { AuditFilters, AuditListInput, formatAuditTimestamp } from './audit-log';
import { resolveRetention } from './data-retention';
import { isFeatureEnabled, resolveFeatureFlags } from './feature-flags';
import { defaultTenantSetting, TENANT_SETTINGS } from './index';

describe('feature flags', () => {
  it('take their default until stored', () => {
    expect(resolveFeatureFlags({})).toEqual({ aiAssistant: true, globalSearch: true });
    expect(isFeatureEnabled({ aiAssistant: false }, 'aiAssistant')).toBe(false);
    expect(defaultTenantSetting('featureFlags')).toEqual({});
    expect(TENANT_SETTINGS.featureFlags.safeParse({ unknownFlag: true }).success).toBe(false);
  });
});

describe('data retention', () => {
  it('uses the stored period, null for keep forever, else the default', () => {
    const periods = resolveRetention({ readNotifications: 30, auditLog: null });
    expect(periods.readNotifications).toBe(30);
    expect(periods.auditLog).toBeNull();
    expect(periods.expiredSessions).toBe(7);
    expect(
      TENANT_SETTINGS.dataRetention.safeParse({ readNotifications: 36501 }).error?.issues[0]
        ?.message,
    ).toBe('Retention period must be between 1 and 36500 days');
  });
});

describe('audit filters', () => {
  it('accept ISO days in order and the three page sizes', () => {
    expect(AuditFilters.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(
      AuditFilters.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe('From date must be on or before To date');
    expect(AuditFilters.safeParse({ search: 'x' }).success).toBe(false);
    expect(AuditListInput.parse({})).toEqual({ filters: {}, page: 1, pageSize: 25 });
    expect(AuditListInput.safeParse({ pageSize: 100 }).success).toBe(true);
    expect(AuditListInput.safeParse({ pageSize: 10 }).success).toBe(false);
  });

  it('formats timestamps en-GB to the second in UK time', () => {
    expect(formatAuditTimestamp('2026-07-19T23:30:05Z')).toBe('20/07/2026, 00:30:05');
    expect(formatAuditTimestamp('2026-01-19T23:30:05Z')).toBe('19/01/2026, 23:30:05');
  });
});
