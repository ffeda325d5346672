import { useRef, useState } from 'react';
import { COORDINATES_BATCH_SIZE, parseCoordinatesCsv } from '@/shared/evidence/coordinates-csv';
import { formatDateTime } from '@/shared/format';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useImportPropertyCoordinates, usePropertyCoordinates } from '../api/use-photo-flags';

/** 50 MB of CSV is about a million properties: far more than a tenant's, well short of all GB. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

const propertiesLabel = (n: number) =>
  n === 1 ? '1 property has' : `${n.toLocaleString('en-GB')} properties have`;

/** 'Coordinates imported for 1,204 properties; 2 rows skipped (lines 3, 9)'. */
function importedMessage(stored: number, skipped: number[]): string {
  const what = `${stored.toLocaleString('en-GB')} ${stored === 1 ? 'property' : 'properties'}`;
  if (skipped.length === 0) return `Coordinates imported for ${what}`;
  const lines = skipped.slice(0, 5).join(', ') + (skipped.length > 5 ? ', …' : '');
  const rows = skipped.length === 1 ? 'row' : 'rows';
  return `Coordinates imported for ${what}; ${skipped.length} ${rows} skipped (${skipped.length === 1 ? 'line' : 'lines'} ${lines})`;
}

type Progress = { sent: number; total: number } | null;

/**
 * Property coordinates by UPRN from a CSV with UPRN, LATITUDE and LONGITUDE columns (OS Open
 * UPRN's own, cut down to the tenant's area). Read in the browser and sent in batches; rows
 * that are not valid are skipped and counted.
 */
export function PropertyCoordinatesImport() {
  const summary = usePropertyCoordinates(true);
  const upload = useImportPropertyCoordinates();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>(null);

  const importFile = async () => {
    setError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setError('Choose a CSV file of property coordinates.');
    if (file.size > MAX_FILE_BYTES) return setError('The file is larger than 50 MB.');
    const parsed = parseCoordinatesCsv(await file.text());
    if (parsed.error) return setError(parsed.error);
    if (parsed.rows.length === 0) return setError('The file has no valid rows.');
    try {
      for (let i = 0; i < parsed.rows.length; i += COORDINATES_BATCH_SIZE) {
        setProgress({ sent: i, total: parsed.rows.length });
        await upload.mutateAsync({ rows: parsed.rows.slice(i, i + COORDINATES_BATCH_SIZE) });
      }
      notifySuccess(importedMessage(parsed.rows.length, parsed.skipped));
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setError(`The import stopped: ${describeError(failure).message}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">Property coordinates</h3>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {summary.isSuccess
          ? summary.data.properties > 0
            ? `${propertiesLabel(summary.data.properties)} coordinates (last import ${formatDateTime(summary.data.lastImportedAt)}).`
            : 'No property coordinates imported yet: photos are measured from the visit start.'
          : summary.isError
            ? `Could not load the coordinates. ${describeError(summary.error).message}`
            : 'Loading…'}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <FormField
          id="coordinates-file"
          label="CSV file"
          hint="Columns UPRN, LATITUDE, LONGITUDE (as in OS Open UPRN); a UPRN already imported takes the new position."
          error={error ?? undefined}
        >
          {(c) => (
            <Input
              ref={fileInput}
              {...fieldAria(c)}
              type="file"
              accept=".csv,text/csv"
              className="py-1.5"
            />
          )}
        </FormField>
        <Button onClick={() => void importFile()} disabled={progress !== null}>
          {progress
            ? `Importing ${progress.sent.toLocaleString('en-GB')} of ${progress.total.toLocaleString('en-GB')}…`
            : 'Import coordinates'}
        </Button>
      </div>
    </div>
  );
}
