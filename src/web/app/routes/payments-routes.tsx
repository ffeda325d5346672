import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const paymentsRoutes: RouteObject[] = [
  {
    path: PATHS.payments,
    lazy: async () => {
      const { PaymentsPage } = await import('../../features/payments/payments-page');
      return { element: <PaymentsPage /> };
    },
  },
];
