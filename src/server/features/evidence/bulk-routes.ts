import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EvidenceZipFilters } from '@/shared/evidence/bulk-download';
import type { InspectionFilters } from '@/shared/inspections/queries';
import { todayInLondon } from '@/shared/format';
import { actorOf } from '@/server/auth/api-guard';
import { writeAudit } from '@/server/audit/write-audit';
import { setFileHeaders } from '@/server/lib/file-reply';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { INSPECTION_NOT_FOUND } from '../inspections/detail';
import { buildManifest, planEntries } from './bulk-manifest';
import { selectInspectionZip, selectListZip, type ZipSelection } from './bulk-select';
import { streamEvidenceZip } from './bulk-zip';
import { EvidenceRefusedError } from './evidence-refused';
import { photoFlagsOf } from './photo-flags';

const Id = z.string().uuid();

/**
 * Bulk download of evidence as a streamed ZIP (issue 32 point 8, docs/offline-and-evidence.md),
 * for anyone who may download the files one by one (anyone who may see the inspection; an
 * INSPECTOR their assigned ones):
 * - GET /api/inspections/:id/all-evidence.zip: every file of one inspection (not
 *   `:id/evidence.zip`: a route that extends another's path nests in Fastify's printed table,
 *   which the authorization test reads);
 * - GET /api/inspections/evidence.zip?search=&tab=&sort=&direction=: every file of the
 *   inspections View Inspections lists for those filters (its CSV export's parameters).
 */
export function registerBulkEvidenceRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  const route = { config: { requires: 'session' } } as const;
  app.get('/api/inspections/:id/all-evidence.zip', route, async (request, reply) => {
    const id = Id.safeParse((request.params as { id?: string }).id);
    if (!id.success) return reply.status(404).send({ error: INSPECTION_NOT_FOUND });
    return sendZip(request, reply, deps.storage, (actor) => selectInspectionZip(actor, id.data));
  });
  app.get('/api/inspections/evidence.zip', route, async (request, reply) => {
    const filters = EvidenceZipFilters.safeParse(request.query);
    if (!filters.success) {
      return reply
        .status(400)
        .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
    }
    return sendZip(request, reply, deps.storage, (actor) => selectListZip(actor, filters.data), {
      filters: filters.data,
    });
  });
}

async function sendZip(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  select: (actor: Actor) => Promise<ZipSelection>,
  list?: { filters: InspectionFilters },
) {
  const actor = actorOf(request);
  let selection: ZipSelection;
  try {
    selection = await select(actor);
  } catch (error) {
    if (error instanceof EvidenceRefusedError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    throw error;
  }
  const entries = planEntries(selection);
  await auditZip(actor, selection, list);
  const manifest = buildManifest(entries, await photoFlagsOf(actor, selection.files));
  const zip = streamEvidenceZip(storage, manifest, entries, (error) =>
    request.log.error({ err: error }, 'evidence ZIP cut short'),
  );
  // The reader went away part-way: stop reading stored files at once.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) zip.abort(new Error('evidence ZIP abandoned by the client'));
  });
  const single = list ? null : selection.inspections[0]!;
  const fileName = single
    ? `evidence-${single.reference}.zip`
    : `evidence-${todayInLondon()}-${selection.inspections.length}-inspection${selection.inspections.length === 1 ? '' : 's'}.zip`;
  setFileHeaders(reply, { contentType: 'application/zip', fileName });
  if (zip.size >= 0) reply.header('content-length', zip.size);
  return reply.send(zip.stream);
}

/** One audit row per download, with what it held (the list's: its filters and references). */
async function auditZip(
  actor: Actor,
  selection: ZipSelection,
  list?: { filters: InspectionFilters },
) {
  const withdrawn = selection.files.filter((f) => f.withdrawnAt).length;
  const details = {
    inspections: selection.inspections.length,
    files: selection.files.length,
    withdrawnFiles: withdrawn,
    bytes: selection.files.reduce((total, f) => total + f.size, 0),
  };
  await writeAudit(actor.db, actor, {
    action: 'download_evidence_zip',
    resource: 'inspection',
    resourceId: list ? null : selection.inspections[0]!.id,
    details: list
      ? {
          ...details,
          filters: list.filters,
          references: selection.inspections.map((i) => i.reference),
        }
      : { ...details, reference: selection.inspections[0]!.reference },
  });
}
