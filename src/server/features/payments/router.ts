import {
  GenerateInvoiceInput,
  InspectionOptionsInput,
  PaymentIdInput,
  PaymentListInput,
  PaymentSettingsInput,
  RecordPaymentInput,
} from '@/shared/payments/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { generateInvoice } from './invoice';
import { listPayments, summarisePayments } from './list';
import { markPaymentPaid, recordPayment } from './mutations';
import { listInspectionOptions, listInstallerOptions } from './options';

const view = permissionProcedure('payments:view');
const manage = permissionProcedure('payments:manage');

export const paymentsRouter = router({
  summary: view.query(({ ctx }) => summarisePayments(ctx)),
  list: view.input(PaymentListInput).query(({ ctx, input }) => listPayments(ctx, input)),
  installerOptions: view.query(({ ctx }) => listInstallerOptions(ctx)),
  inspectionOptions: manage
    .input(InspectionOptionsInput)
    .query(({ ctx, input }) => listInspectionOptions(ctx, input.installerId)),
  record: manage.input(RecordPaymentInput).mutation(({ ctx, input }) => recordPayment(ctx, input)),
  markPaid: manage
    .input(PaymentIdInput)
    .mutation(({ ctx, input }) => markPaymentPaid(ctx, input.id)),
  generateInvoice: manage
    .input(GenerateInvoiceInput)
    .mutation(({ ctx, input }) => generateInvoice(ctx, ctx.services.storage, input.paymentId)),
  settings: router({
    get: view.query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'payments')),
    save: permissionProcedure('settings:manage')
      .input(PaymentSettingsInput)
      .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'payments', input)),
  }),
});
