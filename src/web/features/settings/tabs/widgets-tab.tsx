import { PlaceholderPage } from '../../../components/placeholder-page';

export function WidgetsTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Widgets" />;
}
