import { Alert } from '../../../components/ui/alert';
import { UsersTab } from '../users-tab';

export function UsersTabPanel({ permissions }: { permissions: readonly string[] }) {
  return permissions.includes('users:view_all') ? (
    <UsersTab permissions={permissions} />
  ) : (
    <Alert tone="warning" role="alert">
      You do not have permission to manage users.
    </Alert>
  );
}
