import { Download } from 'lucide-react';
import {
  EVIDENCE_ZIP_MAX_FILES,
  inspectionEvidenceZipHref,
  tooManyFilesMessage,
} from '@/shared/evidence/bulk-download';
import { buttonClass } from '@/web/components/ui/button-variants';

/**
 * 'Download all evidence (ZIP)' on the inspection's Evidence section: every file, withdrawn
 * ones in withdrawn/ folders, with manifest.csv. A plain download link: the server streams
 * the archive with its size, so the browser's own download shows the progress and nothing
 * is held in the page's memory. Shown only when there is a file; over the server's cap the
 * page says so instead of offering a download that would fail.
 */
export function DownloadEvidenceZip({
  inspectionId,
  fileCount,
}: {
  inspectionId: string;
  fileCount: number;
}) {
  if (fileCount === 0) return null;
  if (fileCount > EVIDENCE_ZIP_MAX_FILES) {
    return <p className="text-sm text-amber-900">{tooManyFilesMessage(fileCount)}</p>;
  }
  return (
    <a
      href={inspectionEvidenceZipHref(inspectionId)}
      download
      className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Download all evidence (ZIP)
    </a>
  );
}
