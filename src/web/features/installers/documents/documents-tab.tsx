import { formatDate } from '@/shared/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { useTRPC } from '@/web/lib/trpc';
import type { InstallerDocument } from '../shared/installer-types';
import { QueryBoundary } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { DocumentUploadForm } from './document-upload-form';
import { buildDownloadUrl } from './upload-document';
import { describeError } from '@/web/lib/describe-error';

export function DocumentsTab({ installerId }: { installerId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canEdit = usePermissions().can('installers:edit');
  const [toDelete, setToDelete] = useState<InstallerDocument | null>(null);
  const query = useQuery(trpc.installerContacts.documents.list.queryOptions({ installerId }));
  // The activity feed records uploads and deletions too, so refresh every contact list.
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.installerContacts.pathKey() });
  const remove = useMutation(
    trpc.installerContacts.documents.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('Document deleted');
        setToDelete(null);
        await refresh();
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );

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
                <li
                  key={document.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
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
                    {canEdit && (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Delete ${document.name}`}
                        onClick={() => setToDelete(document)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        Delete
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryBoundary>
      </section>
      {canEdit && <DocumentUploadForm installerId={installerId} onUploaded={refresh} />}
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
