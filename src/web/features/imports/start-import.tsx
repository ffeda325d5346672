import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '@/shared/imports/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
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
      <FormField
        id={`${idPrefix}-warnings`}
        label={`Accept ${plural(count, 'warning')}`}
        layout="inline"
        hint={
          accepted
            ? 'The rows with warnings are imported, and your name and the time are recorded against each of those measures.'
            : 'Read the warnings above. Unless you accept them, the rows with warnings are left out of the import.'
        }
      >
        {(c) => (
          <input
            {...fieldAria(c)}
            type="checkbox"
            className="mt-1"
            checked={accepted}
            onChange={(event) => onAccepted(event.target.checked)}
          />
        )}
      </FormField>
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
          <FormField
            key={m}
            id={`${idPrefix}-mode-${m}`}
            layout="inline"
            label={
              <>
                {IMPORT_MODE_LABELS[m]}
                <span className="ml-2 text-slate-500">
                  {m === 'valid_only'
                    ? '(rows with errors are left out)'
                    : '(nothing is imported if any row has an error)'}
                </span>
              </>
            }
          >
            {(c) => (
              <input
                {...fieldAria(c)}
                type="radio"
                name={`${idPrefix}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => onMode(m)}
              />
            )}
          </FormField>
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
