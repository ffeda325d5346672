import { EVIDENCE_ACCEPT } from '@/shared/evidence/catalogue';
import { photoSizeHint } from '@/shared/evidence/photo-size';
import { Camera, Paperclip, RotateCw, Wrench, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { useEvidenceList, useRefreshStoredEvidence } from '../api/use-evidence';
import { usePhotoSize } from '../api/use-photo-size';
import { EvidenceTile } from './evidence-tile';
import { useUploadQueue, type UploadEntry } from './upload-queue';

type ItemEvidenceProps = {
  inspectionId: string;
  itemId: string;
  itemLabel: string;
  /** False hides the add buttons (a user who may only look). */
  mayAttach?: boolean;
  /** A failed item also takes the installer's remediation evidence (decision 012). */
  failed?: boolean;
};

/**
 * One checklist item's evidence: its thumbnails (withdrawn ones marked) and
 * buttons to add files or take a photo, each upload with its own progress.
 * Mounted in each checklist row through InspectionChecklist's evidenceSlot
 * (the row shows the file count, so nothing is said when there are none).
 */
export function ItemEvidence({
  inspectionId,
  itemId,
  itemLabel,
  mayAttach = true,
  failed = false,
}: ItemEvidenceProps) {
  const list = useEvidenceList(inspectionId);
  const onStored = useRefreshStoredEvidence(inspectionId);
  const photoSize = usePhotoSize();
  const queue = useUploadQueue(inspectionId, onStored, photoSize.data?.maxLongSidePx);
  const files = (list.data?.files ?? []).filter((f) => f.itemId === itemId);
  const uploads = queue.entries.filter((e) => e.itemId === itemId);

  return (
    // `contents`: the add buttons flow on the row's button line; uploads and thumbnails below it.
    <div className="contents" data-item-id={itemId}>
      {mayAttach && (
        <AddEvidenceButtons
          itemId={itemId}
          itemLabel={itemLabel}
          failed={failed}
          onChoose={(chosen, purpose) => queue.add(chosen, itemId, purpose)}
        />
      )}
      {uploads.length > 0 && (
        <div className="w-full">
          <ul aria-label={`Uploads for ${itemLabel}`} className="space-y-2">
            {uploads.map((entry) => (
              <UploadRow
                key={entry.key}
                entry={entry}
                onRetry={() => queue.retry(entry.key)}
                onDismiss={() => queue.dismiss(entry.key)}
              />
            ))}
          </ul>
          {photoSize.isSuccess && (
            <p className="mt-1 text-xs text-slate-600">
              {photoSizeHint(photoSize.data.maxLongSidePx)}
            </p>
          )}
        </div>
      )}
      {files.length > 0 && (
        <ul
          aria-label={`Evidence for ${itemLabel}`}
          className="grid w-full grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {files.map((file) => (
            <EvidenceTile key={file.id} file={file} mayWithdraw={list.data?.mayWithdraw ?? false} />
          ))}
        </ul>
      )}
    </div>
  );
}

const STATE_TEXT: Record<UploadEntry['state'], string> = {
  queued: 'Queued',
  preparing: 'Reducing size',
  uploading: 'Uploading',
  retrying: 'Retrying',
  waiting: 'Waiting',
  refused: 'Not accepted',
  done: 'Uploaded',
};

function UploadRow({
  entry,
  onRetry,
  onDismiss,
}: {
  entry: UploadEntry;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const problem = entry.state === 'waiting' || entry.state === 'refused';
  return (
    <li
      className={`rounded-md border p-2 text-sm ${problem ? 'border-amber-300 bg-amber-50' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-slate-900">{entry.file.name}</span>
        <span className="shrink-0 text-xs text-slate-700">
          {STATE_TEXT[entry.state]}
          {entry.state === 'uploading' && ` ${Math.round(entry.progress)}%`}
        </span>
      </div>
      {['uploading', 'queued', 'preparing', 'done'].includes(entry.state) && (
        <Progress className="mt-1" value={entry.progress} label={`Upload of ${entry.file.name}`} />
      )}
      {entry.message && (
        <p role={problem ? 'alert' : undefined} className="mt-1 text-xs text-slate-800">
          {entry.message}
        </p>
      )}
      {entry.state === 'waiting' && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Retry
        </Button>
      )}
      {entry.state === 'refused' && (
        <Button size="sm" variant="ghost" className="mt-2" onClick={onDismiss}>
          <X aria-hidden="true" className="h-4 w-4" />
          Dismiss
        </Button>
      )}
    </li>
  );
}

type AddEvidenceButtonsProps = {
  itemId: string;
  itemLabel: string;
  failed: boolean;
  onChoose: (files: File[], purpose: 'inspection' | 'remediation') => void;
};

/** Add files, Take photo and, on a failed item, Add remediation evidence: hidden inputs behind buttons. */
function AddEvidenceButtons({ itemId, itemLabel, failed, onChoose }: AddEvidenceButtonsProps) {
  const inputId = useId();
  const cameraId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const remediationInput = useRef<HTMLInputElement>(null);

  const take = (input: HTMLInputElement, purpose: 'inspection' | 'remediation' = 'inspection') => {
    const chosen = Array.from(input.files ?? []);
    if (chosen.length > 0) onChoose(chosen, purpose);
    input.value = '';
  };

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        multiple
        accept={EVIDENCE_ACCEPT}
        className="sr-only"
        aria-label={`Add files to ${itemLabel}`}
        onChange={(event) => take(event.currentTarget)}
      />
      <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
        <Paperclip aria-hidden="true" className="h-4 w-4" />
        Add files<span className="sr-only"> to {itemId}</span>
      </Button>
      <input
        ref={cameraInput}
        id={cameraId}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        className="sr-only"
        aria-label={`Take a photo for ${itemLabel}`}
        onChange={(event) => take(event.currentTarget)}
      />
      <Button variant="secondary" size="sm" onClick={() => cameraInput.current?.click()}>
        <Camera aria-hidden="true" className="h-4 w-4" />
        Take photo<span className="sr-only"> for {itemId}</span>
      </Button>
      {/* Only the installer's fix moves the remediation clock; the buttons above record what was found. */}
      {failed && (
        <>
          <input
            ref={remediationInput}
            type="file"
            multiple
            accept={EVIDENCE_ACCEPT}
            className="sr-only"
            aria-label={`Add remediation evidence to ${itemLabel}`}
            onChange={(event) => take(event.currentTarget, 'remediation')}
          />
          <Button variant="secondary" size="sm" onClick={() => remediationInput.current?.click()}>
            <Wrench aria-hidden="true" className="h-4 w-4" />
            Add remediation evidence<span className="sr-only"> to {itemId}</span>
          </Button>
        </>
      )}
    </div>
  );
}
