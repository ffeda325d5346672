import {
  TICKET_STATUS_FILTERS,
  type TicketStatusFilter,
} from '../../../shared/support/ticket-inputs';
import { readOption, readPositiveInt } from '../../lib/search-params';

export type SupportParams = { search: string; status: TicketStatusFilter; page: number };

export const SUPPORT_DEFAULTS: SupportParams = { search: '', status: 'all', page: 1 };

export function parseSupportParams(params: URLSearchParams): SupportParams {
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: readOption(params.get('status'), TICKET_STATUS_FILTERS, 'all'),
    page: readPositiveInt(params.get('page')),
  };
}

/** 'Avg Response' as the counters show it: minutes under an hour, else hours to one decimal. */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes}m`;
  return `${(minutes / 60).toFixed(1)}h`;
}
