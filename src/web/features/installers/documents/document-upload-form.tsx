import { useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Alert } from '@/web/components/ui/alert';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useUploadDocument } from '../api/use-documents';
import { DOCUMENT_TYPES, buildUploadForm } from './upload-document';

const ACCEPT = '.pdf,.docx,.xlsx,.png,.jpg,.jpeg';

/** Uploads one file with its type and expiry date; the form empties after a success. */
export function DocumentUploadForm({ installerId }: { installerId: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<string>(DOCUMENT_TYPES[0]);
  const [expiryDate, setExpiryDate] = useState('');
  const [missingFile, setMissingFile] = useState(false);
  const mutation = useUploadDocument(installerId, {
    onUploaded: () => {
      if (fileInput.current) fileInput.current.value = '';
      setExpiryDate('');
    },
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setMissingFile(!file);
    if (file) mutation.mutate(buildUploadForm(file, type, expiryDate));
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="upload-heading" className="space-y-4">
      <h3 id="upload-heading" className="text-sm font-semibold text-slate-900">
        Upload a document
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="document-file"
          label="Document file"
          hint="PDF, DOCX, XLSX, PNG or JPEG, up to 10 MB."
          error={missingFile ? 'Choose a file to upload' : undefined}
        >
          {(c) => (
            <Input
              ref={fileInput}
              {...fieldAria(c)}
              type="file"
              accept={ACCEPT}
              className="py-1.5"
              onChange={() => setMissingFile(false)}
            />
          )}
        </FormField>
        <FormField id="document-type" label="Document type">
          {(c) => (
            <Select id={c.id} value={type} onChange={(event) => setType(event.target.value)}>
              {DOCUMENT_TYPES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="document-expiry" label="Expiry date">
          {(c) => (
            <Input
              id={c.id}
              type="date"
              value={expiryDate}
              onChange={(event) => setExpiryDate(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {mutation.error && (
        <Alert tone="error" role="alert">
          {mutation.error.message}
        </Alert>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Uploading...' : 'Upload Document'}
      </Button>
    </form>
  );
}
