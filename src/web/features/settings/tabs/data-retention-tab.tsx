import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import {
  RETENTION_PERIOD_CHOICES,
  type RetentionRecordType,
} from '@/shared/settings/data-retention';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Select } from '@/web/components/ui/select';
import { NoPermission } from '@/web/components/no-permission';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import {
  useDataRetention,
  useRunRetentionNow,
  useSaveDataRetention,
} from '../api/use-data-retention';

type Periods = Partial<Record<RetentionRecordType, number | null>>;

export function DataRetentionTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage data retention" />;
  return <DataRetention />;
}

function periodLabel(days: number | null) {
  if (days === null) return 'Keep forever';
  if (days % 365 === 0) return `${days / 365} year${days === 365 ? '' : 's'}`;
  if (days === 2555) return '7 years';
  return `${days} days`;
}

function DataRetention() {
  const retention = useDataRetention();
  const [edits, setEdits] = useState<Periods>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSaveDataRetention({ onSaved: () => setEdits({}) });
  const runNow = useRunRetentionNow({ onDone: () => setIsConfirming(false) });

  if (retention.isPending) return <TableSkeleton label="Loading data retention" />;
  if (retention.isError)
    return (
      <ErrorState
        title="Could not load data retention"
        message={describeError(retention.error).message}
        onRetry={() => void retention.refetch()}
      />
    );

  const current = Object.fromEntries(
    retention.data.recordTypes.map((r) => [r.key, r.key in edits ? edits[r.key] : r.retentionDays]),
  ) as Record<RetentionRecordType, number | null>;
  const isDirty = Object.keys(edits).length > 0;
  const lastRun = runNow.data?.results;

  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Data Retention</h2>
        <p className="mt-1 text-sm text-slate-600">
          How long InspectHub keeps each kind of record. Every day, records older than their period
          are deleted or anonymised, and the audit log records what was done.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Last applied:{' '}
          {retention.data.lastRunAt ? formatDateTime(retention.data.lastRunAt) : 'Never'}
        </p>
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(current);
          }}
        >
          <RetentionTable
            recordTypes={retention.data.recordTypes}
            current={current}
            onPick={(key, days) => setEdits((previous) => ({ ...previous, [key]: days }))}
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" disabled={!isDirty || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Retention Periods'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setIsConfirming(true)}>
              Run now
            </Button>
          </div>
        </form>
      </Card>
      {lastRun && <LastRunCard results={lastRun} recordTypes={retention.data.recordTypes} />}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Apply retention now?"
        description="Records older than their saved retention period will be deleted or anonymised now. This cannot be undone."
        confirmLabel="Run now"
        isPending={runNow.isPending}
        onConfirm={() => runNow.mutate(undefined)}
      />
    </div>
  );
}

type Retention = RouterOutputs['settings']['dataRetention'];
type RecordTypes = Retention['get']['recordTypes'];

/** A period picker per record type, showing the unsaved choice where there is one. */
function RetentionTable({
  recordTypes,
  current,
  onPick,
}: {
  recordTypes: RecordTypes;
  current: Record<RetentionRecordType, number | null>;
  onPick: (key: RetentionRecordType, days: number | null) => void;
}) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Record type
          </th>
          {/* Below sm the description moves under the record type, leaving the select room. */}
          <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
            When it expires
          </th>
          <th scope="col" className="py-2 font-medium">
            Retention period
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {recordTypes.map((type) => (
          <tr key={type.key}>
            <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
              {type.label}
              <span className="block text-xs font-normal text-slate-600">
                {type.action === 'delete' ? 'Deleted' : 'Anonymised'}
              </span>
              <span className="mt-1 block font-normal text-slate-700 sm:hidden">
                {type.description}
              </span>
            </th>
            <td className="hidden py-3 pr-4 text-slate-700 sm:table-cell">{type.description}</td>
            <td className="py-3">
              <Select
                // Wide enough for 'Keep forever', however narrow the phone.
                className="min-w-36"
                aria-label={`Retention period for ${type.label}`}
                value={current[type.key] === null ? 'forever' : String(current[type.key])}
                onChange={(event) =>
                  onPick(
                    type.key,
                    event.target.value === 'forever' ? null : Number(event.target.value),
                  )
                }
              >
                {RETENTION_PERIOD_CHOICES.map((days) => (
                  <option key={days ?? 'forever'} value={days ?? 'forever'}>
                    {periodLabel(days)}
                  </option>
                ))}
              </Select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the last "Run now" cleared, per record type. */
function LastRunCard({
  results,
  recordTypes,
}: {
  results: Retention['runNow']['results'];
  recordTypes: RecordTypes;
}) {
  return (
    <Card className="p-6" role="status">
      <h3 className="font-semibold text-slate-900">Last run</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {results.map((r) => (
          <li key={r.recordType}>
            {recordTypes.find((t) => t.key === r.recordType)?.label}:{' '}
            {r.retentionDays === null
              ? 'kept forever'
              : `${r.count} ${r.action === 'delete' ? 'deleted' : 'anonymised'}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
