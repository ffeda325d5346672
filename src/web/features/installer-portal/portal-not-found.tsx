import { Link } from 'react-router';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { Card } from '@/web/components/ui/card';

/** A /portal path no page claims: inside the portal's shell, with a way back to the Overview. */
export function PortalNotFound() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link
        to={PORTAL_PATHS.overview}
        className="mt-6 inline-block font-medium text-emerald-800 hover:underline"
      >
        Go to your overview
      </Link>
    </Card>
  );
}
