import { PlaceholderPage } from '../../../components/placeholder-page';

export function EmailTemplatesTab({
  permissions: _permissions,
}: {
  permissions: readonly string[];
}) {
  return <PlaceholderPage title="Email Templates" />;
}
