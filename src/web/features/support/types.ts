import type { RouterOutputs } from '@/web/lib/trpc';

export type TicketList = RouterOutputs['support']['list'];
export type TicketRow = TicketList['items'][number];
export type TicketDetail = RouterOutputs['support']['get'];
export type TicketAttachment = TicketDetail['attachments'][number];
