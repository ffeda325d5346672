import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { SearchBox } from '@/web/components/search-box';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { readOption } from '@/web/lib/search-params';
import { useTicketList } from './api/use-support-queries';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ContactTab } from './contact-tab';
import { FaqTab } from './faq-tab';
import { NewTicketDialog } from './new-ticket-dialog';
import { ResourcesTab } from './resources-tab';
import { SlaTargetsCard } from './sla-targets-card';
import {
  SUPPORT_DEFAULTS,
  SUPPORT_TAB_LABELS,
  SUPPORT_TABS,
  formatResponseTime,
  parseSupportParams,
  toTicketListInput,
} from './support-params';
import { TicketFilters } from './ticket-filters';
import { TicketsTable } from './tickets-table';

type SupportParamsState = ReturnType<typeof useSupportParams>;

/** The support page's state in the URL: tab, FAQ search, and the ticket list's filters and page. */
function useSupportParams() {
  return useSearchParamsState(parseSupportParams, SUPPORT_DEFAULTS);
}

/** The ticket counters, then the tickets: search, filters, table and pages. */
function TicketsSection({
  params,
  setParams,
  list,
}: {
  params: SupportParamsState[0];
  setParams: SupportParamsState[1];
  list: ReturnType<typeof useTicketList>;
}) {
  const pagination = list.data?.pagination;
  const stats = list.data?.stats;
  const isFiltered =
    params.search !== '' ||
    params.status !== 'all' ||
    params.category !== 'all' ||
    params.priority !== 'all';
  return (
    <>
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
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="sm:w-80">
              <SearchBox
                id="ticket-search"
                label="Search tickets"
                placeholder="Subject, description or reference"
                value={params.search}
                onSearch={(search) => setParams({ search, page: 1 })}
              />
            </div>
            <TicketFilters value={params} onChange={(patch) => setParams({ ...patch, page: 1 })} />
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
    </>
  );
}

/**
 * /support: the tickets a user raised (all of them for people who handle
 * tickets), then the FAQ, Contact and Resources tabs; the tab is in the URL.
 */
export function SupportPage() {
  const [params, setParams] = useSupportParams();
  const list = useTicketList(toTicketListInput(params));
  const pagination = list.data?.pagination;

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
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => setParams({ tab: readOption(value, SUPPORT_TABS, 'tickets') })}
        className="space-y-6"
      >
        <UnderlineTabList label="Support sections" values={SUPPORT_TABS} active={params.tab}>
          {(tab) => <>{SUPPORT_TAB_LABELS[tab]}</>}
        </UnderlineTabList>
        <Tabs.Content value="faq" className="focus-visible:outline-none">
          <FaqTab search={params.q} onSearch={(q) => setParams({ q }, { replace: true })} />
        </Tabs.Content>
        <Tabs.Content value="contact" className="focus-visible:outline-none">
          <ContactTab />
        </Tabs.Content>
        <Tabs.Content value="resources" className="focus-visible:outline-none">
          <ResourcesTab />
        </Tabs.Content>
        <Tabs.Content value="tickets" className="space-y-6 focus-visible:outline-none">
          <TicketsSection params={params} setParams={setParams} list={list} />
          <SlaTargetsCard />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
