import { useState } from 'react';
import { VersionFieldsInput } from '@/shared/guidance/document-inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { useZodForm } from '@/web/lib/use-zod-form';
import { DialogFormFooter } from './dialog-form-footer';
import { useUploadVersion } from './api/use-document-uploads';
import { FileField, fileProblem } from './upload-dialog';

function VersionForm({ documentId, onDone }: { documentId: string; onDone: () => void }) {
  const form = useZodForm(VersionFieldsInput, { defaultValues: { changeNote: '', major: false } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadVersion(documentId, { onDone });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const problem = fileProblem(file);
          setFileError(problem);
          if (problem || !file) return;
          upload.mutate({ changeNote: values.changeNote, major: values.major, file });
        })(event)
      }
    >
      <FormField id="version-note" label="Change note" error={errors.changeNote?.message}>
        {(c) => <Textarea {...fieldAria(c)} rows={2} {...form.register('changeNote')} />}
      </FormField>
      <FormField id="version-major" label="Major version (2.0 rather than 1.1)" layout="inline">
        {(c) => <Checkbox {...fieldAria(c)} {...form.register('major')} />}
      </FormField>
      <FileField
        id="version-file"
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

        label="Upload Version"
        pendingLabel="Uploading…"
      />
    </form>
  );
}

/** 'New Version' of one document: earlier versions are kept. */
export function NewVersionDialog({ documentId, title }: { documentId: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">New Version</Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent
          title="Upload New Version"
          description={`Of "${title}"; earlier versions are kept.`}
        >
          <VersionForm documentId={documentId} onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
