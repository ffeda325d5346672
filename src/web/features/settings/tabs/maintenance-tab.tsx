import { PlaceholderPage } from '../../../components/placeholder-page';

export function MaintenanceTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Maintenance" />;
}
