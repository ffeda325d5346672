import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGES, parseAlertsParams, tabLabel } from './alerts-params';

describe('parseAlertsParams', () => {
  it('reads a known tab', () => {
    expect(parseAlertsParams(new URLSearchParams('tab=unread'))).toEqual({ tab: 'unread' });
    expect(parseAlertsParams(new URLSearchParams('tab=read'))).toEqual({ tab: 'read' });
  });

  it('falls back to all for a missing or unknown tab', () => {
    expect(parseAlertsParams(new URLSearchParams())).toEqual({ tab: 'all' });
    expect(parseAlertsParams(new URLSearchParams('tab=UNREAD'))).toEqual({ tab: 'all' });
    expect(parseAlertsParams(new URLSearchParams('tab=<script>'))).toEqual({ tab: 'all' });
  });
});

describe('tabLabel', () => {
  it('adds the count in brackets', () => {
    expect(tabLabel('unread', 4)).toBe('Unread (4)');
    expect(tabLabel('all', 0)).toBe('All (0)');
  });

  it('shows the bare name before the counts load', () => {
    expect(tabLabel('read', undefined)).toBe('Read');
  });
});

describe('EMPTY_MESSAGES', () => {
  it('has one message per tab', () => {
    expect(EMPTY_MESSAGES).toEqual({
      all: 'No notifications yet.',
      unread: "You're all caught up. No unread notifications.",
      read: 'No read notifications.',
    });
  });
});
