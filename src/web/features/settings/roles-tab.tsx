import { Fragment } from 'react';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import type { RouterInputs, RouterOutputs } from '@/web/lib/trpc';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { RoleBadge } from './role-badge';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import { describeRoleCards } from './role-cards';
import { usePermissionMatrix, useRoleStats, useUpdatePermission } from './api/use-permissions';

type Matrix = RouterOutputs['permissions']['getPermissionMatrix'];

function RoleCards({
  canViewStats,
  matrix,
}: {
  canViewStats: boolean;
  matrix: Matrix | undefined;
}) {
  const cards = describeRoleCards((role) =>
    matrix
      ? (permission) =>
          matrix.matrix.some((category) =>
            category.permissions.some((p) => p.key === permission && p.roles[role]),
          )
      : null,
  );
  const stats = useRoleStats({ enabled: canViewStats });
  return (
    <ul aria-label="Roles" className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => {
        const count = stats.data?.roleStats.find((r) => r.role === card.role)?.count;
        return (
          <li key={card.role}>
            <Card className="h-full">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">{card.title}</h3>
                <RoleBadge role={card.role}>{card.access}</RoleBadge>
              </div>
              <p className="mt-2 text-sm text-slate-600">{card.description}</p>
              {canViewStats && (
                <p className="mt-3 text-sm font-medium text-slate-800">
                  {count === undefined ? 'Users: –' : `${count} ${count === 1 ? 'user' : 'users'}`}
                </p>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export function RolesTab({ can }: { can: PermissionCheck }) {
  const matrix = usePermissionMatrix();
  const canEdit = can('users:edit');
  const update = useUpdatePermission();

  return (
    <div className="space-y-6">
      <section aria-labelledby="role-cards-heading" className="space-y-3">
        <h2 id="role-cards-heading" className="text-lg font-semibold text-slate-900">
          Roles
        </h2>
        <RoleCards canViewStats={can('users:view_all')} matrix={matrix.data} />
      </section>
      <section aria-labelledby="matrix-heading" className="space-y-3">
        <h2 id="matrix-heading" className="text-lg font-semibold text-slate-900">
          Permission matrix
        </h2>
        {matrix.isPending ? (
          <TableSkeleton label="Loading permissions" />
        ) : matrix.isError ? (
          <ErrorState
            title="Could not load permissions"
            message={describeError(matrix.error).message}
            onRetry={() => void matrix.refetch()}
          />
        ) : (
          <MatrixTable
            matrix={matrix.data}
            canEdit={canEdit}
            isPending={update.isPending}
            onToggle={(vars) => update.mutate(vars)}
          />
        )}
      </section>
    </div>
  );
}

type Toggle = RouterInputs['permissions']['updateMatrix'];

/** Rows of permissions by category, a column per role; ticks for editors, Yes/No for readers. */
function MatrixTable({
  matrix,
  canEdit,
  isPending,
  onToggle,
}: {
  matrix: Matrix;
  canEdit: boolean;
  isPending: boolean;
  onToggle: (toggle: Toggle) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table
        aria-label="Permission matrix"
        className="min-w-full divide-y divide-slate-200 text-sm"
      >
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Permission
            </th>
            {matrix.roles.map((role) => (
              <th key={role} scope="col" className="px-4 py-3 text-center font-semibold">
                {role}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {matrix.matrix.map((category) => (
            <Fragment key={category.category}>
              <tr className="bg-slate-50/60">
                <th
                  scope="colgroup"
                  colSpan={matrix.roles.length + 1}
                  className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  {category.category}
                </th>
              </tr>
              {category.permissions.map((permission) => (
                <tr key={permission.key}>
                  <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
                    {permission.name}
                  </th>
                  {matrix.roles.map((role) => {
                    const granted = permission.roles[role];
                    return (
                      <td key={role} className="px-4 py-2 text-center">
                        {canEdit ? (
                          <Checkbox
                            aria-label={`${permission.name} for ${role}`}
                            checked={granted}
                            disabled={isPending}
                            onChange={(event) =>
                              onToggle({
                                role,
                                permission: permission.key,
                                granted: event.target.checked,
                              })
                            }
                          />
                        ) : (
                          <span className={granted ? 'text-emerald-800' : 'text-slate-600'}>
                            {granted ? 'Yes' : 'No'}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
