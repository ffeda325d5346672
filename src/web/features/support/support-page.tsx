import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TICKET_STATUS_LABELS } from '../../../shared/support/catalogue';
import {
  TICKET_STATUS_FILTERS,
  type TicketStatusFilter,
} from '../../../shared/support/ticket-inputs';
import { SearchBox } from '../../components/search-box';
import { StatCard, StatCardGrid } from '../../components/stat-card';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useTRPC } from '../../lib/trpc';
import { useSearchParamsState } from '../../lib/use-search-params-state';
import { NewTicketDialog } from './new-ticket-dialog';
import { SlaTargetsCard } from './sla-targets-card';
import { SUPPORT_DEFAULTS, formatResponseTime, parseSupportParams } from './support-params';
import { TicketsTable } from './tickets-table';

/** /support: the tickets a user raised (all of them for people who handle tickets). */
export function SupportPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParamsState(parseSupportParams, SUPPORT_DEFAULTS);
  const list = useQuery(
    trpc.support.list.queryOptions(params, { placeholderData: keepPreviousData }),
  );
  const pagination = list.data?.pagination;
  const stats = list.data?.stats;
  const isFiltered = params.search !== '' || params.status !== 'all';

  useEffect(() => {
    if (pagination && pagination.pages > 0 && params.page > pagination.pages) {
      setParams({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, params.page, setParams]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Support</h1>
          <p className="mt-1 text-slate-600">
            {list.data?.isHandler
              ? 'Every ticket raised in your organisation.'
              : 'Your support tickets and our replies.'}
          </p>
        </div>
        <NewTicketDialog />
      </div>
      <StatCardGrid heading="Ticket counters" className="grid-cols-2 lg:grid-cols-4">
        <StatCard label="Open" value={stats?.open} fallback="–" />
        <StatCard label="Pending" value={stats?.pending} fallback="–" />
        <StatCard label="Resolved" value={stats?.resolved} fallback="–" />
        <StatCard
          label="Avg Response"
          value={stats ? formatResponseTime(stats.avgResponseMinutes) : undefined}
          fallback="–"
        />
      </StatCardGrid>
      <section aria-labelledby="tickets-heading" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="tickets-heading" className="text-lg font-semibold text-slate-900">
            Tickets
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <SearchBox
                id="ticket-search"
                label="Search tickets"
                placeholder="Subject, description or reference"
                value={params.search}
                onSearch={(search) => setParams({ search, page: 1 })}
              />
            </div>
            <div>
              <Label htmlFor="ticket-status-filter">Status</Label>
              <Select
                id="ticket-status-filter"
                className="mt-1 sm:w-40"
                value={params.status}
                onChange={(event) =>
                  setParams({ status: event.target.value as TicketStatusFilter, page: 1 })
                }
              >
                {TICKET_STATUS_FILTERS.map((status) => (
                  <option key={status} value={status}>
                    {status === 'all' ? 'All statuses' : TICKET_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
        <TicketsTable
          query={list}
          rows={list.data?.items}
          empty={
            isFiltered
              ? { title: 'No tickets found', hint: 'No ticket matches this search or status.' }
              : {
                  title: 'No support tickets yet',
                  hint: 'Use New Support Ticket to ask for help.',
                }
          }
          pagination={pagination && { ...pagination, onPageChange: (page) => setParams({ page }) }}
        />
      </section>
      <SlaTargetsCard />
    </div>
  );
}
