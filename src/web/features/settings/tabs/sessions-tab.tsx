import { SessionsPanel } from '../../sessions/sessions-panel';

export function SessionsTab({ permissions }: { permissions: readonly string[] }) {
  return <SessionsPanel permissions={permissions} />;
}
