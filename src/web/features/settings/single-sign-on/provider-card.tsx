import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { describeError } from '@/web/lib/describe-error';
import { useDeleteSsoProvider, type SsoProvider } from './api/use-sso';
import { ROLE_WORDS } from './role-words';

/** One provider: what it is, the redirect URL to give it, and its actions. */
export function ProviderCard({ provider, onEdit }: { provider: SsoProvider; onEdit: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteSsoProvider();
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{provider.name}</h3>
        <Badge tone={provider.requireSso ? 'brand' : 'neutral'}>
          {provider.requireSso ? 'Single sign-on required' : 'Password also allowed'}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-slate-600">Issuer URL</dt>
        <dd className="font-mono break-all">{provider.issuer}</dd>
        <dt className="text-slate-600">Client ID</dt>
        <dd className="font-mono break-all">{provider.clientId}</dd>
        <dt className="text-slate-600">Client secret</dt>
        <dd>Saved (never shown)</dd>
        <dt className="text-slate-600">E-mail domains</dt>
        <dd>{provider.domains.join(', ')}</dd>
        <dt className="text-slate-600">Role for new users</dt>
        <dd>{ROLE_WORDS[provider.defaultRole]}</dd>
        <dt className="text-slate-600">Redirect URL</dt>
        <dd className="font-mono break-all" data-testid="sso-callback-url">
          {provider.callbackUrl}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="danger" size="sm" onClick={() => setIsConfirming(true)}>
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Remove this provider?"
        description={`Nobody can sign in with ${provider.name} any more. Its users keep their accounts; those without a password need a reset link to sign in.`}
        confirmLabel="Remove provider"
        closesOnConfirm={false}
        isPending={remove.isPending}
        error={
          remove.error ? (
            <Alert tone="error" role="alert" className="mt-3">
              {describeError(remove.error).message}
            </Alert>
          ) : undefined
        }
        onConfirm={() =>
          remove.mutate({ id: provider.id }, { onSuccess: () => setIsConfirming(false) })
        }
      />
    </li>
  );
}
