import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  IMPORT_ENTITIES,
  IMPORT_ENTITY_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_MODE_LABELS,
  IMPORT_MODES,
  type ImportEntity,
  type ImportMode,
} from '@/shared/imports/catalogue';
import { DownloadLink } from '@/web/components/download-link';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import { Select } from '@/web/components/ui/select';
import { describeError } from '@/web/lib/describe-error';
import { PATHS } from '@/web/app/paths';
import { useTRPC } from '@/web/lib/trpc';
import { uploadImportFile } from './upload-file';

const RUNNING = ['dry_run_queued', 'dry_run', 'import_queued', 'importing'];

/**
 * Upload -> match columns -> dry run -> import, with the server's progress.
 * The file being worked on lives in the URL (`file`), so a reload comes back to it.
 */
export function ImportFlow({
  fileId,
  onFileId,
  converter = false,
  idPrefix,
}: {
  fileId: string;
  onFileId: (id: string) => void;
  converter?: boolean;
  idPrefix: string;
}) {
  return fileId ? (
    <ImportProgress key={fileId} id={fileId} onDone={() => onFileId('')} idPrefix={idPrefix} />
  ) : (
    <UploadStep onUploaded={onFileId} converter={converter} idPrefix={idPrefix} />
  );
}

function UploadStep({
  onUploaded,
  converter,
  idPrefix,
}: {
  onUploaded: (id: string) => void;
  converter: boolean;
  idPrefix: string;
}) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [file, setFile] = useState<File | null>(null);
  const [entity, setEntity] = useState<ImportEntity>('inspections');
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadImportFile(file!, entity, converter),
    onSuccess: (result) => {
      if (result.savedMapping) toast.success('A saved column matching was applied to this file.');
      void queryClient.invalidateQueries({ queryKey: trpc.imports.history.queryKey() });
      onUploaded(result.id);
    },
    onError: (e) => setError(e.message),
  });
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (!file) return setError(IMPORT_MESSAGES.noFile);
        if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_MESSAGES.tooLarge);
        upload.mutate();
      }}
    >
      <div>
        <Label htmlFor={`${idPrefix}-file`}>File (.csv, .xlsx or .json, max 50MB)</Label>
        <label
          htmlFor={`${idPrefix}-file`}
          className="mt-1 flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 hover:bg-slate-50"
        >
          <Upload aria-hidden="true" className="h-8 w-8 text-slate-400" />
          <span className="break-all">{file ? file.name : 'Choose a file or drop it here'}</span>
        </label>
        <input
          id={`${idPrefix}-file`}
          type="file"
          accept=".csv,.xlsx,.json,.xls"
          className="sr-only"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-entity`}>What the file holds</Label>
        <Select
          id={`${idPrefix}-entity`}
          className="mt-1"
          value={entity}
          onChange={(event) => setEntity(event.target.value as ImportEntity)}
        >
          {IMPORT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {IMPORT_ENTITY_LABELS[e]}
            </option>
          ))}
        </Select>
      </div>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload file'}
      </Button>
    </form>
  );
}

function ImportProgress({
  id,
  onDone,
  idPrefix,
}: {
  id: string;
  onDone: () => void;
  idPrefix: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const file = useQuery({
    ...trpc.imports.get.queryOptions({ id }),
    refetchInterval: (query) => (RUNNING.includes(query.state.data?.phase ?? '') ? 1000 : false),
  });
  const fields = useQuery({
    ...trpc.imports.fields.queryOptions({ entity: file.data?.entity ?? 'inspections' }),
    enabled: file.data !== undefined,
  });
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  const [saveMapping, setSaveMapping] = useState(false);
  const [mode, setMode] = useState<ImportMode>('valid_only');
  const data = file.data;
  useEffect(() => {
    if (data && mapping === null) setMapping(data.mapping);
  }, [data, mapping]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.imports.get.queryKey({ id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.imports.history.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.imports.stats.queryKey() });
  };
  const phase = data?.phase;
  useEffect(() => {
    if (phase === 'done' || phase === 'checked') {
      void queryClient.invalidateQueries({ queryKey: trpc.imports.history.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.imports.stats.queryKey() });
    }
  }, [phase, queryClient, trpc]);
  const dryRun = useMutation(
    trpc.imports.dryRun.mutationOptions({
      onSuccess: refresh,
      onError: (e) => toast.error(describeError(e).message),
    }),
  );
  const start = useMutation(
    trpc.imports.start.mutationOptions({
      onSuccess: refresh,
      onError: (e) => toast.error(describeError(e).message),
    }),
  );
  const cancel = useMutation(
    trpc.imports.cancel.mutationOptions({
      onSuccess: refresh,
      onError: (e) => toast.error(describeError(e).message),
    }),
  );
  if (file.isPending) return <p className="text-sm text-slate-600">Loading the file…</p>;
  if (file.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error" role="alert">
          {describeError(file.error).message}
        </Alert>
        <Button variant="secondary" onClick={onDone}>
          Upload another file
        </Button>
      </div>
    );
  const f = file.data;
  const running = RUNNING.includes(f.phase);
  const importing = f.phase === 'import_queued' || f.phase === 'importing';
  const canMatch = f.phase === 'uploaded' || f.phase === 'checked';
  const current = mapping ?? f.mapping;
  const fieldList = fields.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-all text-lg font-semibold text-slate-900">{f.fileName}</h3>
          <p className="text-sm text-slate-600">
            {IMPORT_ENTITY_LABELS[f.entity]} · {f.format.toUpperCase()} · {f.headers.length} columns
          </p>
        </div>
        {!running && (
          <Button variant="secondary" onClick={onDone}>
            Upload another file
          </Button>
        )}
      </div>

      {running && (
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
            disabled={f.cancelRequested || cancel.isPending}
            onClick={() => cancel.mutate({ id })}
          >
            {f.cancelRequested ? 'Cancelling…' : 'Cancel'}
          </Button>
        </section>
      )}

      {canMatch && (
        <section aria-labelledby={`${idPrefix}-match`} className="space-y-3">
          <h4 id={`${idPrefix}-match`} className="font-semibold text-slate-900">
            Match columns
          </h4>
          {f.hasSavedMapping && (
            <p className="text-sm text-slate-600">A saved matching exists for these headers.</p>
          )}
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {f.headers.map((header, index) => (
              <li key={`${header}-${index}`}>
                <Label htmlFor={`${idPrefix}-col-${index}`}>
                  Column “{header || `(column ${index + 1})`}”
                </Label>
                <Select
                  id={`${idPrefix}-col-${index}`}
                  className="mt-1"
                  value={current[index] ?? ''}
                  onChange={(event) => {
                    const next = [...current];
                    next[index] = event.target.value || null;
                    setMapping(next);
                  }}
                >
                  <option value="">Do not import</option>
                  {fieldList.map((field) => (
                    <option key={field.key} value={field.key}>
                      {field.label}
                      {field.required ? ' (required)' : ''}
                    </option>
                  ))}
                </Select>
              </li>
            ))}
          </ul>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={saveMapping}
              onChange={(event) => setSaveMapping(event.target.checked)}
            />
            Save this matching for files with the same headers
          </label>
          <Button
            onClick={() => dryRun.mutate({ id, mapping: current, saveMapping })}
            disabled={dryRun.isPending}
          >
            Run dry run
          </Button>
        </section>
      )}

      {(f.phase === 'checked' || (f.phase === 'done' && f.rowsRead > 0)) && (
        <section aria-labelledby={`${idPrefix}-dry`} className="space-y-3">
          <h4 id={`${idPrefix}-dry`} className="font-semibold text-slate-900">
            Dry run result
          </h4>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                ['Rows read', f.rowsRead],
                ['Would insert', f.wouldInsert],
                ['Would update', f.wouldUpdate],
                ['Would skip', f.wouldSkip],
                ['Errors', f.errorCount],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {f.errors.length > 0 && (
        <section aria-labelledby={`${idPrefix}-errors`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id={`${idPrefix}-errors`} className="font-semibold text-slate-900">
              Row errors
            </h4>
            <DownloadLink href={`/api/imports/${id}/errors.xlsx`} size="sm">
              Download error report (XLSX)
            </DownloadLink>
          </div>
          <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Row errors</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th className="px-3 py-2">Row</th>
                  <th className="px-3 py-2">Column</th>
                  <th className="px-3 py-2">Value</th>
                  <th className="px-3 py-2">Message</th>
                </tr>
              </thead>
              <tbody>
                {f.errors.map((e, i) => (
                  <tr key={i} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2">{e.rowNumber}</td>
                    <td className="break-words px-3 py-2">{e.column}</td>
                    <td className="break-all px-3 py-2">{e.value}</td>
                    <td className="px-3 py-2">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {f.phase === 'checked' && (
        <section aria-labelledby={`${idPrefix}-import`} className="space-y-3">
          <h4 id={`${idPrefix}-import`} className="font-semibold text-slate-900">
            Import
          </h4>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">Rows to import</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name={`${idPrefix}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />
                {IMPORT_MODE_LABELS[m]}
                <span className="text-slate-500">
                  {m === 'valid_only'
                    ? '(rows with errors are left out)'
                    : '(nothing is imported if any row has an error)'}
                </span>
              </label>
            ))}
          </fieldset>
          <Button onClick={() => start.mutate({ id, mode })} disabled={start.isPending}>
            Import {f.wouldInsert + f.wouldUpdate} rows
          </Button>
        </section>
      )}

      {f.phase === 'done' && (
        <section aria-labelledby={`${idPrefix}-result`} className="space-y-2">
          <h4 id={`${idPrefix}-result`} className="font-semibold text-slate-900">
            Result
          </h4>
          {f.status === 'completed' ? (
            <Alert tone="success" role="status">
              Import completed: {f.inserted} added, {f.updated} updated
              {f.importErrors
                ? `, ${f.importErrors} row${f.importErrors === 1 ? '' : 's'} with errors left out`
                : ''}
              .
            </Alert>
          ) : (
            <Alert tone="error" role="alert">
              {f.failureMessage ?? 'The import failed.'}
            </Alert>
          )}
          {f.status === 'completed' && f.entity === 'inspections' && (
            <Link
              className="text-sm font-medium text-emerald-800 underline"
              to={PATHS.viewInspections}
            >
              View Inspections
            </Link>
          )}
          {f.status === 'completed' && f.entity === 'installers' && (
            <Link className="text-sm font-medium text-emerald-800 underline" to={PATHS.installers}>
              View installers
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
