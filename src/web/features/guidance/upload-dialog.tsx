import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DOCUMENT_DEFAULTS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  NO_DOCUMENT_FILE_MESSAGE,
} from '@/shared/guidance/catalogue';
import { DocumentFieldsInput } from '@/shared/guidance/document-inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { useZodForm } from '@/web/lib/use-zod-form';
import { DialogFormFooter } from './dialog-form-footer';
import { useUploadDocument } from './api/use-document-uploads';
import { DocumentDetailFields } from './detail-fields';
import { OwnerAndReviewFields } from './owner-fields';

const ACCEPT =
  '.pdf,.docx,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FILE_HINT = 'PDF, DOCX, XLSX up to 10MB';

/**
 * The file input with the spec's hint, inside the drop box above the chosen file's name;
 * the size is checked here too, the type on the server.
 */
export function FileField({
  id,
  file,
  onFile,
  error,
}: {
  id: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | null;
}) {
  return (
    <FormField id={id} label="File" hint={FILE_HINT} hintInside error={error ?? undefined}>
      {(c) => (
        <div className="rounded-md border-2 border-dashed border-slate-300 p-4 text-center">
          <input
            {...fieldAria(c)}
            type="file"
            accept={ACCEPT}
            className="block w-full text-sm"
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
          <p id={c.hintId} className="mt-2 text-sm text-slate-600">
            {FILE_HINT}
          </p>
          {file && <p className="mt-1 truncate text-sm text-slate-800">{file.name}</p>}
        </div>
      )}
    </FormField>
  );
}

export function fileProblem(file: File | null): string | null {
  if (!file) return NO_DOCUMENT_FILE_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE_MESSAGE;
  return null;
}

function UploadForm({ onDone, canPublish }: { onDone: () => void; canPublish: boolean }) {
  const form = useZodForm(DocumentFieldsInput, {
    defaultValues: { title: '', description: '', tags: '', ...DOCUMENT_DEFAULTS },
  });
  const [file, setFile] = useState<File | null>(null);
  const [ownerId, setOwnerId] = useState('');
  const [reviewBy, setReviewBy] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, description] = useWatch({
    control: form.control,
    name: ['title', 'description'],
  });
  const upload = useUploadDocument({ onDone });
  const errors = form.formState.errors;
  const isBlank = !title?.trim() || !description?.trim();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit(() => {
          const problem = fileProblem(file);
          setFileError(problem);
          if (problem || !file) return;
          // The raw values: the server parses them with the same schema.
          const raw = form.getValues();
          upload.mutate({
            fields: {
              title: raw.title,
              category: raw.category ?? DOCUMENT_DEFAULTS.category,
              docType: raw.docType ?? DOCUMENT_DEFAULTS.docType,
              description: raw.description,
              tags: raw.tags ?? '',
              // Publishers only: the server refuses them from anyone else.
              ...(canPublish ? { ownerId, reviewBy } : {}),
            },
            file,
          });
        })(event)
      }
    >
      <DocumentDetailFields
        idPrefix="doc"
        register={(name) => form.register(name)}
        errors={errors}
      />
      {canPublish && (
        <OwnerAndReviewFields
          idPrefix="doc"
          ownerId={ownerId}
          reviewBy={reviewBy}
          onOwnerId={setOwnerId}
          onReviewBy={setReviewBy}
          blankOwnerLabel="Me (the uploader)"
        />
      )}
      <FileField
        id="doc-file"
        file={file}
        error={fileError}
        onFile={(next) => {
          setFile(next);
          setFileError(next ? fileProblem(next) : null);
        }}
      />
      <DialogFormFooter
        error={upload.error ? upload.error.message : null}
        isPending={upload.isPending}
        disabled={isBlank}
        label="Upload Document"
        pendingLabel="Uploading…"
      />
    </form>
  );
}

/** 'Upload Document': a new document, saved as a draft until a publisher publishes it. */
export function UploadDocumentDialog({ canPublish }: { canPublish: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" className="h-4 w-4" />
          Upload Document
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title="Upload Document"
          description="New documents are drafts until a publisher publishes them."
        >
          <UploadForm onDone={() => setIsOpen(false)} canPublish={canPublish} />
        </DialogContent>
      )}
    </Dialog>
  );
}
