import { useEffect, useState } from 'react';
import { IMPORT_ENTITY_LABELS, type ImportMode } from '@/shared/imports/catalogue';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { describeError } from '@/web/lib/describe-error';
import { useImportSteps, useRefreshListsWhenFinished } from './api/use-import-actions';
import { isRunningPhase, useImportFields, useImportFile } from './api/use-import-queries';
import { ColumnMatching } from './column-matching';
import { DryRunResult, ImportResult, RowErrors, type ImportFileView } from './import-results';
import { StartImport } from './start-import';

/** While the server checks or imports: how far it got, and Cancel. */
function RunningProgress({
  file: f,
  importing,
  isCancelling,
  onCancel,
}: {
  file: ImportFileView;
  importing: boolean;
  isCancelling: boolean;
  onCancel: () => void;
}) {
  return (
    <section aria-label="Progress" className="space-y-2">
      <p className="text-sm font-medium text-slate-800">
        {importing ? 'Importing' : 'Checking every row (dry run)'}… {f.progressPercent}% ·{' '}
        {f.processedRows} rows
      </p>
      <Progress
        value={f.progressPercent}
        label={importing ? 'Import progress' : 'Dry run progress'}
      />
      <Button
        variant="danger"
        size="sm"
        disabled={f.cancelRequested || isCancelling}
        onClick={onCancel}
      >
        {f.cancelRequested ? 'Cancelling…' : 'Cancel'}
      </Button>
    </section>
  );
}

function FileProblem({ message, onDone }: { message: string; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <Alert tone="error" role="alert">
        {message}
      </Alert>
      <Button variant="secondary" onClick={onDone}>
        Upload another file
      </Button>
    </div>
  );
}

function FileHeading({
  file: f,
  showDone,
  onDone,
}: {
  file: ImportFileView;
  showDone: boolean;
  onDone: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="break-all text-lg font-semibold text-slate-900">{f.fileName}</h3>
        <p className="text-sm text-slate-600">
          {IMPORT_ENTITY_LABELS[f.entity]} · {f.format.toUpperCase()} · {f.headers.length} columns
        </p>
      </div>
      {showDone && (
        <Button variant="secondary" onClick={onDone}>
          Upload another file
        </Button>
      )}
    </div>
  );
}

/** One uploaded file, from matching its columns to the import's result. */
export function ImportProgress({
  id,
  onDone,
  idPrefix,
}: {
  id: string;
  onDone: () => void;
  idPrefix: string;
}) {
  const file = useImportFile(id);
  const fields = useImportFields(file.data?.entity);
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  // Kept here, not in the steps: a second dry run keeps what was ticked and chosen.
  const [saveMapping, setSaveMapping] = useState(false);
  const [mode, setMode] = useState<ImportMode>('valid_only');
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const data = file.data;
  useEffect(() => {
    if (data && mapping === null) setMapping(data.mapping);
  }, [data, mapping]);
  useRefreshListsWhenFinished(data?.phase);
  const { dryRun, start, cancel } = useImportSteps(id);
  if (file.isPending) return <p className="text-sm text-slate-600">Loading the file…</p>;
  if (file.isError)
    return <FileProblem message={describeError(file.error).message} onDone={onDone} />;
  const f = file.data;
  const running = isRunningPhase(f.phase);
  const importing = f.phase === 'import_queued' || f.phase === 'importing';
  const canMatch = f.phase === 'uploaded' || f.phase === 'checked';
  return (
    <div className="space-y-6">
      <FileHeading file={f} showDone={!running} onDone={onDone} />

      {running && (
        <RunningProgress
          file={f}
          importing={importing}
          isCancelling={cancel.isPending}
          onCancel={() => cancel.mutate({ id })}
        />
      )}

      {canMatch && (
        <ColumnMatching
          file={f}
          fields={fields.data ?? []}
          mapping={mapping ?? f.mapping}
          onMapping={setMapping}
          saveMapping={saveMapping}
          onSaveMapping={setSaveMapping}
          isPending={dryRun.isPending}
          onDryRun={(current) => dryRun.mutate({ id, mapping: current, saveMapping })}
          idPrefix={idPrefix}
        />
      )}
      {(f.phase === 'checked' || (f.phase === 'done' && f.rowsRead > 0)) && (
        <DryRunResult file={f} idPrefix={idPrefix} />
      )}
      {f.errors.length > 0 && <RowErrors id={id} file={f} idPrefix={idPrefix} />}
      {f.phase === 'checked' && (
        <StartImport
          file={f}
          mode={mode}
          onMode={setMode}
          acceptWarnings={acceptWarnings}
          onAcceptWarnings={setAcceptWarnings}
          isPending={start.isPending}
          onStart={() => start.mutate({ id, mode, acceptWarnings })}
          idPrefix={idPrefix}
        />
      )}
      {f.phase === 'done' && <ImportResult file={f} idPrefix={idPrefix} />}
    </div>
  );
}
