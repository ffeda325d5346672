import { readOption } from '@/web/lib/search-params';

export const ALERT_TABS = ['all', 'unread', 'read'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

export type AlertsParams = { tab: AlertTab };

export const ALERTS_DEFAULTS: AlertsParams = { tab: 'all' };

/** Page size for the list; the server allows up to 100. */
export const ALERTS_PAGE_SIZE = 20;

const TAB_NAMES: Record<AlertTab, string> = { all: 'All', unread: 'Unread', read: 'Read' };

export const EMPTY_MESSAGES: Record<AlertTab, string> = {
  all: 'No notifications yet.',
  unread: "You're all caught up. No unread notifications.",
  read: 'No read notifications.',
};

/** The selected tab from the URL; anything unknown reads as 'all'. */
export function parseAlertsParams(params: URLSearchParams): AlertsParams {
  return { tab: readOption(params.get('tab'), ALERT_TABS, 'all') };
}

/** Tab text with its count once the counts have loaded: 'Unread (4)'. */
export function tabLabel(tab: AlertTab, count: number | undefined): string {
  return count === undefined ? TAB_NAMES[tab] : `${TAB_NAMES[tab]} (${count})`;
}
