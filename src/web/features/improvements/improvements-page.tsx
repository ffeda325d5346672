import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { IMPROVEMENT_TABS } from '@/shared/improvements/catalogue';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { readOption } from '@/web/lib/search-params';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { DashboardTab } from './dashboard-tab';
import { ImprovementsHeader } from './improvements-header';
import {
  IMPROVEMENT_DEFAULTS,
  TAB_LABELS,
  parseImprovementParams,
  type ImprovementParams,
} from './improvements-params';
import { InitiativeDetailsDialog } from './initiative-details-dialog';
import { InitiativeFormDialog } from './initiative-form-dialog';
import { InitiativesTab } from './initiatives-tab';
import { MetricsTab } from './metrics-tab';
import { SuggestionsTab, type SuggestionFilters } from './suggestions-tab';
import type { InitiativeCard } from './types';

const suggestionFilters = (params: ImprovementParams): SuggestionFilters => ({
  status: params.suggestionStatus,
  search: params.suggestionSearch,
  sort: params.suggestionSort,
});

// Only the keys that changed: an undefined one would clear its URL parameter.
const toSuggestionParams = (patch: Partial<SuggestionFilters>): Partial<ImprovementParams> => ({
  ...(patch.status !== undefined && { suggestionStatus: patch.status }),
  ...(patch.search !== undefined && { suggestionSearch: patch.search }),
  ...(patch.sort !== undefined && { suggestionSort: patch.sort }),
});

/**
 * /improvements: the dashboard, initiatives, key metrics and suggestions
 * (the tab and each list's search, status filter and sort are in the URL).
 */
export function ImprovementsPage() {
  const [params, setParams] = useSearchParamsState(parseImprovementParams, IMPROVEMENT_DEFAULTS);
  const { can } = usePermissions();
  const canManage = can('improvements:manage');
  const [form, setForm] = useState<{ open: boolean; editing: InitiativeCard | null }>({
    open: false,
    editing: null,
  });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const onEdit = (editing: InitiativeCard) => setForm({ open: true, editing });
  const onDetails = (i: InitiativeCard) => setDetailsId(i.id);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ImprovementsHeader
        canManage={canManage}
        onNewInitiative={() => setForm({ open: true, editing: null })}
      />
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) =>
          setParams({ tab: readOption(value, IMPROVEMENT_TABS, 'dashboard') })
        }
        className="space-y-6"
      >
        <UnderlineTabList
          label="Process improvement sections"
          values={IMPROVEMENT_TABS}
          active={params.tab}
        >
          {(tab) => <>{TAB_LABELS[tab]}</>}
        </UnderlineTabList>
        <Tabs.Content value="dashboard" className="focus-visible:outline-none">
          <DashboardTab canManage={canManage} onEdit={onEdit} onDetails={onDetails} />
        </Tabs.Content>
        <Tabs.Content value="initiatives" className="focus-visible:outline-none">
          <InitiativesTab
            filters={{ status: params.status, search: params.search, sort: params.sort }}
            onFilters={(patch) => setParams(patch)}
            canManage={canManage}
            onEdit={onEdit}
            onDetails={onDetails}
          />
        </Tabs.Content>
        <Tabs.Content value="metrics" className="focus-visible:outline-none">
          <MetricsTab canManage={canManage} />
        </Tabs.Content>
        <Tabs.Content value="suggestions" className="focus-visible:outline-none">
          <SuggestionsTab
            canManage={canManage}
            onOpenInitiative={setDetailsId}
            filters={suggestionFilters(params)}
            onFilters={(patch) => setParams(toSuggestionParams(patch))}
          />
        </Tabs.Content>
      </Tabs.Root>
      <InitiativeFormDialog
        open={form.open}
        editing={form.editing}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <InitiativeDetailsDialog
        id={detailsId}
        onClose={() => setDetailsId(null)}
        canManage={canManage}
      />
    </div>
  );
}
