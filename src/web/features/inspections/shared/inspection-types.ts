import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { RouterOutputs } from '@/web/lib/trpc';

// The rows of docs/inspections-api.md, inferred from the router so a server change breaks the build here.
type Outputs = RouterOutputs['inspection'];

export type PendingRow = Outputs['getPendingInspections']['inspections'][number];
export type ListRow = Outputs['list']['items'][number];
export type InspectionDetail = Outputs['get'];
export type HistoryEntry = InspectionDetail['history'][number];

/** What the status dialog needs to know about the inspection it changes. */
export type StatusTarget = {
  id: string;
  reference: string;
  policyId: string;
  status: InspectionStatus;
  version: number;
};
