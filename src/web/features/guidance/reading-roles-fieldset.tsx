import { useId } from 'react';
import { ROLES, type Role } from '@/shared/roles';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ROLE_LABELS } from './reading-panel';

/** 'Required reading for roles' in the edit dialog: the roles that must acknowledge it. */
export function ReadingRolesFieldset({
  roles,
  onRoles,
}: {
  roles: Role[];
  onRoles: (roles: Role[]) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">Required reading for roles</legend>
      <div className="mt-1 flex flex-wrap gap-3 text-sm">
        {ROLES.map((role) => (
          <FormField
            key={role}
            id={`${idPrefix}-${role}`}
            label={ROLE_LABELS[role]}
            layout="inline"
          >
            {(c) => (
              <input
                {...fieldAria(c)}
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(event) =>
                  onRoles(event.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
                }
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
