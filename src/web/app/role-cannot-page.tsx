import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../components/ui/card';
import { PATHS } from './paths';

export type RoleCannotPageProps = {
  /** The page's own heading, so users know where they are. */
  title: string;
  /** What the page is for, completing 'Your role cannot ...' (e.g. 'register inspections'). */
  action: string;
};

/** Shown instead of a page the role may not use, before any form can be filled in. */
export function RoleCannotPage({ title, action }: RoleCannotPageProps) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <ShieldOff aria-hidden="true" className="mx-auto h-8 w-8 text-amber-700" />
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">Your role cannot {action}.</p>
      <p className="mt-1 text-sm text-slate-600">Ask an administrator if you need access.</p>
      <Link
        to={PATHS.dashboard}
        className="mt-6 inline-block font-medium text-emerald-800 hover:underline"
      >
        Back to the dashboard
      </Link>
    </Card>
  );
}
