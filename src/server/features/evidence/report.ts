import { and, asc, eq } from 'drizzle-orm';
import { DEFECT_SEVERITY_LABELS, DEFECT_STATUS_LABELS } from '@/shared/defects/catalogue';
import { describeVisitStart, PHOTO_FLAG_LABELS, type PhotoFlag } from '@/shared/evidence/flags';
import { FOLLOWUP_STATUS_LABELS } from '@/shared/followups/catalogue';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { formatDate, formatDateTime } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import { defects, followups, inspectionVisitStarts } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { getInspectionChecklist } from '../checklists/read';
import { getInspection } from '../inspections/detail';
import { verificationCode } from './canonical-json';
import { reportDefectsFound, reportInstaller, reportOutcome } from './report-facts';
import type { ReportAnswer, ReportContent, ReportPhoto } from './report-pdf';
import { evidenceRowsOf, presentEvidence } from './service';
import { photoFlagsOf } from './photo-flags';

/** The flags a photo's time and place lines do not already say, with their explanations. */
function reportFlagLines(flags: readonly PhotoFlag[]): string[] {
  return flags
    .filter((f) => f.code !== 'no_time' && f.code !== 'no_position')
    .map(
      (f) =>
        `${PHOTO_FLAG_LABELS[f.code]}. ${f.detail}${f.explanation ? ` Explained by ${f.explanation.byName} on ${formatDateTime(f.explanation.at)}: ${f.explanation.reason}` : ''}`,
    );
}

/** Every answered checklist item (the wizard's answers are its first ones), as the report lists them. */
async function checklistAnswersOf(actor: Actor, inspectionId: string): Promise<ReportAnswer[]> {
  const checklist = await getInspectionChecklist(actor, inspectionId);
  return checklist.items.flatMap((item) =>
    item.answer === null
      ? []
      : [
          {
            itemId: item.itemId,
            label: item.label,
            answer: item.answer,
            severity: item.severity,
            comment: item.comment === '' ? null : item.comment,
            overturn: item.overturn
              ? `Overturned by ${item.overturn.byName} on ${formatDateTime(item.overturn.at)}: ${item.overturn.reason}`
              : null,
          },
        ],
  );
}

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getFile(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'Yes' : 'No');

type ReportInspection = Awaited<ReturnType<typeof getInspection>>;
type EvidenceRow = Awaited<ReturnType<typeof evidenceRowsOf>>[number];

/** The inspection's facts, label and value, as the report's first table shows them. */
function reportFacts(
  inspection: ReportInspection,
  defectCount: number,
  openFails: number,
): [string, string][] {
  return [
    ['Reference', inspection.reference],
    ['Status', STATUS_LABELS[inspection.status]],
    ['Property', inspection.propertyAddress],
    ['Customer', inspection.customerName],
    ['Policy ID', inspection.policyId],
    ['Installer', reportInstaller(inspection.installerCompany, inspection.installerName)],
    ['QMP certificate', inspection.qmpCert ?? ''],
    ['Measure', inspection.measureLabel],
    ['Trigger', inspection.triggerLabel],
    ['Inspector', inspection.inspectorName ?? ''],
    ['Scheduled', formatDate(inspection.scheduledDate)],
    ['Completed', formatDate(inspection.completedDate)],
    ['Registered', formatDateTime(inspection.createdAt)],
    ['Outcome', reportOutcome(inspection.status, inspection.outcome)],
    ['Grading', inspection.rating],
    ['Defects found', reportDefectsFound(defectCount, openFails, inspection.defectsFound)],
    [
      'Remedial action',
      inspection.remedialActionDetails ?? yesNo(inspection.remedialActionRequired),
    ],
    ['Certificate', inspection.certificateNumber ?? yesNo(inspection.certificateIssued)],
    ['Completion notes', inspection.completionNotes ?? ''],
  ];
}

/** The photos and documents shown (not the signature), each with its thumbnail from storage. */
async function reportPhotos(
  storage: Storage,
  shown: readonly ReturnType<typeof presentEvidence>[],
  rows: readonly EvidenceRow[],
  flags: ReadonlyMap<string, PhotoFlag[]>,
): Promise<ReportPhoto[]> {
  const evidence: ReportPhoto[] = [];
  for (const f of shown) {
    const row = rows.find((r) => r.id === f.id)!;
    evidence.push({
      itemId: f.itemId,
      fileName: f.fileName,
      kind: f.kind,
      capturedAt: f.capturedAt,
      latitude: f.latitude,
      longitude: f.longitude,
      withdrawn: f.withdrawnAt ? `${f.withdrawnByName ?? ''}: ${f.withdrawReason ?? ''}` : null,
      flags: reportFlagLines(flags.get(f.id) ?? []),
      width: row.width,
      height: row.height,
      thumbnail: row.thumbnailKey
        ? await readAll(storage, row.thumbnailKey).catch(() => null)
        : null,
    });
  }
  return evidence;
}

