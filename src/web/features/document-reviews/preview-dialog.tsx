import { Download } from 'lucide-react';
import { DialogContent } from '@/web/components/ui/dialog';
import type { ReviewItem } from './review-types';

/** Images and PDFs shown in place, from the reviewers' file route. */
export function PreviewDialog({ document }: { document: ReviewItem }) {
  const isImage = document.mimeType.startsWith('image/');
  return (
    <DialogContent
      title={document.name}
      description={`${document.type} from ${document.installerName}`}
      className="max-w-4xl"
    >
      <div className="rounded-md border border-slate-200 bg-slate-50">
        {isImage ? (
          <img
            src={document.fileUrl}
            alt={`Preview of ${document.name}`}
            className="mx-auto max-h-[70vh] object-contain"
          />
        ) : (
          <iframe
            src={document.fileUrl}
            title={`Preview of ${document.name}`}
            className="h-[70vh] w-full"
          />
        )}
      </div>
      <a
        href={document.downloadUrl}
        download
        className="mt-4 inline-flex items-center gap-1 text-sm text-emerald-800 underline"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download {document.name}
      </a>
    </DialogContent>
  );
}
