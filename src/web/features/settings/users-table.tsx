import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { Role } from '../../../shared/roles';
import { formatDateTime } from '../../../shared/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RoleBadge } from './role-badge';

export type UserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: string | null;
};

type UsersTableProps = {
  users: readonly UserRow[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (user: UserRow) => void;
  onSetPassword: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
};

export function UsersTable({
  users,
  canEdit,
  canDelete,
  onEdit,
  onSetPassword,
  onDelete,
}: UsersTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label="Users" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last login
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <tr key={user.id}>
                <td className="px-4 py-3 font-medium text-slate-900">{name}</td>
                <td className="px-4 py-3 text-slate-700">{user.email}</td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role}>{user.role.toLowerCase()}</RoleBadge>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={user.isActive ? 'brand' : 'neutral'}>
                    {user.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    {canEdit && (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${name}`}
                          onClick={() => onEdit(user)}
                        >
                          <Pencil aria-hidden="true" className="h-4 w-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Set password for ${name}`}
                          onClick={() => onSetPassword(user)}
                        >
                          <KeyRound aria-hidden="true" className="h-4 w-4" />
                        </Button>
                      </>
                    )}
                    {canDelete && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${name}`}
                        onClick={() => onDelete(user)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
