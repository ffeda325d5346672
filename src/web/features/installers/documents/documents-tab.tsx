import { formatDate } from '@/shared/format';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import type { InstallerDocument } from '../shared/installer-types';
import { QueryBoundary } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { useDeleteDocument, useInstallerDocuments } from '../api/use-documents';
import { DocumentUploadForm } from './document-upload-form';
import { buildDownloadUrl } from './upload-document';

export function DocumentsTab({ installerId }: { installerId: string }) {
  const canEdit = usePermissions().can('installers:edit');
  const [toDelete, setToDelete] = useState<InstallerDocument | null>(null);
  const query = useInstallerDocuments(installerId);
  const remove = useDeleteDocument({ onDeleted: () => setToDelete(null) });

  return (
    <Card className="space-y-6 p-5">
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
          Documents
        </h2>
        <QueryBoundary
          query={query}
          label="Loading documents"
          emptyText="No documents uploaded yet."
        >
          {(documents) => (
            <ul className="mt-3 divide-y divide-slate-200">
              {documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  canDelete={canEdit}
                  onDelete={() => setToDelete(document)}
                />
              ))}
            </ul>
          )}
        </QueryBoundary>
      </section>
      {canEdit && <DocumentUploadForm installerId={installerId} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete document?"
        description={`"${toDelete?.name ?? ''}" will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </Card>
  );
}

type DocumentRowProps = { document: InstallerDocument; canDelete: boolean; onDelete: () => void };

/** One document: its name (Expired when past its date), dates, Download and Delete. */
function DocumentRow({ document, canDelete, onDelete }: DocumentRowProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {document.name}
          {document.isExpired && (
            <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              Expired
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {document.type} · Uploaded {formatDate(document.uploadedAt)} · Expires{' '}
          {formatDate(document.expiryDate)}
        </p>
      </div>
      <div className="flex gap-2">
        <a
          href={buildDownloadUrl(document.id)}
          aria-label={`Download ${document.name}`}
          className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download
        </a>
        {canDelete && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Delete ${document.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
