import type { Job } from '@/server/jobs/scheduler';
import { runImportQueue } from './job';

/** Works through queued imports; each file holds its own lease (job.ts), so this one stays short. */
export const importQueueJob: Job = {
  name: 'import-queue',
  everyMs: 1000,
  leaseMs: 60_000,
  run: ({ db, services, now }) => runImportQueue({ db, storage: services.storage, now }),
};
