import { Link } from 'react-router';

/** Reminds administrators, who keep working, that everybody else sees the maintenance page. */
export function MaintenanceBanner() {
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      Maintenance mode is on: only administrators can use InspectHub.{' '}
      <Link to="/settings?tab=maintenance" className="font-medium underline">
        Maintenance settings
      </Link>
    </div>
  );
}
