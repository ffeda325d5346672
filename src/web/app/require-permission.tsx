import type { Permission } from '@/shared/permissions';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { ErrorState } from '../components/query-states';
import { Spinner } from '../components/ui/spinner';
import { describeError } from '../lib/describe-error';
import { usePermissions } from '../lib/use-permissions';
import { RoleCannotPage, type RoleCannotPageProps } from './role-cannot-page';

export type RouteRequirement = RoleCannotPageProps & { permission: Permission };

/**
 * Renders the page only for roles holding the permission; others get the
 * 'Your role cannot ...' page at once, never a form the server would refuse.
 */
export function RequirePermission({
  permission,
  title,
  action,
  children,
}: RouteRequirement & { children: ReactNode }) {
  const { can, isLoaded, role, isError, error, retry } = usePermissions();
  if (!isLoaded) return <Spinner label="Loading..." className="py-16" />;
  if (isError && role === null) {
    return (
      <ErrorState
        title="Could not check what your role may do"
        message={describeError(error).message}
        onRetry={() => void retry()}
      />
    );
  }
  if (!can(permission)) return <RoleCannotPage title={title} action={action} />;
  return children;
}

/** Puts routes behind one permission (a pathless parent, so their paths and lazy chunks stay as they are). */
export function guardRoutes(requirement: RouteRequirement, routes: RouteObject[]): RouteObject {
  return {
    element: (
      <RequirePermission {...requirement}>
        <Outlet />
      </RequirePermission>
    ),
    children: routes,
  };
}
