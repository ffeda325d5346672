import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const paymentsRoutes: RouteObject[] = [
  {
    path: PATHS.payments,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Payments" /> };
    },
  },
];
