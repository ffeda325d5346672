import { formatDateTime } from '@/shared/format';
import type { InvitationState } from '@/shared/installer-portal/accounts';
import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useResendInvitation, useRevokeInvitation } from '../api/use-portal-accounts';

type Invitation = RouterOutputs['installerPortal']['invitations']['list'][number];

const STATE_LABELS: Record<InvitationState, string> = {
  open: 'Open',
  expired: 'Expired',
  accepted: 'Accepted',
  revoked: 'Revoked',
};

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const [isOpen, setIsOpen] = useState(false);
  const revoke = useRevokeInvitation({ onRevoked: () => setIsOpen(false) });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        Revoke<span className="sr-only"> invitation of {invitation.email}</span>
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          revoke.reset();
        }}
        title="Revoke this invitation?"
        description={`The link sent to ${invitation.email} stops working. You can invite them again later.`}
        confirmLabel="Revoke"
        closesOnConfirm={false}
        isPending={revoke.isPending}
        error={
          revoke.error && (
            <Alert tone="error" role="alert" className="mt-4">
              {describeError(revoke.error).message}
            </Alert>
          )
        }
        onConfirm={() => revoke.mutate({ id: invitation.id })}
      />
    </>
  );
}

function whenText(invitation: Invitation) {
  if (invitation.state === 'accepted') return `Accepted ${formatDateTime(invitation.acceptedAt)}`;
  if (invitation.state === 'revoked') return `Revoked ${formatDateTime(invitation.revokedAt)}`;
  const verb = invitation.state === 'expired' ? 'Expired' : 'Expires';
  return `${verb} ${formatDateTime(invitation.expiresAt)}`;
}

/** Invitations with their state; open and expired ones can be resent, open ones revoked. */
export function InvitationsList({
  invitations,
  canEdit,
}: {
  invitations: Invitation[];
  canEdit: boolean;
}) {
  const resend = useResendInvitation();
  if (invitations.length === 0) return <p className="text-sm text-slate-600">No invitations.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {invitations.map((invitation) => {
        const isPending = invitation.state === 'open' || invitation.state === 'expired';
        return (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-words">{invitation.name}</span>
                <Badge tone={invitation.state === 'open' ? 'brand' : 'neutral'}>
                  {STATE_LABELS[invitation.state]}
                </Badge>
              </p>
              <p className="text-sm break-all text-slate-600">{invitation.email}</p>
              <p className="text-xs text-slate-500">
                {whenText(invitation)} · Invited by {invitation.invitedByName || 'N/A'}
              </p>
            </div>
            {canEdit && isPending && (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resend.isPending && resend.variables.id === invitation.id}
                  onClick={() => resend.mutate({ id: invitation.id })}
                >
                  Resend<span className="sr-only"> invitation to {invitation.email}</span>
                </Button>
                {invitation.state === 'open' && <RevokeButton invitation={invitation} />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
