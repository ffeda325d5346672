import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '@/shared/imports/catalogue';
import { Button } from '@/web/components/ui/button';
import type { ImportFileView } from './import-results';

/** 'Import': which rows to import after a dry run, then the import itself. */
export function StartImport({
  file: f,
  mode,
  onMode,
  isPending,
  onStart,
  idPrefix,
}: {
  file: ImportFileView;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  isPending: boolean;
  onStart: () => void;
  idPrefix: string;
}) {
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
      <Button onClick={onStart} disabled={isPending}>
        Import {f.wouldInsert + f.wouldUpdate} rows
      </Button>
    </section>
  );
}
