import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

export const paymentsRoutes: RouteObject[] = [
  guardRoutes(
    {
      permission: 'payments:view',
      title: 'Payments & Financial Tracking',
      action: 'view payments',
    },
    [
      {
        path: PATHS.payments,
        lazy: async () => {
          const { PaymentsPage } = await import('@/web/features/payments/payments-page');
          return { element: <PaymentsPage /> };
        },
      },
    ],
  ),
];
