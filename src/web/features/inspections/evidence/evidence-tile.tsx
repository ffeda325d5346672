import { formatPosition, mapLink } from '@/shared/evidence/catalogue';
import { formatDateTime } from '@/shared/format';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { RouterOutputs } from '@/web/lib/trpc';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { PhotoFlagList } from './photo-flags';
import { WithdrawEvidenceDialog } from './withdraw-dialog';

export type EvidenceFile = RouterOutputs['evidence']['list']['files'][number];

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** When and where the file was captured, and its integrity flags (missing facts among them). */
export function CaptureFacts({ file }: { file: EvidenceFile }) {
  if (file.kind !== 'photo') return null;
  return (
    <div className="space-y-1 text-xs text-slate-700">
      {file.capturedAt && <p>Captured {formatDateTime(file.capturedAt)}</p>}
      {file.latitude !== null && file.longitude !== null && (
        <p>
          <a
            href={mapLink(file.latitude, file.longitude)}
            target="_blank"
            rel="noreferrer"
            className="text-emerald-800 underline"
            aria-label={`Map: ${formatPosition(file.latitude, file.longitude)}`}
          >
            {formatPosition(file.latitude, file.longitude)}
          </a>
        </p>
      )}
      <PhotoFlagList file={file} />
    </div>
  );
}

/** One evidence file: thumbnail (or a document icon), facts, flags, full view and withdrawal. */
export function EvidenceTile({ file, mayWithdraw }: { file: EvidenceFile; mayWithdraw: boolean }) {
  const [isViewing, setIsViewing] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const withdrawn = file.withdrawnAt !== null;
  return (
    <li
      className={`flex min-w-0 flex-col gap-2 rounded-md border p-2 ${withdrawn ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      {file.hasThumbnail ? (
        <button
          type="button"
          onClick={() => setIsViewing(true)}
          className="block overflow-hidden rounded bg-slate-100"
          aria-label={`View ${file.fileName}`}
        >
          <img
            src={`/api/evidence/${file.id}/thumbnail`}
            alt={file.fileName}
            loading="lazy"
            className={`aspect-[4/3] w-full object-cover ${withdrawn ? 'opacity-50' : ''}`}
          />
        </button>
      ) : (
        <a
          href={`/api/evidence/${file.id}/file`}
          target="_blank"
          rel="noreferrer"
          className="flex aspect-[4/3] items-center justify-center rounded bg-slate-100 text-slate-600"
          aria-label={`Open ${file.fileName}`}
        >
          <FileText aria-hidden="true" className="h-10 w-10" />
        </a>
      )}
      <p className="truncate text-xs font-medium text-slate-900" title={file.fileName}>
        {file.fileName}
      </p>
      <p className="text-xs text-slate-600">
        {/* The stored photo's pixels: a large one is kept at the tenant's photo size. */}
        {file.width && file.height ? `${file.width} × ${file.height} px · ` : ''}
        {sizeLabel(file.size)}
      </p>
      {file.purpose === 'remediation' && (
        <p className="w-fit rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
          Remediation evidence
        </p>
      )}
      <CaptureFacts file={file} />
      {withdrawn ? (
        <p className="text-xs text-red-800">
          Withdrawn by {file.withdrawnByName} on {formatDateTime(file.withdrawnAt)}:{' '}
          {file.withdrawReason}
        </p>
      ) : (
        mayWithdraw && (
          <Button variant="link" className="self-start" onClick={() => setIsWithdrawing(true)}>
            Withdraw
          </Button>
        )
      )}
      <EvidenceViewer file={file} isOpen={isViewing} onOpenChange={setIsViewing} />
      <WithdrawEvidenceDialog
        file={isWithdrawing ? file : null}
        onClose={() => setIsWithdrawing(false)}
      />
    </li>
  );
}

type EvidenceViewerProps = {
  file: EvidenceFile;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The full-size photo with its capture facts, the original's download and its SHA-256. */
function EvidenceViewer({ file, isOpen, onOpenChange }: EvidenceViewerProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen && (
        <DialogContent title={file.fileName} className="max-w-3xl">
          <img
            src={`/api/evidence/${file.id}/file`}
            alt={file.fileName}
            className="mt-3 max-h-[70vh] w-full object-contain"
          />
          <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
            <CaptureFacts file={file} />
            <a
              href={`/api/evidence/${file.id}/file`}
              download={file.fileName}
              className="text-sm text-emerald-800 underline"
            >
              Download file
            </a>
          </div>
          <p className="mt-2 text-xs break-all text-slate-500">SHA-256 {file.sha256}</p>
        </DialogContent>
      )}
    </Dialog>
  );
}
