import type { RouterOutputs } from '@/web/lib/trpc';

export type PaymentRow = RouterOutputs['payments']['list']['items'][number];
export type PaymentSummary = RouterOutputs['payments']['summary'];
