import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Alert } from '../../components/ui/alert';
import { cn } from '../../lib/cn';
import { useTRPC } from '../../lib/trpc';
import { TableSkeleton } from '../inspections/shared/query-states';
import { readOption } from '../inspections/shared/search-params';
import { useSearchParamsState } from '../inspections/shared/use-search-params-state';
import { RolesTab } from './roles-tab';
import {
  parseSettingsParams,
  SETTINGS_DEFAULTS,
  SETTINGS_TABS,
  TAB_LABELS,
} from './settings-params';
import { UsersTab } from './users-tab';

export function AdminSettingsPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  const [params, setParams] = useSearchParamsState(parseSettingsParams, SETTINGS_DEFAULTS);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Admin Settings</h1>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => setParams({ tab: readOption(value, SETTINGS_TABS, 'users') })}
        className="space-y-6"
      >
        <Tabs.List
          aria-label="Admin settings sections"
          className="flex gap-1 border-b border-slate-200"
        >
          {SETTINGS_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-emerald-700',
                value === params.tab
                  ? 'border-emerald-700 text-emerald-800'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="users" className="focus-visible:outline-none">
          {me.isPending ? (
            <TableSkeleton label="Loading users" />
          ) : permissions.includes('users:view_all') ? (
            <UsersTab permissions={permissions} />
          ) : (
            <Alert tone="warning" role="alert">
              You do not have permission to manage users.
            </Alert>
          )}
        </Tabs.Content>
        <Tabs.Content value="roles" className="focus-visible:outline-none">
          {me.isPending ? (
            <TableSkeleton label="Loading permissions" />
          ) : (
            <RolesTab permissions={permissions} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
