import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const defectsRoutes: RouteObject[] = [
  {
    path: PATHS.defects,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Defect Log" /> };
    },
  },
  {
    path: PATHS.followup,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Follow-up & Resolution" /> };
    },
  },
];
