import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>;
export type TicketList = Outputs['support']['list'];
export type TicketRow = TicketList['items'][number];
export type TicketDetail = Outputs['support']['get'];
export type TicketAttachment = TicketDetail['attachments'][number];
