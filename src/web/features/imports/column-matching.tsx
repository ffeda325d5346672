import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import type { RouterOutputs } from '@/web/lib/trpc';
import type { ImportFileView } from './import-results';

type Field = RouterOutputs['imports']['fields'][number];

/** 'Match columns': each header of the file to a field, or not imported; then the dry run. */
export function ColumnMatching({
  file: f,
  fields,
  mapping: current,
  onMapping,
  saveMapping,
  onSaveMapping,
  isPending,
  onDryRun,
  idPrefix,
}: {
  file: ImportFileView;
  fields: readonly Field[];
  mapping: (string | null)[];
  onMapping: (mapping: (string | null)[]) => void;
  saveMapping: boolean;
  onSaveMapping: (save: boolean) => void;
  isPending: boolean;
  onDryRun: (mapping: (string | null)[]) => void;
  idPrefix: string;
}) {
  return (
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
            <FormField
              id={`${idPrefix}-col-${index}`}
              label={`Column “${header || `(column ${index + 1})`}”`}
            >
              {(c) => (
                <Select
                  id={c.id}
                  value={current[index] ?? ''}
                  onChange={(event) => {
                    const next = [...current];
                    next[index] = event.target.value || null;
                    onMapping(next);
                  }}
                >
                  <option value="">Do not import</option>
                  {fields.map((field) => (
                    <option key={field.key} value={field.key}>
                      {field.label}
                      {field.required ? ' (required)' : ''}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </li>
        ))}
      </ul>
      <FormField
        id={`${idPrefix}-save-mapping`}
        label="Save this matching for files with the same headers"
        layout="inline"
      >
        {(c) => (
          <input
            {...fieldAria(c)}
            type="checkbox"
            checked={saveMapping}
            onChange={(event) => onSaveMapping(event.target.checked)}
          />
        )}
      </FormField>
      <Button onClick={() => onDryRun(current)} disabled={isPending}>
        Run dry run
      </Button>
    </section>
  );
}
