import { SIGNATURE_ITEM_ID } from '@/shared/evidence/catalogue';
import { photoSizeHint } from '@/shared/evidence/photo-size';
import { formatDateTime } from '@/shared/format';
import { useEvidenceList, useInspectionChecklist } from '../api/use-evidence';
import { usePhotoSize } from '../api/use-photo-size';
import { DownloadEvidenceZip } from './download-evidence-zip';
import type { EvidenceFile } from './evidence-tile';
import { ItemFlagSummary } from './photo-flags';
import { VisitStart } from './visit-start';

type Group = { itemId: string; label: string; files: EvidenceFile[] };

const filesLabel = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** Files grouped by checklist item, in the checklist's order; ids it does not have come last. */
function groupByItem(files: EvidenceFile[], items: { itemId: string; label: string }[]): Group[] {
  const known = new Map(items.map((item, index) => [item.itemId, { ...item, index }]));
  const groups = new Map<string, Group>();
  for (const file of files) {
    if (file.itemId === SIGNATURE_ITEM_ID) continue;
    const group = groups.get(file.itemId) ?? {
      itemId: file.itemId,
      label: known.get(file.itemId)?.label ?? '',
      files: [],
    };
    group.files.push(file);
    groups.set(file.itemId, group);
  }
  const order = (id: string) => known.get(id)?.index ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()].sort((a, b) => order(a.itemId) - order(b.itemId));
}

/**
 * The inspection page's Evidence overview: every file of the inspection,
 * counted per item of its real checklist (checklists.forInspection), each
 * linking to its checklist row, where files are viewed, added and withdrawn;
 * and the inspector's signature, which belongs to no checklist item.
 */
export function EvidenceSection({ inspectionId }: { inspectionId: string }) {
  const list = useEvidenceList(inspectionId);
  const checklist = useInspectionChecklist(inspectionId);
  const photoSize = usePhotoSize();
  const files = list.data?.files ?? [];
  const groups = groupByItem(files, checklist.data?.items ?? []);
  const current = files.filter((f) => f.itemId !== SIGNATURE_ITEM_ID && !f.withdrawnAt).length;
  return (
    <section
      aria-labelledby="section-evidence"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="section-evidence" className="text-lg font-semibold text-slate-900">
          Evidence
        </h2>
        <DownloadEvidenceZip inspectionId={inspectionId} fileCount={files.length} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {list.isSuccess
          ? `${filesLabel(current)} on ${groups.length} of ${checklist.data?.items.length ?? '...'} checklist items. `
          : ''}
        Add photos (JPEG, PNG) and documents (PDF) up to 20 MB each in the checklist rows.
        {photoSize.isSuccess && ` ${photoSizeHint(photoSize.data.maxLongSidePx)}`} Photos keep their
        capture time and position; documents are kept unchanged.
      </p>
      <VisitStart inspectionId={inspectionId} />
      <FlagTotals files={files} />
      {groups.length > 0 && (
        <ul aria-label="Evidence by checklist item" className="mt-3 divide-y divide-slate-100">
          {groups.map((group) => (
            <li
              key={group.itemId}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
            >
              <a
                href={`#checklist-row-${group.itemId}`}
                className="min-w-0 text-sm text-emerald-800 hover:underline"
              >
                <span className="font-mono text-xs">{group.itemId}</span>{' '}
                {group.label || 'Not on this checklist'}
              </a>
              <span className="flex flex-wrap items-baseline gap-2">
                <ItemFlagSummary files={group.files} />
                <span className="text-xs font-semibold text-slate-800">
                  {filesLabel(group.files.filter((f) => !f.withdrawnAt).length)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* evidence.list gives the latest signature apart: its files are the checklist's only. */}
      <InspectorSignature signature={list.data?.signature ?? null} />
    </section>
  );
}

/** 'Photo flags: 3 open, 1 explained' over the current photos, when any is flagged. */
function FlagTotals({ files }: { files: EvidenceFile[] }) {
  const flags = files.filter((f) => !f.withdrawnAt).flatMap((f) => f.flags);
  if (flags.length === 0) return null;
  const explained = flags.filter((f) => f.explanation).length;
  return (
    <p className="mt-2 text-sm font-medium text-amber-900">
      Photo flags: {flags.length - explained} open, {explained} explained
    </p>
  );
}

/** The latest signature, as the report prints it (decision 012: shown on the page too). */
function InspectorSignature({ signature }: { signature: EvidenceFile | null }) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Inspector signature</h3>
      {signature ? (
        <figure className="inline-block rounded-md border border-slate-200 bg-white p-2">
          <img
            src={`/api/evidence/${signature.id}/file`}
            alt={`Signature of ${signature.uploadedByName}`}
            className="h-20 w-auto max-w-full"
          />
          <figcaption className="mt-1 text-xs text-slate-700">
            Signed by {signature.uploadedByName} on {formatDateTime(signature.createdAt)}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">Not signed yet.</p>
      )}
    </div>
  );
}
