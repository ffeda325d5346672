import { PlaceholderPage } from '../../../components/placeholder-page';

export function SessionsTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Sessions" />;
}
