import { ROLES, type Role } from '@/shared/roles';
import { ROLE_LABELS } from './reading-panel';

/** 'Required reading for roles' in the edit dialog: the roles that must acknowledge it. */
export function ReadingRolesFieldset({
  roles,
  onRoles,
}: {
  roles: Role[];
  onRoles: (roles: Role[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">Required reading for roles</legend>
      <div className="mt-1 flex flex-wrap gap-3 text-sm">
        {ROLES.map((role) => (
          <label key={role} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) =>
                onRoles(event.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
              }
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
