import { Copy } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import type { CreatedApiKey } from './api/use-api-keys';

/** The new key's secret, shown this once: the server keeps only its hash. */
export function KeyRevealDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created?.secret ?? '');
      notifySuccess('API key copied');
    } catch {
      notifyProblem('Could not copy: select the key and copy it yourself');
    }
  };
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`API key "${created?.name ?? ''}"`}
        description="Copy this key now. You will not see it again."
      >
        <div className="space-y-4">
          <Alert tone="warning">
            Send it as <code>Authorization: Bearer &lt;key&gt;</code> or{' '}
            <code>X-API-Key: &lt;key&gt;</code> to /api/v1. Anyone holding it acts as you within its
            scopes: keep it private, and revoke it if it leaks.
          </Alert>
          <output
            aria-label="API key"
            className="block rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm break-all select-all"
          >
            {created?.secret}
          </output>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" /> Copy
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
