import { SessionsPanel } from '@/web/features/sessions/sessions-panel';
import type { PermissionCheck } from '@/web/lib/permission-check';

export function SessionsTab({ can }: { can: PermissionCheck }) {
  return <SessionsPanel can={can} />;
}
