import { Link } from 'react-router';
import { Card } from '../components/ui/card';
import { PATHS } from './paths';

export function NotFoundPage() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link
        to={PATHS.home}
        className="mt-6 inline-block font-medium text-emerald-800 hover:underline"
      >
        Go to the homepage
      </Link>
    </Card>
  );
}
