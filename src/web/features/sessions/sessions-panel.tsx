import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { useSessionList, useTerminateSession } from './api/use-sessions';
import { SessionSettingsForm } from './session-settings-form';
import { SessionsTable, type SessionListRow } from './sessions-table';
import type { PermissionCheck } from '@/web/lib/permission-check';

/** Admin Settings > Sessions: stat cards, settings, the live sessions and termination. */
export function SessionsPanel({ can }: { can: PermissionCheck }) {
  const list = useSessionList();
  const [target, setTarget] = useState<SessionListRow | null>(null);
  const terminate = useTerminateSession();

  const stats = list.data?.stats;
  const cards = [
    ['Active Sessions', stats?.active],
    ['Current Session', stats?.current],
    ['Mobile Sessions', stats?.mobile],
    ['Max Allowed', stats?.maxAllowed],
  ] as const;

  return (
    <div className="space-y-6">
      <StatCardGrid className="sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <StatCard key={label} label={label} value={value} fallback="–" />
        ))}
      </StatCardGrid>
      {stats && stats.otherOwn > 0 && (
        <Alert tone="warning" role="status">
          You have {stats.otherOwn} other active {stats.otherOwn === 1 ? 'session' : 'sessions'}. If
          you do not recognise one, terminate it and change your password.
        </Alert>
      )}
      <SessionSettingsForm canManage={can('settings:manage')} />
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          {list.data?.canManageAll ? 'All active sessions' : 'Your active sessions'}
        </h2>
        <SessionsTable rows={list.data?.sessions} query={list} onTerminate={setTarget} />
      </section>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Terminate Session"
        description={
          target
            ? `End ${target.userName}'s session on ${target.device} (${target.ipAddress ?? 'unknown IP'})? They will be signed out on their next action.`
            : ''
        }
        confirmLabel="Terminate"
        isPending={terminate.isPending}
        onConfirm={() => target && terminate.mutate({ id: target.id })}
      />
    </div>
  );
}
