import { Copy } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      notifySuccess('Signing secret copied');
    } catch {
      notifyProblem('Could not copy: select the secret and copy it yourself');
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Signing secret" description="Copy it now: it is not shown again.">
        <div className="space-y-4">
          <Alert tone="warning">
            Receivers check each delivery&apos;s webhook-signature header with this secret (any
            Standard Webhooks library). Keep it private.
          </Alert>
          <output
            aria-label="Signing secret"
            className="block rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm break-all select-all"
          >
            {secret}
          </output>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" /> Copy secret
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
