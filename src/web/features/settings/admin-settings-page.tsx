import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { TableSkeleton } from '@/web/components/query-states';
import { readOption } from '@/web/lib/search-params';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import {
  parseSettingsParams,
  SETTINGS_DEFAULTS,
  SETTINGS_TABS,
  TAB_LABELS,
  visibleSettingsTabs,
} from './settings-params';
import { TAB_PANELS } from './settings-tab-panels';

export function AdminSettingsPage() {
  const { can, isLoaded } = usePermissions();
  const [params, setParams] = useSearchParamsState(parseSettingsParams, SETTINGS_DEFAULTS);
  // Until the role is known every tab shows as loading; afterwards only the allowed ones exist.
  const tabs = isLoaded ? visibleSettingsTabs(can) : SETTINGS_TABS;
  const isAllowed = tabs.includes(params.tab);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Admin Settings</h1>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => setParams({ tab: readOption(value, SETTINGS_TABS, 'profile') })}
        className="space-y-6"
      >
        <UnderlineTabList label="Admin settings sections" values={tabs} active={params.tab}>
          {(value) => <>{TAB_LABELS[value]}</>}
        </UnderlineTabList>
        {!isAllowed && (
          <Alert tone="warning" role="alert">
            You do not have permission to view Admin Settings.
          </Alert>
        )}
        {tabs.map((value) => {
          const Panel = TAB_PANELS[value];
          return (
            <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
              {!isLoaded ? (
                <TableSkeleton label={`Loading ${TAB_LABELS[value]}`} />
              ) : (
                <Suspense fallback={<TableSkeleton label={`Loading ${TAB_LABELS[value]}`} />}>
                  <Panel can={can} />
                </Suspense>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
