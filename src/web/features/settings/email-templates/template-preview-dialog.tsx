import { useId, useState } from 'react';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { useSampleInstallers, useTemplatePreview } from '../api/use-email-templates';
import { describeError } from '@/web/lib/describe-error';

export type PreviewSource = { subject: string; body: string };

/** The template as an installer would receive it, variables filled from a real installer. */
export function TemplatePreviewDialog({
  source,
  onClose,
}: {
  source: PreviewSource | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Template Preview" className="max-w-2xl">
        {source && <Preview source={source} />}
      </DialogContent>
    </Dialog>
  );
}

function Preview({ source }: { source: PreviewSource }) {
  const id = useId();
  const [installerId, setInstallerId] = useState('');
  const samples = useSampleInstallers();
  const preview = useTemplatePreview({
    subject: source.subject,
    body: source.body,
    ...(installerId && { installerId }),
  });
  return (
    <div className="space-y-4">
      <FormField id={`${id}-installer`} label="Sample installer">
        {(c) => (
          <Select
            {...fieldAria(c)}
            value={installerId || preview.data?.installer.id || ''}
            onChange={(e) => setInstallerId(e.target.value)}
          >
            {(samples.data ?? []).map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {preview.isPending ? (
        <Spinner label="Filling in the template" />
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {describeError(preview.error).message}
        </p>
      ) : (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-4" aria-live="polite">
          <p className="text-sm text-slate-600">Subject</p>
          <p className="font-medium text-slate-900">{preview.data.subject}</p>
          <p className="mt-3 text-sm text-slate-600">Body</p>
          <div className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{preview.data.body}</div>
        </div>
      )}
    </div>
  );
}
