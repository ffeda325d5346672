import { useState } from 'react';
import { type DocumentCategory, type DocumentType } from '@/shared/guidance/catalogue';
import { UpdateDocumentInput } from '@/shared/guidance/document-inputs';
import type { Role } from '@/shared/roles';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { DialogFormFooter } from './dialog-form-footer';
import { useDeleteDocument, useUpdateDocument } from './api/use-document-actions';
import { DocumentDetailFields } from './detail-fields';
import { OwnerAndReviewFields } from './owner-fields';
import { ReadingRolesFieldset } from './reading-roles-fieldset';

export type EditableDocument = {
  id: string;
  title: string;
  category: DocumentCategory;
  docType: DocumentType;
  description: string;
  tags: string[];
  ownerId: string | null;
  reviewBy: string | null;
  requiredReadingRoles: Role[];
};

function EditForm({
  document: d,
  canPublish,
  onDone,
}: {
  document: EditableDocument;
  canPublish: boolean;
  onDone: () => void;
}) {
  const form = useZodForm(UpdateDocumentInput, {
    defaultValues: {
      id: d.id,
      title: d.title,
      category: d.category,
      docType: d.docType,
      description: d.description,
      tags: d.tags.join(', '),
    },
  });
  const [ownerId, setOwnerId] = useState(d.ownerId ?? '');
  const [reviewBy, setReviewBy] = useState(d.reviewBy ?? '');
  const [roles, setRoles] = useState<Role[]>(d.requiredReadingRoles);
  const update = useUpdateDocument({ onDone });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit(() => {
          const raw = form.getValues();
          update.mutate({
            id: d.id,
            title: raw.title,
            category: raw.category,
            docType: raw.docType,
            description: raw.description,
            tags: raw.tags ?? '',
            // Only a publisher sends these; the server refuses them from anyone else.
            ...(canPublish
              ? { ownerId: ownerId || undefined, reviewBy, requiredReadingRoles: roles }
              : {}),
          });
        })(event)
      }
    >
      <DocumentDetailFields
        idPrefix="edit"
        register={(name) => form.register(name)}
        errors={errors}
      />
      {canPublish && (
        <>
          <OwnerAndReviewFields
            idPrefix="edit"
            ownerId={ownerId}
            reviewBy={reviewBy}
            onOwnerId={setOwnerId}
            onReviewBy={setReviewBy}
            blankOwnerLabel="Choose an owner"
          />
          <ReadingRolesFieldset roles={roles} onRoles={setRoles} />
        </>
      )}
      <DialogFormFooter
        error={update.error ? describeError(update.error).message : null}
        isPending={update.isPending}
        label="Save Changes"
        pendingLabel="Saving…"
      />
    </form>
  );
}

/** 'Edit Details': a publisher, or the author of a draft (owner, review and roles: publisher). */
export function EditDetailsDialog({
  document,
  canPublish,
}: {
  document: EditableDocument;
  canPublish: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Edit Details</Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent title="Edit Details" description={`Of "${document.title}".`}>
          <EditForm document={document} canPublish={canPublish} onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** 'Delete': every version and its file go, after a confirmation. */
export function DeleteDocumentButton({ id, title }: { id: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteDocument({ title, onDeleted: () => setIsOpen(false) });
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) remove.reset();
        }}
        title="Delete document?"
        description={`"${title}" and every one of its versions and files will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        closesOnConfirm={false}
        onConfirm={() => remove.mutate({ id })}
        error={
          remove.error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {describeError(remove.error).message}
            </p>
          ) : null
        }
      />
    </>
  );
}
