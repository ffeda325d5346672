import { TRPCError } from '@trpc/server';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { formatDate, formatPence } from '../../../shared/format';
import { STATUS_LABELS } from '../../../shared/inspections/statuses';
import type { Permission } from '../../../shared/permissions';
import { TICKET_STATUS_LABELS } from '../../../shared/support/catalogue';
import {
  RECORD_KINDS,
  RECORD_SEARCH_PER_KIND,
  type RecordHit,
  type RecordKind,
} from '../../../shared/search/records';
import {
  defects,
  guidanceDocuments,
  inspections,
  installers,
  newsPosts,
  payments,
  projects,
  supportTickets,
  users,
} from '../../db/schema/index';
import {
  foldedText,
  INSPECTION_NAMES_TEXT,
  INSPECTION_SEARCH_TEXT,
  INSTALLER_SEARCH_TEXT,
  isFuzzy,
  recordContains,
  recordMatches,
  recordNearMiss,
  recordRank,
  tidySearchText,
} from '../../lib/record-match';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../trpc/actor';
import { defectScope } from '../defects/scope';
import { mayPublish as mayPublishGuidance, visibleDocuments } from '../guidance/scope';
import { inspectionScope } from '../inspections/scope';
import { isPublished } from '../news/scope';
import { hasPermission } from '../permissions/service';
import { ticketScope } from '../support/scope';

const LIMIT = RECORD_SEARCH_PER_KIND;

/** Each kind's lookup; `db` is the search's one transaction (searchRecords). */
type Finder = (actor: Actor, text: string, db: Tx) => Promise<RecordHit[]>;

/**
 * Ranking reads every match, so a common word ('Harrogate' in 1 of 8 addresses)
 * would rank 125,000 rows at a million inspections. The big tables rank only
 * the first CANDIDATES matches the index gives, which bounds the cost; exact
 * references and postcodes have a handful of matches anyway.
 */
const CANDIDATES = 200;

/** INS-2026-001820 typed whole (any case). */
const WHOLE_REFERENCE = /^ins-\d{4}-\d{6}$/i;

/**
 * The start of a reference, with a digit in it: 'INS-2026-00', 'ins-bs-0512'.
 * ('INS-' alone finds every row anyway; 'Ins-Tech' may be a name.)
 */
const REFERENCE_START = /^ins-[a-z0-9-]*\d[a-z0-9-]*$/i;

const inspectionHitColumns = {
  id: inspections.id,
  reference: inspections.reference,
  address: inspections.propertyAddress,
  postcode: inspections.addressPostcode,
  customer: inspections.customerName,
  status: inspections.status,
};

/** The reference in byte order, as inspections_reference_prefix_idx holds it. */
const referenceInByteOrder = sql`${inspections.reference} collate "C"`;

/**
 * References starting with the prefix: in byte order they lie from the prefix up to
 * the prefix with its last character bumped ('INS-BS-051234' to 'INS-BS-051235'),
 * a range the btree reads directly. The prefix is ASCII letters, digits and hyphens,
 * so the bump stays in ASCII.
 */
function referenceStartsWith(prefix: string): SQL {
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`(${referenceInByteOrder} >= ${prefix} and ${referenceInByteOrder} < ${after})`;
}

/**
 * Near misses of the names, read before the scope is applied: `offset 0` keeps the
 * planner from ANDing the names' trigram index with a btree over the whole tenant
 * (a million entries, which costs more than the near misses themselves). The
 * subquery takes the table's name, so the scope's "inspections"."tenant_id" applies
 * to it. Only for a scope that is the whole tenant: a narrower one (an INSPECTOR's
 * assigned inspections) is better ANDed first.
 */
/** `offset 0` as SQL: drizzle leaves out a numeric offset of 0, and with it the fence. */
const NO_ROWS_SKIPPED = sql`0` as unknown as number;

function nameNearMissesFirst(db: Db | Tx, text: string) {
  return db
    .select({
      ...getTableColumns(inspections),
      searchText: sql<string>`${INSPECTION_SEARCH_TEXT}`.as('search_text'),
    })
    .from(inspections)
    .where(recordNearMiss(INSPECTION_NAMES_TEXT, text))
    .offset(NO_ROWS_SKIPPED)
    .as('inspections');
}

type Source = typeof inspections | ReturnType<typeof nameNearMissesFirst>;

type Candidates = {
  /** Where the candidates come from: the table, or nameNearMissesFirst(...). */
  from?: Source;
  /** Which matches are the first `cap` (default: the order the index gives). */
  order?: SQL;
};

