import type { DuplicateRegistrationWarning } from '@/shared/inspections/create-inspection';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { buildInspectionPath } from '@/web/app/paths';

export type DuplicateNotice = DuplicateRegistrationWarning & { message: string };

/** The server's confirmable 'already registered' warning carried by a failed create, or null. */
export function readDuplicateWarning(error: unknown): DuplicateNotice | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('warning' in data)) return null;
  const warning = data.warning as DuplicateRegistrationWarning | null;
  return warning?.kind === 'DUPLICATE_REGISTRATION' ? { ...warning, message: error.message } : null;
}

type DuplicateWarningProps = {
  notice: DuplicateNotice;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Shown instead of registering: the same policy ID and measure exist; the user must confirm. */
export function DuplicateWarning({
  notice,
  isPending,
  onConfirm,
  onCancel,
}: DuplicateWarningProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Read out and reachable at once: the user pressed submit and must now decide.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert tone="warning" role="alert" ref={ref} tabIndex={-1} className="space-y-3 outline-none">
      <p className="font-medium">{notice.message}</p>
      <ul className="list-disc space-y-1 pl-5">
        {notice.duplicates.map((d) => (
          <li key={d.id}>
            <Link to={buildInspectionPath(d.id)} className="font-medium underline">
              {d.reference}
            </Link>{' '}
            ({STATUS_LABELS[d.status]})
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onConfirm} disabled={isPending}>
          {isPending ? 'Registering...' : 'Register anyway'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}
