import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProfileTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Profile" />;
}
