import {
  SetCatalogueVersionDateInput,
  versionForInstallDate,
} from '@/shared/checklists/question-rules';
import { formatDate, formatDateTime, todayInLondon } from '@/shared/format';
import { useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useSetChecklistVersionDate } from './api/use-checklist-mutations';
import { useChecklistVersions } from './api/use-checklist-queries';

type Version = RouterOutputs['checklists']['versions'][number];

/**
 * Every catalogue version with the install date it is in force from (a measure is inspected
 * with the version in force when it was installed). Administrators move a version's date.
 */
export function CatalogueVersions({ mayEdit }: { mayEdit: boolean }) {
  const query = useChecklistVersions();
  const [editing, setEditing] = useState<Version | null>(null);
  if (query.isPending) return <Spinner label="Loading catalogue versions" className="py-4" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the catalogue versions"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  const versions = query.data;
  const today = versions.length > 0 ? versionForInstallDate(versions, todayInLondon()) : null;
  return (
    <Card className="space-y-3">
      <h2 id="catalogue-versions" className="text-lg font-semibold text-slate-900">
        Catalogue versions
      </h2>
      <p className="text-sm text-slate-600">
        A measure is inspected with the version in force on its install date: the latest &ldquo;in
        force from&rdquo; date on or before it.
      </p>
      <ul aria-labelledby="catalogue-versions" className="divide-y divide-slate-100">
        {versions.map((v) => (
          <VersionRow
            key={v.version}
            version={v}
            isToday={v.version === today}
            onEdit={mayEdit ? () => setEditing(v) : null}
          />
        ))}
      </ul>
      <VersionDateDialog version={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function VersionRow({
  version,
  isToday,
  onEdit,
}: {
  version: Version;
  isToday: boolean;
  onEdit: (() => void) | null;
}) {
  return (
    <li
      aria-label={`Version ${version.version}`}
      className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words text-slate-900">
          Version {version.version}: {version.summary || 'No summary'}
        </p>
        <p className="text-xs text-slate-600">
          In force for measures installed from {formatDate(version.effectiveFrom)} · published{' '}
          {formatDateTime(version.createdAt)}
          {version.createdByName ? ` by ${version.createdByName}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isToday && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            In force for today&rsquo;s installs
          </span>
        )}
        {onEdit && (
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Change date<span className="sr-only"> of version {version.version}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function VersionDateDialog({ version, onClose }: { version: Version | null; onClose: () => void }) {
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      {version && (
        <DialogContent
          title={`Change the date of version ${version.version}`}
          description="Checklists already started keep their version; inspections started from now on follow the new date."
        >
          <VersionDateForm version={version} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function VersionDateForm({ version, onClose }: { version: Version; onClose: () => void }) {
  const [date, setDate] = useState(version.effectiveFrom);
  const [error, setError] = useState<string | undefined>();
  const save = useSetChecklistVersionDate({ onDone: onClose, onProblem: setError });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = SetCatalogueVersionDateInput.safeParse({
          version: version.version,
          effectiveFrom: date,
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        save.mutate(parsed.data);
      }}
    >
      <FormField id="version-effective-from" label="In force from (install date)" error={error}>
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save date
        </Button>
      </div>
    </form>
  );
}
