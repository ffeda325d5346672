import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { useReloadInstaller, useUpdateInstaller } from '../api/use-installer-mutations';
import { Alert } from '@/web/components/ui/alert';
import { InstallerForm } from '../shared/installer-form';
import { toInstallerFormValues } from '../shared/installer-form-values';
import type { InstallerDetail } from '../shared/installer-types';
import { describeError } from '@/web/lib/describe-error';

export function EditInstallerDialog({ installer }: { installer: InstallerDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  // What the form was filled from; after a conflict Reload swaps in the latest and refills the form.
  const [base, setBase] = useState(installer);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const mutation = useUpdateInstaller(installer.id, { onUpdated: () => setIsOpen(false) });
  const fetchLatest = useReloadInstaller(installer.id);
  const failure = mutation.error ? describeError(mutation.error) : null;

  async function reload() {
    setReloadError(null);
    try {
      const fresh = await fetchLatest();
      setBase(fresh);
      mutation.reset();
    } catch (error) {
      setReloadError(describeError(error).message);
    }
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setBase(installer);
        mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit Installer" className="max-w-2xl">
        <InstallerForm
          key={base.version}
          idPrefix="edit-installer"
          defaultValues={toInstallerFormValues(base)}
          submitLabel="Save Changes"
          isPending={mutation.isPending}
          failure={
            (failure || reloadError) && (
              <Alert tone="error" role="alert">
                <p>{reloadError ?? failure?.message ?? ''}</p>
                {failure?.isConflict && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-2"
                    onClick={() => void reload()}
                  >
                    Reload
                  </Button>
                )}
              </Alert>
            )
          }
          onSubmit={(payload) =>
            mutation.mutate({ ...payload, id: installer.id, expectedVersion: base.version })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
