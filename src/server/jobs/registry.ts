import { autoBackupJob } from '../features/maintenance/backup-job';
import { dataRetentionJob } from '../features/retention/job';
import { followupOverdueJob } from '../features/followups/overdue-job';
import { remediationMissedJob } from '../features/checklists/missed-job';
import { checklistBackfillJob } from '../features/checklist-catalogue/backfill-job';
import { photoHashBackfillJob } from '../features/evidence/phash-backfill-job';
import { paymentOverdueJob } from '../features/payments/overdue-job';
import { reportJobs } from '../features/reports/jobs';
import { sessionCleanupJob } from '../features/sessions/cleanup-job';
import { supportSlaReminderJob } from '../features/support/sla-reminder-job';
import { newsPublishJob } from '../features/news/announce';
import { guidanceReviewJob } from '../features/guidance/review-job';
import { importQueueJob } from '../features/imports/queue-job';
import { installerFiguresJob } from '../features/monitoring/figures-job';
import { portalNoticesJob } from '../features/installer-portal/portal-reminders-job';
import { samplingPathwayChangesJob, samplingPathwaysJob } from '../features/sampling/pathways-job';
import { webhookDeliveryJob } from '../features/webhooks/delivery-job';
import { idempotencyPruneJob } from '../features/public-api/idempotency-job';
import type { Job } from './scheduler';
import { statisticsJob } from './statistics-job';

/** Every timed job of the server; features add theirs here. */
export const JOBS: readonly Job[] = [
  autoBackupJob,
  dataRetentionJob,
  followupOverdueJob,
  remediationMissedJob,
  checklistBackfillJob,
  photoHashBackfillJob,
  paymentOverdueJob,
  ...reportJobs,
  sessionCleanupJob,
  supportSlaReminderJob,
  newsPublishJob,
  guidanceReviewJob,
  importQueueJob,
  installerFiguresJob,
  portalNoticesJob,
  samplingPathwaysJob,
  samplingPathwayChangesJob,
  statisticsJob,
  webhookDeliveryJob,
  idempotencyPruneJob,
];
