import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { useSsoProviders, type SsoProvider } from './api/use-sso';
import { ProviderCard } from './provider-card';
import { ProviderFormDialog } from './provider-form-dialog';

/** Admin Settings > Single sign-on (issue 33 point 6, docs/sso.md). */
export function SingleSignOnTab() {
  const query = useSsoProviders();
  const [editing, setEditing] = useState<SsoProvider | 'new' | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Single sign-on</h2>
          <p className="max-w-2xl text-sm text-slate-600">
            Staff whose e-mail is in your organisation&apos;s domains can sign in with its OpenID
            Connect provider (Microsoft Entra ID, Google Workspace, Okta or any standard provider).
            Someone signing in for the first time gets an account with the default role.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Add provider
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton label="Loading single sign-on providers" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load single sign-on providers"
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No providers yet"
          hint="Add your organisation's identity provider to let staff sign in with it."
        />
      ) : (
        <ul className="space-y-4" aria-label="Single sign-on providers">
          {query.data.map((provider) => (
            <ProviderCard
              key={provider.id}
              provider={provider}
              onEdit={() => setEditing(provider)}
            />
          ))}
        </ul>
      )}
      <ProviderFormDialog
        open={editing !== null}
        provider={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </div>
  );
}
