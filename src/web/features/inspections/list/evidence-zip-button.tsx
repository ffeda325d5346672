import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import {
  EVIDENCE_ZIP_MAX_FILES,
  EVIDENCE_ZIP_MAX_INSPECTIONS,
  formatZipSize,
  listEvidenceZipHref,
  type EvidenceZipSummary,
} from '@/shared/evidence/bulk-download';
import type { InspectionFilters } from '@/shared/inspections/queries';
import { Alert } from '@/web/components/ui/alert';
import { buttonClass } from '@/web/components/ui/button-variants';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { notifyInfo } from '@/web/lib/notify';
import { useEvidenceZipSummary } from '../api/use-evidence-zip';
import type { ListParams } from './list-params';

const plural = (count: number, one: string) =>
  `${count.toLocaleString('en-GB')} ${one}${count === 1 ? '' : 's'}`;

/**
 * 'Download evidence (ZIP)' on View Inspections: the evidence of the inspections the list
 * shows for its current search and tab. The dialog first asks the server what the ZIP would
 * hold (or why it would refuse it: over the caps, or no files), then offers the download
 * as a plain link, so the browser streams it with its own progress.
 */
export function EvidenceZipButton({ params }: { params: ListParams }) {
  const [open, setOpen] = useState(false);
  const filters: InspectionFilters = {
    search: params.search,
    tab: params.tab,
    sort: params.sort,
    direction: params.dir,
  };
  const summary = useEvidenceZipSummary(filters, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClass({ variant: 'secondary' })}>
        <FileArchive aria-hidden="true" className="h-4 w-4" />
        Download evidence (ZIP)
      </DialogTrigger>
      <DialogContent
        title="Download evidence (ZIP)"
        description={`Every evidence file of the inspections this list shows (its search and tab), in one folder per inspection and checklist item, with a manifest.csv of every file. At most ${EVIDENCE_ZIP_MAX_INSPECTIONS} inspections and ${EVIDENCE_ZIP_MAX_FILES.toLocaleString('en-GB')} files.`}
      >
        {summary.isPending ? (
          <Spinner label="Counting the evidence..." className="justify-start py-2" />
        ) : summary.isError ? (
          <Alert tone="error" role="alert">
            {describeError(summary.error).message}
          </Alert>
        ) : (
          <SummaryBody
            summary={summary.data}
            href={listEvidenceZipHref(filters)}
            onStarted={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SummaryBody({
  summary,
  href,
  onStarted,
}: {
  summary: EvidenceZipSummary;
  href: string;
  onStarted: () => void;
}) {
  if (summary.refusal) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" role="alert">
          {summary.refusal}
        </Alert>
        <div className="flex justify-end">
          <DialogClose className={buttonClass({ variant: 'secondary' })}>Close</DialogClose>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        {plural(summary.inspections, 'inspection')}, {plural(summary.files, 'file')},{' '}
        {formatZipSize(summary.bytes)}. Withdrawn files are included in withdrawn/ folders and
        flagged in the manifest.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClass({ variant: 'secondary' })}>Cancel</DialogClose>
        <a
          href={href}
          download
          className={buttonClass({ variant: 'primary' })}
          onClick={() => {
            notifyInfo('Download started: your browser shows its progress.');
            // After the click's own default action (the download), which needs the link in the page.
            setTimeout(onStarted);
          }}
        >
          Download ZIP
        </a>
      </div>
    </div>
  );
}
