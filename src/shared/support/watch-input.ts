import { z } from 'zod';

/** Watch (true) or stop watching (false) a ticket, for oneself. */
export const WatchTicketInput = z.strictObject({ id: z.uuid(), watching: z.boolean() });
export type WatchTicketInput = z.input<typeof WatchTicketInput>;
