import { Download, FileSpreadsheet, FileText, FileType, Star } from 'lucide-react';
import { useState } from 'react';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  downloadingNotice,
  type DocumentCategory,
  type DocumentFormat,
  type DocumentStatus,
  type DocumentType,
} from '@/shared/guidance/catalogue';
import { formatDate, formatDateTime } from '@/shared/format';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { notifyInfo } from '@/web/lib/notify';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useDocumentPublishing } from './api/use-document-actions';
import { useGuidanceDocument, useInvalidateGuidance } from './api/use-guidance-queries';
import { documentDownloadUrl } from './document-files';
import { DeleteDocumentButton, EditDetailsDialog } from './edit-dialog';
import { formatFileSize } from './guidance-params';
import { ReadingPanel } from './reading-panel';
import { NewVersionDialog } from './version-dialog';

export type DocumentRow = {
  id: string;
  reference: string;
  title: string;
  category: DocumentCategory;
  docType: DocumentType;
  description: string;
  tags: string[];
  status: DocumentStatus;
  featured: boolean;
  authorName: string | null;
  ownerName: string | null;
  reviewBy: string | null;
  reviewOverdue: boolean;
  downloadCount: number;
  version: string;
  format: DocumentFormat;
  fileSize: number;
  updatedAt: string;
  snippet?: string | null;
  matchedIn?: string | null;
};

const FORMAT_ICONS = { pdf: FileText, docx: FileType, xlsx: FileSpreadsheet } as const;

/** ts_headline marks the match with [[ and ]]: shown as <mark>, never as HTML. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/\[\[|\]\]/);
  return (
    <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-slate-700">
      <span className="font-medium">In the file: </span>…
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}…
    </p>
  );
}

/** The download link: counted by the server; the notice for 2 s, the counts refreshed after. */
export function DownloadLink({
  id,
  title,
  versionId,
  label = 'Download',
}: {
  id: string;
  title: string;
  versionId?: string;
  label?: string;
}) {
  const invalidate = useInvalidateGuidance();
  return (
    <a
      href={documentDownloadUrl(id, versionId)}
      download
      className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800"
      onClick={() => {
        notifyInfo(downloadingNotice(title), { duration: 2000 });
        setTimeout(() => void invalidate(), 1000);
      }}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
      <span className="sr-only"> {title}</span>
    </a>
  );
}

type DocumentDetail = RouterOutputs['guidance']['get'];

/** Every version of a document, newest first, each with its own download. */
function VersionHistory({ document: d }: { document: DocumentDetail }) {
  return (
    <section aria-label={`Versions of ${d.title}`}>
      <h4 className="text-sm font-semibold text-slate-900">Version history</h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {d.versions.map((v) => (
          <li
            key={v.id}
            className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                Version {v.label}
                {v.current && <span className="ml-2 text-emerald-700">(current)</span>}
              </p>
              <p className="break-words text-slate-600">
                {v.changeNote} · {v.uploadedByName ?? 'Unknown'} · {formatDateTime(v.createdAt)} ·{' '}
                {formatFileSize(v.size)} · {v.format.toUpperCase()}
              </p>
              {v.textExtractionFailed && (
                // The server could not read this file's text within its limits: say why
                // a word inside it is not found by search.
                <p className="mt-1">
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                    Text not extracted
                  </span>{' '}
                  <span className="text-xs text-slate-600">
                    The file could not be read safely, so words inside it are not searchable.
                  </span>
                </p>
              )}
            </div>
            <DownloadLink
              id={d.id}
              title={d.title}
              versionId={v.id}
              label={`Download ${v.label}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Details({ id }: { id: string }) {
  const detail = useGuidanceDocument(id);
  const { setStatus, setFeatured } = useDocumentPublishing();
  if (detail.isPending) return <TableSkeleton label="Loading document" rows={2} />;
  if (detail.isError) {
    return (
      <ErrorState
        title="Could not load the document"
        message={describeError(detail.error).message}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const d = detail.data;
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-2">
        {d.canEdit && <NewVersionDialog documentId={d.id} title={d.title} />}
        {d.canChangeDetails && <EditDetailsDialog document={d} canPublish={d.canPublish} />}
        {d.canPublish && (
          <>
            <Button
              variant="secondary"
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate({
                  id: d.id,
                  status: d.status === 'published' ? 'draft' : 'published',
                })
              }
            >
              {d.status === 'published' ? 'Unpublish' : 'Publish'}
            </Button>
            {d.status === 'published' && (
              <Button
                variant="secondary"
                disabled={setFeatured.isPending}
                onClick={() => setFeatured.mutate({ id: d.id, featured: !d.featured })}
              >
                {d.featured ? 'Unfeature' : 'Feature'}
              </Button>
            )}
          </>
        )}
        {d.canChangeDetails && <DeleteDocumentButton id={d.id} title={d.title} />}
      </div>
      <p className="text-sm text-slate-700">
        Owner: {d.ownerName ?? '—'} · Review by: {d.reviewBy ? formatDate(d.reviewBy) : 'not set'}
      </p>
      <ReadingPanel
        id={d.id}
        title={d.title}
        version={d.version}
        reading={d.reading}
        canPublish={d.canPublish}
      />
      <VersionHistory document={d} />
    </div>
  );
}

/** One document in the list or the featured block. */
export function DocumentCard({ document: d }: { document: DocumentRow }) {
  const [isOpen, setIsOpen] = useState(false);
  const Icon = FORMAT_ICONS[d.format];
  return (
    <article
      aria-label={d.title}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <Icon aria-label={d.format.toUpperCase()} className="h-8 w-8 shrink-0 text-emerald-700" />
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-slate-900">
              {d.title}
              {d.featured && (
                <Star
                  aria-label="Featured"
                  className="ml-1 inline h-4 w-4 fill-amber-400 text-amber-500"
                />
              )}
            </h3>
            <p className="text-sm text-slate-600">
              {d.reference} · {DOCUMENT_CATEGORY_LABELS[d.category]} ·{' '}
              {DOCUMENT_TYPE_LABELS[d.docType]} · {DOCUMENT_STATUS_LABELS[d.status]}
              {d.reviewOverdue && (
                <span className="ml-1 font-medium text-red-700">· Review overdue</span>
              )}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <DownloadLink id={d.id} title={d.title} />
          <Button variant="link" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            {isOpen ? 'Hide details' : 'Details'}
          </Button>
        </div>
      </div>
      <p className="mt-2 break-words text-sm text-slate-700">{d.description}</p>
      {d.snippet && <Snippet text={d.snippet} />}
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <div>
          <dt className="inline">Author: </dt>
          <dd className="inline">{d.authorName ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline">Updated: </dt>
          <dd className="inline">{formatDate(d.updatedAt)}</dd>
        </div>
        <div>
          <dt className="inline">Downloads: </dt>
          <dd className="inline" data-testid="download-count">
            {d.downloadCount}
          </dd>
        </div>
        <div>
          <dt className="inline">Size: </dt>
          <dd className="inline">{formatFileSize(d.fileSize)}</dd>
        </div>
        <div>
          <dt className="inline">Version: </dt>
          <dd className="inline">{d.version}</dd>
        </div>
      </dl>
      {d.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
          {d.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {isOpen && <Details id={d.id} />}
    </article>
  );
}
