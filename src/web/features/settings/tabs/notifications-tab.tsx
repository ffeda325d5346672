import { PlaceholderPage } from '../../../components/placeholder-page';

export function NotificationsTab({
  permissions: _permissions,
}: {
  permissions: readonly string[];
}) {
  return <PlaceholderPage title="Notifications" />;
}
