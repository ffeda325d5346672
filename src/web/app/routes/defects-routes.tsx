import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

export const defectsRoutes: RouteObject[] = [
  guardRoutes({ permission: 'defects:view', title: 'Defect Log', action: 'view defects' }, [
    {
      path: PATHS.defects,
      lazy: async () => {
        const { DefectsPage } = await import('@/web/features/defects/defects-page');
        return { element: <DefectsPage /> };
      },
    },
  ]),
  guardRoutes(
    { permission: 'followups:view', title: 'Follow-up & Resolution', action: 'view follow-ups' },
    [
      {
        path: PATHS.followup,
        lazy: async () => {
          const { FollowupsPage } = await import('@/web/features/followups/followups-page');
          return { element: <FollowupsPage /> };
        },
      },
    ],
  ),
];