/** The matches best first, ranking only the first `cap` matches the index gives. */
function rankedInspections(
  db: Db | Tx,
  where: SQL,
  text: string,
  cap: number,
  { from = inspections, order }: Candidates = {},
) {
  const matches = db
    .select({
      id: from.id,
      reference: from.reference,
      address: from.propertyAddress,
      postcode: from.addressPostcode,
      customer: from.customerName,
      status: from.status,
      createdAt: from.createdAt,
      // "inspections"."search_text", of the table or of the subquery named after it.
      searchText: sql<string>`${INSPECTION_SEARCH_TEXT}`.as('search_text'),
    })
    .from(from)
    .where(where);
  const candidates = (order ? matches.orderBy(order) : matches).limit(cap).as('candidates');
  return db
    .select({
      id: candidates.id,
      reference: candidates.reference,
      address: candidates.address,
      postcode: candidates.postcode,
      customer: candidates.customer,
      status: candidates.status,
    })
    .from(candidates)
    .orderBy(...recordRank(sql`${candidates.searchText}`, text), desc(candidates.createdAt))
    .limit(LIMIT);
}

/**
 * The inspections lookup (the benchmark calls it directly beside the HTTP call).
 * A whole reference is unique: its btree index answers at once, where the
 * trigram index would read the long posting lists of 'ins', 'ns-' and '202'
 * shared by every row; the start of a reference is a range of the same kind
 * (newest first). Otherwise rows containing the text come first (the first
 * CANDIDATES of them ranked); near misses of the names (typos) are looked for
 * only when those are too few. `wholeTenant`: the scope is the whole tenant
 * (inspections:view_all), so near misses are read before it is applied.
 */
export async function inspectionLookup(
  db: Actor['db'],
  scope: SQL,
  text: string,
  { wholeTenant = false }: { wholeTenant?: boolean } = {},
) {
  const tidy = tidySearchText(text);
  if (WHOLE_REFERENCE.test(tidy)) {
    return db
      .select(inspectionHitColumns)
      .from(inspections)
      .where(and(scope, eq(inspections.reference, tidy.toUpperCase())))
      .limit(LIMIT);
  }
  if (REFERENCE_START.test(tidy)) {
    return rankedInspections(
      db,
      and(scope, referenceStartsWith(tidy.toUpperCase()))!,
      tidy,
      CANDIDATES,
      {
        order: sql`${referenceInByteOrder} desc`,
      },
    );
  }
  // With the cap the planner expects matches everywhere and reads the whole table for
  // text that is nowhere; the trigram index is always the better road here.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const contained = await rankedInspections(
      tx,
      and(scope, recordContains(INSPECTION_SEARCH_TEXT, tidy))!,
      tidy,
      CANDIDATES,
    );
    if (contained.length >= LIMIT || !isFuzzy(tidy)) return contained;
    const near = wholeTenant
      ? await rankedInspections(tx, scope, tidy, CANDIDATES, {
          from: nameNearMissesFirst(tx, tidy),
        })
      : await rankedInspections(
          tx,
          and(scope, recordNearMiss(INSPECTION_NAMES_TEXT, tidy))!,
          tidy,
          CANDIDATES,
        );
    const seen = new Set(contained.map((row) => row.id));
    return [...contained, ...near.filter((row) => !seen.has(row.id))].slice(0, LIMIT);
  });
}

/** Inspections the actor may see (assigned only without inspections:view_all). */
/**
 * Fewer characters than a trigram give pg_trgm nothing to look up: '%ab%' over a million
 * inspections reads every row, the costliest search there is, at the shortest input the box
 * sends. Inspections are looked up from three characters; the smaller kinds from two.
 */
export const INSPECTION_SEARCH_MIN_LENGTH = 3;

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
const KINDS: Record<RecordKind, { permission: Permission | null; find: Finder }> = {
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

/** Long enough for any lookup on an index; a search past it is answered with a message. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3000;
export const SEARCH_TIMEOUT_MESSAGE =
  'The search took too long. Type more of the name, reference or postcode.';

/**
 * The records matching the text, up to five per kind, grouped in RECORD_KINDS
 * order. Each kind goes through the same scope as its page, so what a user may
 * not see is never listed.
 *
 * Under load a search holds its share (issue 27): its lookups run one after another in one
 * transaction, so a search waits for a pooled connection once, not once per kind behind every
 * other request (at 50 connections it answered a tenth of what the pending queue did), and
 * PostgreSQL cancels any lookup past SEARCH_STATEMENT_TIMEOUT_MS.
 */
export async function searchRecords(actor: Actor, text: string): Promise<RecordHit[]> {
  const kinds: Finder[] = [];
  for (const kind of RECORD_KINDS) {
    const { permission, find } = KINDS[kind];
    if (
      !permission ||
      (await hasPermission(actor.db, actor.tenantId, actor.user.role, permission))
    ) {
      kinds.push(find);
    }
  }
  try {
    return await actor.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
      const hits: RecordHit[] = [];
      for (const find of kinds) hits.push(...(await find(actor, text, tx)));
      return hits;
    });
  } catch (error) {
    if (causeCode(error) === QUERY_CANCELED) {
      throw new TRPCError({ code: 'TIMEOUT', message: SEARCH_TIMEOUT_MESSAGE, cause: error });
    }
    throw error;
  }
}

const QUERY_CANCELED = '57014';

function causeCode(error: unknown): unknown {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
