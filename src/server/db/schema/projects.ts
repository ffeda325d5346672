import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_PRIORITIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/shared/projects/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { inspections } from './inspections';

/** Projects group inspections (spec 02 "New Projects"); reference PROJ-YYYY-NNNN. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: PROJECT_TYPES }).notNull(),
    priority: text('priority', { enum: PROJECT_PRIORITIES }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('planning'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('projects_reference_idx').on(t.tenantId, t.reference),
    index('projects_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const projectInspections = pgTable(
  'project_inspections',
  {
    tenantId: tenantIdColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    linkedBy: text('linked_by').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestampColumn('linked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.inspectionId] }),
    index('project_inspections_inspection_idx').on(t.inspectionId),
  ],
);
