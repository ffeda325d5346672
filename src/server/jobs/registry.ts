import { autoBackupJob } from '../features/maintenance/backup-job';
import { dataRetentionJob } from '../features/retention/job';
import { followupOverdueJob } from '../features/followups/overdue-job';
import type { Job } from './scheduler';

/** Every timed job of the server; features add theirs here. */
export const JOBS: readonly Job[] = [autoBackupJob, dataRetentionJob, followupOverdueJob];
