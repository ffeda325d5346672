import { Plus } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useUserStats, useUsers } from './api/use-users';
import { AddUserDialog, DeleteUserDialog, EditUserDialog, SetPasswordDialog } from './user-dialogs';
import { filterUsers } from './user-filter';
import type { UserRow } from './users-table';
import { UsersTable } from './users-table';
import type { PermissionCheck } from '@/web/lib/permission-check';

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admins',
  COORDINATOR: 'Coordinators',
  INSPECTOR: 'Inspectors',
};

function UserStats() {
  const stats = useUserStats();
  const items: [string, number | undefined][] = [
    ['Total Users', stats.data?.totalUsers],
    ['Active', stats.data?.activeUsers],
    ['Inactive', stats.data?.inactiveUsers],
    ...(stats.data?.roleStats ?? []).map((r): [string, number] => [
      ROLE_LABELS[r.role] ?? r.role,
      r.count,
    ]),
  ];
  return (
    <StatCardGrid label="User statistics" className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <StatCard key={label} label={label} value={value} fallback="–" />
      ))}
    </StatCardGrid>
  );
}

export function UsersTab({ can }: { can: PermissionCheck }) {
  const searchId = useId();
  const users = useUsers();
  const [query, setQuery] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [settingPassword, setSettingPassword] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const visible = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query]);
  const canCreate = can('users:create');
  const canEdit = can('users:edit');
  const canDelete = can('users:delete');

  return (
    <div className="space-y-6">
      <UserStats />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FormField id={searchId} label="Search users" className="w-full max-w-sm">
          {(c) => (
            <Input
              {...fieldAria(c)}
              type="search"
              placeholder="Name, e-mail or role"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </FormField>
        {canCreate && (
          <Button onClick={() => setIsAdding(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add User
          </Button>
        )}
      </div>
      <UsersTable
        users={visible}
        query={users}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={setEditing}
        onSetPassword={setSettingPassword}
        onDelete={setDeleting}
      />
      <AddUserDialog open={isAdding} onOpenChange={setIsAdding} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <SetPasswordDialog user={settingPassword} onClose={() => setSettingPassword(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
