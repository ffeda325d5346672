import type { Storage } from '@/server/storage/storage';
import type { FuzzServer } from '../mutation-fuzz';

export type HostileServer = FuzzServer & {
  storage: Storage;
  /** Error-level log lines (with stacks) since the server started. */
  errorLog: string[];
  /** A real record id per table, for path parameters. */
  recordIds: Map<string, string>;
};

/** Tables whose ids path parameters take, by route prefix. */
export const PARAM_TABLES: [prefix: string, table: string][] = [
  ['/api/inspections/:id', 'inspections'],
  ['/api/installers/:id', 'installers'],
  ['/api/installer-documents/:id', 'installer_documents'],
  ['/api/imports/:id', 'import_files'],
  ['/api/payments/:id', 'payments'],
  ['/api/document-reviews/:id', 'document_reviews'],
  ['/api/evidence/:id', 'inspection_evidence'],
  ['/api/reports/:id', 'generated_reports'],
  ['/api/support/attachments/:id', 'support_attachments'],
  ['/api/support/tickets/:id', 'support_tickets'],
  ['/api/guidance/documents/:id', 'guidance_documents'],
];