/** 'Started 27 Nov 2026, 09:12 · position ±12 m', or that the start was not recorded. */
async function visitFact(actor: Actor, inspectionId: string): Promise<string> {
  const [visit] = await actor.db
    .select()
    .from(inspectionVisitStarts)
    .where(
      and(
        eq(inspectionVisitStarts.tenantId, actor.tenantId),
        eq(inspectionVisitStarts.inspectionId, inspectionId),
      ),
    );
  return visit
    ? describeVisitStart(visit).replace('Visit started', 'Started')
    : 'Start not recorded';
}

/**
 * Everything the report shows, from the database and storage. Photos come
 * as their thumbnails only (at most 320 px, tens of kilobytes), so a report
 * with many photos stays small in memory. The verification code is the
 * SHA-256 of the record's canonical JSON: every field shown, each evidence
 * file by its own SHA-256, not the generation time.
 */
export async function buildReportContent(
  actor: Actor,
  storage: Storage,
  inspectionId: string,
  now = new Date(),
): Promise<ReportContent> {
  const inspection = await getInspection(actor.db, actor, inspectionId);
  const [rows, defectRows, followupRows] = await Promise.all([
    evidenceRowsOf(actor.db, actor.tenantId, inspection.id),
    actor.db
      .select()
      .from(defects)
      .where(and(eq(defects.tenantId, actor.tenantId), eq(defects.inspectionId, inspection.id)))
      .orderBy(asc(defects.dueDate)),
    actor.db
      .select()
      .from(followups)
      .where(and(eq(followups.tenantId, actor.tenantId), eq(followups.inspectionId, inspection.id)))
      .orderBy(asc(followups.dueDate)),
  ]);
  const files = rows.map(presentEvidence);
  const flags = await photoFlagsOf(actor, rows);
  const signatureRow = rows.filter((r) => r.kind === 'signature').at(-1) ?? null;
  const answers = await checklistAnswersOf(actor, inspection.id);
  const openFails = answers.filter((a) => a.answer === 'Fail' && !a.overturn).length;
  const facts = reportFacts(inspection, defectRows.length, openFails);
  facts.push(['Visit', await visitFact(actor, inspection.id)]);
  const defectList = defectRows.map((d) => ({
    reference: d.reference,
    title: d.title,
    severity: DEFECT_SEVERITY_LABELS[d.severity],
    status: DEFECT_STATUS_LABELS[d.status],
    dueDate: d.dueDate.toISOString(),
  }));
  const followupList = followupRows.map((f) => ({
    title: f.title,
    status: FOLLOWUP_STATUS_LABELS[f.status],
    dueDate: f.dueDate.toISOString(),
  }));
  const shown = files.filter((f) => f.kind !== 'signature');
  const record = {
    inspectionId: inspection.id,
    version: inspection.version,
    facts,
    answers,
    evidence: shown.map((f) => ({
      id: f.id,
      itemId: f.itemId,
      sha256: f.sha256,
      capturedAt: f.capturedAt,
      latitude: f.latitude,
      longitude: f.longitude,
      withdrawnAt: f.withdrawnAt,
      flags: (flags.get(f.id) ?? []).map((flag) => [flag.code, flag.explanation?.at ?? null]),
    })),
    defects: defectList,
    followups: followupList,
    signature: signatureRow ? { sha256: signatureRow.sha256, at: signatureRow.createdAt } : null,
  };
  const evidence = await reportPhotos(storage, shown, rows, flags);
  return {
    title: `Inspection report ${inspection.reference}`,
    reference: inspection.reference,
    facts,
    answers,
    evidence,
    defects: defectList,
    followups: followupList,
    signature: signatureRow
      ? {
          png: await readAll(storage, signatureRow.storageKey),
          signedBy: signatureRow.uploadedByName,
          signedAt: signatureRow.createdAt.toISOString(),
        }
      : null,
    verificationCode: verificationCode(record),
    generatedAt: now.toISOString(),
  };
}

/** Records who downloaded which report, with its verification code (to check a printed copy). */
export async function auditReport(actor: Actor, inspectionId: string, content: ReportContent) {
  await writeAudit(actor.db, actor, {
    action: 'download_report',
    resource: 'inspection',
    resourceId: inspectionId,
    details: {
      reference: content.reference,
      verificationCode: content.verificationCode,
      evidenceCount: content.evidence.length,
    },
  });
}
