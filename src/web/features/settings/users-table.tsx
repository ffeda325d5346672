import { createColumnHelper } from '@tanstack/react-table';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { Role } from '@/shared/roles';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import type { RowActionsLayout, TableQuery } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
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

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

const column = createColumnHelper<UserRow>();

const USER_COLUMNS = [
  column.display({
    id: 'name',
    header: 'Name',
    meta: { card: 'title' },
    cell: ({ row: { original: user } }) => (
      <span className="font-medium text-slate-900">{fullName(user)}</span>
    ),
  }),
  column.display({
    id: 'email',
    header: 'Email',
    cell: ({ row: { original: user } }) => <span className="text-slate-700">{user.email}</span>,
  }),
  column.display({
    id: 'role',
    header: 'Role',
    cell: ({ row: { original: user } }) => (
      <RoleBadge role={user.role}>{user.role.toLowerCase()}</RoleBadge>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: user } }) => (
      <Badge tone={user.isActive ? 'brand' : 'neutral'}>
        {user.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  }),
  column.display({
    id: 'lastLogin',
    header: 'Last login',
    cell: ({ row: { original: user } }) => (
      <span className="text-slate-700">
        {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
      </span>
    ),
  }),
];

type UserActions = {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (user: UserRow) => void;
  onSetPassword: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
};

type UsersTableProps = UserActions & {
  users: readonly UserRow[] | undefined;
  query: TableQuery;
};

export function UsersTable({ users, query, ...actions }: UsersTableProps) {
  const hasActions = actions.canEdit || actions.canDelete;
  return (
    <DataTable<UserRow>
      label="Users"
      loadingLabel="Loading users"
      errorTitle="Could not load users"
      columns={USER_COLUMNS}
      rows={users}
      getRowId={(user) => user.id}
      query={query}
      empty={{ title: 'No users found', hint: 'Try a different search.' }}
      rowActions={
        hasActions
          ? (user, layout) => <UserRowActions user={user} layout={layout} {...actions} />
          : undefined
      }
    />
  );
}

/**
 * Icon buttons in the table; on a card the same buttons (same names) also show their words,
 * since a phone has room for them and no hover to explain an icon.
 */
function UserRowActions({
  user,
  layout,
  canEdit,
  canDelete,
  onEdit,
  onSetPassword,
  onDelete,
}: UserActions & { user: UserRow; layout: RowActionsLayout }) {
  const name = fullName(user);
  const isCard = layout === 'card';
  const variant = isCard ? 'secondary' : 'ghost';
  const size = isCard ? 'md' : 'sm';
  return (
    <div className={isCard ? 'flex flex-1 flex-wrap gap-2' : 'flex justify-end gap-1'}>
      {canEdit && (
        <>
          <Button
            variant={variant}
            size={size}
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(user)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {isCard && 'Edit'}
          </Button>
          <Button
            variant={variant}
            size={size}
            aria-label={`Set password for ${name}`}
            onClick={() => onSetPassword(user)}
          >
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {isCard && 'Set password'}
          </Button>
        </>
      )}
      {canDelete && (
        <Button
          variant={variant}
          size={size}
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(user)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
          {isCard && 'Delete'}
        </Button>
      )}
    </div>
  );
}
