import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { BulkEmailForm } from './bulk-email-form';

type BulkEmailDialogProps = { installerIds: readonly string[]; onSent: () => void };

/** Shown only while rows are selected; the count in its name says how many will receive it. */
export function BulkEmailDialog({ installerIds, onSent }: BulkEmailDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const count = installerIds.length;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Mail aria-hidden="true" className="h-4 w-4" />
          Bulk Email ({count})
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Bulk Email"
        description={`Send one e-mail to ${count} selected ${count === 1 ? 'installer' : 'installers'}.`}
        className="max-w-2xl"
      >
        <BulkEmailForm
          installerIds={installerIds}
          onSent={() => {
            setIsOpen(false);
            onSent();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
