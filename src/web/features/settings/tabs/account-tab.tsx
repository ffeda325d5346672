import { PlaceholderPage } from '../../../components/placeholder-page';

export function AccountTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Account" />;
}
