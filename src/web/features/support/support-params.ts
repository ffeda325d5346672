import {
  TICKET_CATEGORY_FILTERS,
  TICKET_PRIORITY_FILTERS,
  TICKET_STATUS_FILTERS,
  type TicketCategoryFilter,
  type TicketPriorityFilter,
  type TicketStatusFilter,
} from '@/shared/support/ticket-inputs';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

/** Spec 02 'Support': tabs tickets, faq, contact, resources (`?tab=faq`). */
export const SUPPORT_TABS = ['tickets', 'faq', 'contact', 'resources'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];
export const SUPPORT_TAB_LABELS: Record<SupportTab, string> = {
  tickets: 'Tickets',
  faq: 'FAQ',
  contact: 'Contact',
  resources: 'Resources',
};

export type SupportParams = {
  tab: SupportTab;
  search: string;
  status: TicketStatusFilter;
  category: TicketCategoryFilter;
  priority: TicketPriorityFilter;
  page: number;
  /** The FAQ tab's search. */
  q: string;
};

export const SUPPORT_DEFAULTS: SupportParams = {
  tab: 'tickets',
  search: '',
  status: 'all',
  category: 'all',
  priority: 'all',
  page: 1,
  q: '',
};

export function parseSupportParams(params: URLSearchParams): SupportParams {
  return {
    tab: readOption(params.get('tab'), SUPPORT_TABS, 'tickets'),
    search: (params.get('search') ?? '').slice(0, 200),
    status: readOption(params.get('status'), TICKET_STATUS_FILTERS, 'all'),
    category: readOption(params.get('category'), TICKET_CATEGORY_FILTERS, 'all'),
    priority: readOption(params.get('priority'), TICKET_PRIORITY_FILTERS, 'all'),
    page: readPositiveInt(params.get('page')),
    q: (params.get('q') ?? '').slice(0, 200),
  };
}

/** What support.list takes: the tickets tab's part of the URL. */
export function toTicketListInput({ search, status, category, priority, page }: SupportParams) {
  return { search, status, category, priority, page };
}

/** 'Avg Response' as the counters show it: minutes under an hour, else hours to one decimal. */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes}m`;
  return `${(minutes / 60).toFixed(1)}h`;
}
