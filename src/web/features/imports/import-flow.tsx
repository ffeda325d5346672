import { Upload } from 'lucide-react';
import { useState } from 'react';
import {
  IMPORT_ENTITIES,
  IMPORT_ENTITY_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportEntity,
} from '@/shared/imports/catalogue';
import { FileChooserLabel } from '@/web/components/form-field-file';
import { FormField } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import { useUploadImportFile } from './api/use-import-actions';
import { ImportProgress } from './import-progress';

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
  const [file, setFile] = useState<File | null>(null);
  const [entity, setEntity] = useState<ImportEntity>('inspections');
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImportFile({
    converter,
    onUploaded,
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
        upload.mutate({ file, entity });
      }}
    >
      <FormField id={`${idPrefix}-file`} label="File (.csv, .xlsx or .json, max 50MB)">
        {(c) => (
          <>
            {/* The drop zone is a second label of the hidden input: it names the chosen file. */}
            <FileChooserLabel
              htmlFor={c.id}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 hover:bg-slate-50"
            >
              <Upload aria-hidden="true" className="h-8 w-8 text-slate-400" />
              <span className="break-all">
                {file ? file.name : 'Choose a file or drop it here'}
              </span>
            </FileChooserLabel>
            <input
              id={c.id}
              type="file"
              accept=".csv,.xlsx,.json,.xls"
              className="sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </>
        )}
      </FormField>
      <FormField id={`${idPrefix}-entity`} label="What the file holds">
        {(c) => (
          <Select
            id={c.id}
            value={entity}
            onChange={(event) => setEntity(event.target.value as ImportEntity)}
          >
            {IMPORT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {IMPORT_ENTITY_LABELS[e]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
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
