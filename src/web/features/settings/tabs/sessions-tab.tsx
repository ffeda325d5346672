import { SessionsPanel } from '../../sessions/sessions-panel';
import type { PermissionCheck } from '../../../lib/permission-check';

export function SessionsTab({ can }: { can: PermissionCheck }) {
  return <SessionsPanel can={can} />;
}
