import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDate, formatPence } from '@/shared/format';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import type { Permission } from '@/shared/permissions';
import { TICKET_STATUS_LABELS } from '@/shared/support/catalogue';
import { RECORD_SEARCH_PER_KIND, type RecordHit, type RecordKind } from '@/shared/search/records';
import {
  defects,
  guidanceDocuments,
  installers,
  newsPosts,
  payments,
  projects,
  supportTickets,
  users,
} from '@/server/db/schema/index';
import {
  foldedText,
  INSTALLER_SEARCH_TEXT,
  recordMatches,
  recordRank,
  tidySearchText,
} from '@/server/lib/record-match';
import type { Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { defectScope } from '../defects/scope';
import { mayPublish as mayPublishGuidance, visibleDocuments } from '../guidance/scope';
import { inspectionScope } from '../inspections/scope';
import { isPublished } from '../news/scope';
import { ticketScope } from '../support/scope';
import { CANDIDATES, INSPECTION_SEARCH_MIN_LENGTH, inspectionLookup } from './inspection-lookup';

// One finder per record kind: each reads through its page's scope and shapes its rows
// as hits; searchRecords (records.ts) decides which run and in what transaction.

const LIMIT = RECORD_SEARCH_PER_KIND;

/** Each kind's lookup; `db` is the search's one transaction (searchRecords). */
export type Finder = (actor: Actor, text: string, db: Tx) => Promise<RecordHit[]>;

/** Inspections the actor may see (assigned only without inspections:view_all). */
const findInspections: Finder = async (actor, text, db) => {
  if (tidySearchText(text).length < INSPECTION_SEARCH_MIN_LENGTH) return [];
  const { condition, isWholeTenant } = await inspectionScope(actor);
  const rows = await inspectionLookup(db, condition, text, { wholeTenant: isWholeTenant });
  return rows.map((row) => ({
    kind: 'inspection',
    id: row.id,
    title: row.reference,
    // Registered addresses usually end with the postcode already.
    detail: [
      row.address.toUpperCase().includes(row.postcode.toUpperCase())
        ? row.address
        : `${row.address}, ${row.postcode}`,
      row.customer,
      STATUS_LABELS[row.status],
    ].join(' · '),
    href: `/inspections/${row.id}`,
  }));
};

const findInstallers: Finder = async (actor, text, db) => {
  const candidates = db
    .select({
      id: installers.id,
      name: installers.name,
      qmp: installers.qmpCertNumber,
      email: installers.email,
      searchText: sql<string>`${INSTALLER_SEARCH_TEXT}`.as('search_text'),
    })
    .from(installers)
    .where(and(eq(installers.tenantId, actor.tenantId), recordMatches(INSTALLER_SEARCH_TEXT, text)))
    .limit(CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      qmp: candidates.qmp,
      email: candidates.email,
    })
    .from(candidates)
    .orderBy(...recordRank(sql`${candidates.searchText}`, text), candidates.name)
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'installer',
    id: row.id,
    title: row.name,
    detail: [row.qmp && `QMP ${row.qmp}`, row.email].filter(Boolean).join(' · '),
    href: `/installers/${row.id}`,
  }));
};

const findUsers: Finder = async (actor, text, db) => {
  const target = foldedText(users.name, users.email);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), recordMatches(target, text)))
    .orderBy(...recordRank(target, text), users.name)
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'user',
    id: row.id,
    title: row.name,
    detail: `${row.email} · ${row.role}`,
    href: '/settings?tab=users',
  }));
};

const findDefects: Finder = async (actor, text, db) => {
  const target = foldedText(defects.reference, defects.title, defects.location);
  const rows = await db
    .select({ id: defects.id, reference: defects.reference, title: defects.title })
    .from(defects)
    .where(and(await defectScope(actor), recordMatches(target, text)))
    .orderBy(...recordRank(target, text), desc(defects.createdAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'defect',
    id: row.id,
    title: row.reference,
    detail: row.title,
    href: `/defects?search=${encodeURIComponent(row.reference)}`,
  }));
};

