import { Alert } from '@/web/components/ui/alert';
import { UsersTab } from '../users-tab';
import type { PermissionCheck } from '@/web/lib/permission-check';

export function UsersTabPanel({ can }: { can: PermissionCheck }) {
  return can('users:view_all') ? (
    <UsersTab can={can} />
  ) : (
    <Alert tone="warning" role="alert">
      You do not have permission to manage users.
    </Alert>
  );
}
