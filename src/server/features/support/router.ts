import {
  CreateTicketInput,
  ListTicketsInput,
  MergeTicketInput,
  ReplyToTicketInput,
  TicketIdInput,
  UpdateTicketInput,
} from '@/shared/support/ticket-inputs';
import { WatchTicketInput } from '@/shared/support/watch-input';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getTicket, listTicketHandlers } from './detail';
import { listTickets } from './list';
import { createTicket } from './create-ticket';
import { mergeTicket } from './merge-ticket';
import { replyToTicket } from './reply-to-ticket';
import { updateTicket } from './update-ticket';
import { loadSlaTargets } from './sla';
import { watchTicket } from './watchers';
import { SupportSlaSetting } from '@/shared/support/sla';
import { SupportContactSetting } from '@/shared/support/contact';
import {
  CreateFaqInput,
  FaqIdInput,
  FaqListInput,
  MoveFaqInput,
  UpdateFaqInput,
} from '@/shared/support/faq';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { createFaq, deleteFaq, listFaqCategories, listFaqs, moveFaq, updateFaq } from './faq';

// Every signed-in user raises tickets and sees their own; support:handle sees and works all (scope.ts).
const signedIn = protectedProcedure.meta({ requires: 'session' });
const handle = permissionProcedure('support:handle');
const manage = permissionProcedure('settings:manage');

export const supportRouter = router({
  list: signedIn.input(ListTicketsInput).query(({ ctx, input }) => listTickets(ctx, input)),
  get: signedIn.input(TicketIdInput).query(({ ctx, input }) => getTicket(ctx, input.id)),
  create: signedIn
    .input(CreateTicketInput)
    .mutation(({ ctx, input }) => createTicket(ctx, input, ctx.services)),
  reply: signedIn
    .input(ReplyToTicketInput)
    .mutation(({ ctx, input }) => replyToTicket(ctx, input, ctx.services)),
  update: handle
    .input(UpdateTicketInput)
    .mutation(({ ctx, input }) => updateTicket(ctx, input, ctx.services)),
  merge: handle.input(MergeTicketInput).mutation(({ ctx, input }) => mergeTicket(ctx, input)),
  /** Watch (or stop watching) a ticket one may see: its replies and status changes notify. */
  watch: signedIn
    .input(WatchTicketInput)
    .mutation(({ ctx, input }) => watchTicket(ctx, input.id, input.watching)),
  handlers: handle.query(({ ctx }) => listTicketHandlers(ctx)),
  /** Service-level targets: everyone may read them; ADMIN (settings:manage) changes them. */
  sla: router({
    get: signedIn.query(({ ctx }) => loadSlaTargets(ctx.db, ctx.tenantId)),
    save: permissionProcedure('settings:manage')
      .input(SupportSlaSetting.unwrap())
      .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'supportSla', input)),
  }),
  /** FAQ tab: everyone reads and searches it; ADMIN (settings:manage) edits it. */
  faq: router({
    list: signedIn.input(FaqListInput).query(({ ctx, input }) => listFaqs(ctx, input)),
    categories: signedIn.query(({ ctx }) => listFaqCategories(ctx)),
    create: manage.input(CreateFaqInput).mutation(({ ctx, input }) => createFaq(ctx, input)),
    update: manage.input(UpdateFaqInput).mutation(({ ctx, input }) => updateFaq(ctx, input)),
    delete: manage.input(FaqIdInput).mutation(({ ctx, input }) => deleteFaq(ctx, input.id)),
    move: manage.input(MoveFaqInput).mutation(({ ctx, input }) => moveFaq(ctx, input)),
  }),
  /** Contact tab (tenant setting 'supportContact'): everyone reads it; ADMIN changes it. */
  contact: router({
    get: signedIn.query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'supportContact')),
    save: manage
      .input(SupportContactSetting.unwrap())
      .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'supportContact', input)),
  }),
});
