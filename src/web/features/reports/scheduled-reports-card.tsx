import { formatDateTime } from '@/shared/format';
import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog';
import { useToggleReportSchedule } from './api/use-report-actions';
import { useReportSchedules } from './api/use-report-queries';
import type { ScheduleItem } from './report-types';
import { ScheduleDialog } from './schedule-dialog';

/** Spec 02 scheduled reports (weekly summary Fridays, monthly report 1st of month), editable. */
export function ScheduledReportsCard({ canCreate }: { canCreate: boolean }) {
  const schedules = useReportSchedules();
  const [editing, setEditing] = useState<ScheduleItem | null>(null);
  const toggle = useToggleReportSchedule();
  return (
    <Card role="region" aria-labelledby="scheduled-reports-title">
      <h2 id="scheduled-reports-title" className="text-lg font-semibold text-slate-900">
        Scheduled Reports
      </h2>
      {schedules.isPending && <p className="mt-3 text-sm text-slate-600">Loading…</p>}
      {schedules.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load scheduled reports: {schedules.error.message}
        </p>
      )}
      {schedules.data?.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No scheduled reports.</p>
      )}
      <ul className="mt-3 space-y-3">
        {schedules.data?.map((s) => (
          <li key={s.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{s.name}</span>
              <Badge tone={s.enabled ? 'brand' : 'neutral'}>
                {s.enabled ? 'Active' : 'Paused'}
              </Badge>
            </div>
            <p className="mt-1 text-slate-700">
              {s.description} · {s.format.toUpperCase()}
            </p>
            <p className="text-xs text-slate-600">
              Next run: {s.nextRunAt ? formatDateTime(s.nextRunAt) : 'N/A'} · Last run:{' '}
              {formatDateTime(s.lastRunAt)}
            </p>
            {canCreate && (
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(s)}>
                  Edit<span className="sr-only"> {s.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ id: s.id, enabled: !s.enabled })}
                >
                  {s.enabled ? 'Pause' : 'Resume'}
                  <span className="sr-only"> {s.name}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && <ScheduleDialog schedule={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Card>
  );
}
