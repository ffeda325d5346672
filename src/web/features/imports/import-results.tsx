import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { DownloadLink } from '@/web/components/download-link';
import { Alert } from '@/web/components/ui/alert';
import type { RouterOutputs } from '@/web/lib/trpc';

export type ImportFileView = RouterOutputs['imports']['get'];

type ResultProps = { file: ImportFileView; idPrefix: string };

/** What the dry run found: rows read, to insert, update, skip, errors (and measures' warnings). */
export function DryRunResult({ file: f, idPrefix }: ResultProps) {
  const figures: [string, number][] = [
    ['Rows read', f.rowsRead],
    ['Would insert', f.wouldInsert],
    ['Would update', f.wouldUpdate],
    ['Would skip', f.wouldSkip],
    ['Errors', f.errorCount],
  ];
  if (f.entity === 'measures') figures.push(['Warnings', f.warningCount]);
  return (
    <section aria-labelledby={`${idPrefix}-dry`} className="space-y-3">
      <h4 id={`${idPrefix}-dry`} className="font-semibold text-slate-900">
        Dry run result
      </h4>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each row's error (and warning, which a user may accept), with the report to download. */
export function RowErrors({ id, file: f, idPrefix }: ResultProps & { id: string }) {
  const hasWarnings = f.errors.some((e) => e.severity === 'warning');
  const title = hasWarnings ? 'Row errors and warnings' : 'Row errors';
  return (
    <section aria-labelledby={`${idPrefix}-errors`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${idPrefix}-errors`} className="font-semibold text-slate-900">
          {title}
        </h4>
        <DownloadLink href={`/api/imports/${id}/errors.xlsx`} size="sm">
          Download error report (XLSX)
        </DownloadLink>
      </div>
      {/* Focusable so a keyboard can scroll it (a long list, or a wide one on a phone). */}
      <div
        tabIndex={0}
        role="group"
        aria-labelledby={`${idPrefix}-errors`}
        className="max-h-80 overflow-auto rounded-md border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th className="px-3 py-2">Row</th>
              <th className="px-3 py-2">Column</th>
              <th className="px-3 py-2">Value</th>
              <th className="px-3 py-2">Message</th>
              {hasWarnings && <th className="px-3 py-2">Kind</th>}
            </tr>
          </thead>
          <tbody>
            {f.errors.map((e, i) => (
              <tr key={i} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2">{e.rowNumber}</td>
                <td className="break-words px-3 py-2">{e.column}</td>
                <td className="break-all px-3 py-2">{e.value}</td>
                <td className="px-3 py-2">{e.message}</td>
                {hasWarnings && (
                  <td className="px-3 py-2">
                    {e.severity === 'warning' ? (
                      <span className="font-medium text-amber-800">Warning</span>
                    ) : (
                      'Error'
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The import's outcome, with a link to what was imported. */
export function ImportResult({ file: f, idPrefix }: ResultProps) {
  return (
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
        <Link className="text-sm font-medium text-emerald-800 underline" to={PATHS.viewInspections}>
          View Inspections
        </Link>
      )}
      {f.status === 'completed' && f.entity === 'measures' && (
        <Link className="text-sm font-medium text-emerald-800 underline" to={PATHS.measures}>
          View measures
        </Link>
      )}
      {f.status === 'completed' && f.entity === 'installers' && (
        <Link className="text-sm font-medium text-emerald-800 underline" to={PATHS.installers}>
          View installers
        </Link>
      )}
    </section>
  );
}
