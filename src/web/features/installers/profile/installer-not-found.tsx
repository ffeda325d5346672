import { useNavigate } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

/** For a missing id, another tenant's installer or a malformed link alike: none reveal more. */
export function InstallerNotFound() {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Installer Not Found</h1>
      <p className="mt-2 text-slate-600">It may have been removed, or the link may be wrong.</p>
      <Button className="mt-6" onClick={() => void navigate(PATHS.installers)}>
        Back to Installers
      </Button>
    </Card>
  );
}
