import { PlaceholderPage } from '../../../components/placeholder-page';

export function FeatureFlagsTab({ permissions: _permissions }: { permissions: readonly string[] }) {
  return <PlaceholderPage title="Feature Flags" />;
}
