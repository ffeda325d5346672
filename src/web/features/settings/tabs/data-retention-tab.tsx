import { PlaceholderPage } from '../../../components/placeholder-page';

export function DataRetentionTab({
  permissions: _permissions,
}: {
  permissions: readonly string[];
}) {
  return <PlaceholderPage title="Data Retention" />;
}
