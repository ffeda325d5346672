import { PlaceholderPage } from '../../../components/placeholder-page';

export function AuditLogTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Audit Log" />;
}
