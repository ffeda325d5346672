import { useState } from 'react';
import { ROLES, type Role } from '@/shared/roles';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { useRequiredReading } from './api/use-document-actions';

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  COORDINATOR: 'Coordinator',
  INSPECTOR: 'Inspector',
};

type Reading = {
  roles: Role[];
  mustAcknowledge: boolean;
  acknowledged: boolean;
  completion: { percent: number; acknowledged: string[]; pending: string[] } | null;
};

/** Required reading of one document: acknowledge, assign roles, completion. */
export function ReadingPanel({
  id,
  title,
  version,
  reading,
  canPublish,
}: {
  id: string;
  title: string;
  version: string;
  reading: Reading;
  canPublish: boolean;
}) {
  const { acknowledge, assign } = useRequiredReading();
  const [roles, setRoles] = useState<Role[]>(reading.roles);
  return (
    <section aria-label={`Required reading of ${title}`} className="space-y-2 text-sm">
      <h4 className="font-semibold text-slate-900">Required reading</h4>
      {reading.mustAcknowledge &&
        (reading.acknowledged ? (
          <p className="text-emerald-800">You acknowledged version {version}.</p>
        ) : (
          <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate({ id })}>
            I have read version {version}
          </Button>
        ))}
      {canPublish && (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">Roles that must acknowledge it</legend>
          {ROLES.map((role) => (
            <FormField
              key={role}
              id={`reading-${id}-${role}`}
              label={ROLE_LABELS[role]}
              layout="inline"
            >
              {(c) => (
                <input
                  {...fieldAria(c)}
                  type="checkbox"
                  checked={roles.includes(role)}
                  onChange={(event) =>
                    setRoles(
                      event.target.checked ? [...roles, role] : roles.filter((r) => r !== role),
                    )
                  }
                />
              )}
            </FormField>
          ))}
          <Button
            variant="secondary"
            disabled={assign.isPending}
            onClick={() => assign.mutate({ id, roles })}
          >
            Save required reading
          </Button>
        </fieldset>
      )}
      {!canPublish && reading.roles.length === 0 && (
        <p className="text-slate-600">Not assigned to any role.</p>
      )}
      {reading.completion && (
        <div>
          <p className="font-medium text-slate-900">{reading.completion.percent}% acknowledged</p>
          <p className="break-words text-slate-700">
            Acknowledged: {reading.completion.acknowledged.join(', ') || 'no one yet'}
          </p>
          <p className="break-words text-slate-700">
            Not yet: {reading.completion.pending.join(', ') || 'no one'}
          </p>
        </div>
      )}
    </section>
  );
}