const findProjects: Finder = async (actor, text, db) => {
  const target = foldedText(projects.reference, projects.name);
  const rows = await db
    .select({ id: projects.id, reference: projects.reference, name: projects.name })
    .from(projects)
    .where(and(eq(projects.tenantId, actor.tenantId), recordMatches(target, text)))
    .orderBy(...recordRank(target, text), projects.reference)
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'project',
    id: row.id,
    title: row.reference,
    detail: row.name,
    href: `/projects/${row.id}`,
  }));
};

const findPayments: Finder = async (actor, text, db) => {
  const target = foldedText(payments.reference, installers.name);
  const rows = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      installer: installers.name,
      status: payments.status,
      amountPence: payments.amountPence,
      dueDate: payments.dueDate,
    })
    .from(payments)
    .innerJoin(installers, eq(installers.id, payments.installerId))
    .where(and(eq(payments.tenantId, actor.tenantId), recordMatches(target, text)))
    .orderBy(...recordRank(target, text), desc(payments.dueDate))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'payment',
    id: row.id,
    title: row.reference,
    detail: `${row.installer} · ${formatPence(row.amountPence)} · due ${formatDate(row.dueDate)}`,
    href: `/payments?tab=${row.status === 'completed' ? 'completed' : 'pending'}&q=${encodeURIComponent(row.reference)}`,
  }));
};

const findTickets: Finder = async (actor, text, db) => {
  const { where } = await ticketScope(actor);
  const target = foldedText(supportTickets.reference, supportTickets.subject);
  const rows = await db
    .select({
      id: supportTickets.id,
      reference: supportTickets.reference,
      subject: supportTickets.subject,
      status: supportTickets.status,
    })
    .from(supportTickets)
    .where(and(where, recordMatches(target, text)))
    .orderBy(...recordRank(target, text), desc(supportTickets.createdAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'ticket',
    id: row.id,
    title: row.reference,
    detail: `${row.subject} · ${TICKET_STATUS_LABELS[row.status]}`,
    href: `/support/${row.id}`,
  }));
};

const findDocuments: Finder = async (actor, text, db) => {
  const visible = visibleDocuments(actor, await mayPublishGuidance(actor));
  const target = foldedText(guidanceDocuments.reference, guidanceDocuments.title);
  const rows = await db
    .select({
      id: guidanceDocuments.id,
      reference: guidanceDocuments.reference,
      title: guidanceDocuments.title,
    })
    .from(guidanceDocuments)
    .where(and(visible, recordMatches(target, text)))
    .orderBy(...recordRank(target, text), desc(guidanceDocuments.updatedAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'document',
    id: row.id,
    title: row.title,
    detail: row.reference,
    href: `/guidance-docs?q=${encodeURIComponent(row.reference)}`,
  }));
};

const findPosts: Finder = async (actor, text, db) => {
  const target = foldedText(newsPosts.title);
  const rows = await db
    .select({ id: newsPosts.id, title: newsPosts.title, publishedAt: newsPosts.publishedAt })
    .from(newsPosts)
    .where(
      and(
        eq(newsPosts.tenantId, actor.tenantId),
        isPublished(new Date()),
        recordMatches(target, text),
      ),
    )
    .orderBy(...recordRank(target, text), desc(newsPosts.publishedAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'post',
    id: row.id,
    title: row.title,
    detail: row.publishedAt ? `Published ${formatDate(row.publishedAt)}` : '',
    href: `/news-updates/${row.id}`,
  }));
};

/** A kind is searched only when the actor may open its page; null means signed-in is enough. */
export const KIND_FINDERS: Record<RecordKind, { permission: Permission | null; find: Finder }> = {
  inspection: { permission: null, find: findInspections },
  installer: { permission: 'installers:view', find: findInstallers },
  user: { permission: 'users:view_all', find: findUsers },
  defect: { permission: 'defects:view', find: findDefects },
  project: { permission: 'projects:view', find: findProjects },
  payment: { permission: 'payments:view', find: findPayments },
  ticket: { permission: null, find: findTickets },
  document: { permission: null, find: findDocuments },
  post: { permission: null, find: findPosts },
};
