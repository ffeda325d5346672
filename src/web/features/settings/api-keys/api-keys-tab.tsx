import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SaveFailure } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import type { PermissionCheck } from '@/web/lib/permission-check';
import {
  useApiKeys,
  useRevokeApiKey,
  type ApiKeyRow,
  type CreatedApiKey,
} from './api/use-api-keys';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyRevealDialog } from './key-reveal-dialog';

/** Admin Settings > API keys (issue 33 point 3, docs/api.md "API keys"). */
export function ApiKeysTab({ can }: { can: PermissionCheck }) {
  const query = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const revoke = useRevokeApiKey(() => setRevoking(null));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">API keys</h2>
          <p className="max-w-2xl text-sm text-slate-600">
            Other systems call the InspectHub API (/api/v1) with a key. A key acts as the
            administrator who created it, limited to its scopes. Its secret is shown once, when it
            is created; a revoked key is refused from its next request.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" /> Create API key
        </Button>
      </div>
      <ApiKeysTable
        keys={query.data}
        query={query}
        onRevoke={(key) => {
          revoke.reset();
          setRevoking(key);
        }}
      />
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={setCreated}
        can={can}
      />
      <KeyRevealDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke "${revoking?.name ?? ''}"?`}
        description="Systems using this key are refused from their next request. This cannot be undone: they will need a new key."
        confirmLabel="Revoke key"
        closesOnConfirm={false}
        isPending={revoke.isPending}
        error={<SaveFailure error={revoke.error} />}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </div>
  );
}
