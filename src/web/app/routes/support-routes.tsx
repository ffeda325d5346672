import type { RouteObject } from 'react-router';
import { PATHS, SUPPORT_TICKET_PATH } from '../paths';

// Every signed-in user raises tickets and reads their own; the server narrows what each sees.
export const supportRoutes: RouteObject[] = [
  {
    path: PATHS.support,
    lazy: async () => {
      const { SupportPage } = await import('@/web/features/support/support-page');
      return { element: <SupportPage /> };
    },
  },
  {
    path: SUPPORT_TICKET_PATH,
    lazy: async () => {
      const { TicketPage } = await import('@/web/features/support/ticket-page');
      return { element: <TicketPage /> };
    },
  },
];
