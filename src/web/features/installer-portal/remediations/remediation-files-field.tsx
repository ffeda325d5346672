import { Upload } from 'lucide-react';
import { photoSizeHint } from '@/shared/evidence/photo-size';
import { FormField } from '@/web/components/form-field';
import { FileChooserLabel } from '@/web/components/form-field-file';
import {
  usePortalPhotoSize,
  useUploadRemediationFiles,
  type PortalRemediation,
} from './api/use-portal-remediations';

/** The remediation's photos and PDFs: chosen several at once and stored straight away. */
export function RemediationFilesField({
  item,
  fieldId,
}: {
  item: PortalRemediation;
  fieldId: string;
}) {
  const upload = useUploadRemediationFiles();
  const photoSize = usePortalPhotoSize();
  const onFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    upload.mutate({
      inspectionId: item.inspectionId,
      itemId: item.itemId,
      files: [...files],
      maxLongSidePx: photoSize.data?.maxLongSidePx,
    });
  };
  return (
    <>
      <FormField
        id={fieldId}
        label="Photos or PDFs of the fix"
        hint={[
          item.state === 'Rejected'
            ? 'Add new evidence: files sent before the rejection do not count again.'
            : 'Choose several at once. Photos keep the time and place they were taken.',
          photoSize.data && photoSizeHint(photoSize.data.maxLongSidePx),
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {(c) => (
          <>
            <FileChooserLabel
              htmlFor={c.id}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-emerald-600 hover:bg-slate-100"
            >
              <Upload aria-hidden="true" className="h-4 w-4" />
              {upload.isPending ? 'Uploading…' : 'Add photos or PDFs'}
            </FileChooserLabel>
            <input
              id={c.id}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/heic,application/pdf"
              className="sr-only"
              aria-describedby={c.describedBy}
              disabled={upload.isPending}
              onChange={(event) => {
                onFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </>
        )}
      </FormField>
      {upload.data && upload.data.refused.length > 0 && (
        <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {upload.data.refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}
