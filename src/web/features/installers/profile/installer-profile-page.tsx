import { useParams } from 'react-router';
import { InstallerProfile } from './installer-profile';

/** /installers/:id */
export function InstallerProfilePage() {
  const { id = '' } = useParams();
  return <InstallerProfile id={id} />;
}
