import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '@/shared/imports/catalogue';
import { Button } from '@/web/components/ui/button';
import type { ImportFileView } from './import-results';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The dry run's entry warnings (measures: UPRN and address checks, docs/sampling.md): the rows
 * with them are imported only when the user ticks this; the server records who and when.
 */
function AcceptWarnings({
  count,
  accepted,
  onAccepted,
  idPrefix,
}: {
  count: number;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  idPrefix: string;
}) {
  return (
    <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3">
      <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-1"
          checked={accepted}
          aria-describedby={`${idPrefix}-warnings-hint`}
          onChange={(event) => onAccepted(event.target.checked)}
        />
        Accept {plural(count, 'warning')}
      </label>
      <p id={`${idPrefix}-warnings-hint`} className="text-sm text-slate-700">
        {accepted
          ? 'The rows with warnings are imported, and your name and the time are recorded against each of those measures.'
          : 'Read the warnings above. Unless you accept them, the rows with warnings are left out of the import.'}
      </p>
    </div>
  );
}

type StartImportProps = {
  file: ImportFileView;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  acceptWarnings: boolean;
  onAcceptWarnings: (accepted: boolean) => void;
  isPending: boolean;
  onStart: () => void;
  idPrefix: string;
};

/** 'Import': which rows to import after a dry run, then the import itself. */
export function StartImport({
  file: f,
  mode,
  onMode,
  acceptWarnings,
  onAcceptWarnings,
  isPending,
  onStart,
  idPrefix,
}: StartImportProps) {
  return (
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
              onChange={() => onMode(m)}
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
      {f.warningCount > 0 && (
        <AcceptWarnings
          count={f.warningCount}
          accepted={acceptWarnings}
          onAccepted={onAcceptWarnings}
          idPrefix={idPrefix}
        />
      )}
      <Button onClick={onStart} disabled={isPending}>
        Import {f.wouldInsert + f.wouldUpdate} rows
      </Button>
    </section>
  );
}
