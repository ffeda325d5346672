import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { useCreateInstaller } from '../api/use-installer-mutations';
import { Alert } from '@/web/components/ui/alert';
import { InstallerForm } from '../shared/installer-form';
import { EMPTY_INSTALLER_FORM } from '../shared/installer-form-values';
import { describeError } from '@/web/lib/describe-error';

export function AddInstallerDialog() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useCreateInstaller({
    onCreated: async (id) => {
      setIsOpen(false);
      await navigate(buildInstallerPath(id));
    },
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        // A reopened dialog starts clean rather than showing the last attempt's refusal.
        if (!open) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Installer
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Installer" className="max-w-2xl">
        <InstallerForm
          idPrefix="add-installer"
          defaultValues={EMPTY_INSTALLER_FORM}
          submitLabel="Add Installer"
          isPending={mutation.isPending}
          failure={
            mutation.error && (
              <Alert tone="error" role="alert">
                {describeError(mutation.error).message}
              </Alert>
            )
          }
          onSubmit={(payload) => mutation.mutate(payload)}
        />
      </DialogContent>
    </Dialog>
  );
}
