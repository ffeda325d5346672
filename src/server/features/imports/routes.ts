import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_ENTITIES,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATES,
  type ImportTemplate,
} from '@/shared/imports/catalogue';
import { actorOf } from '@/server/auth/api-guard';
import { importFiles, importRowErrors } from '@/server/db/schema/index';
import { CONTENT_TYPES, sendStreamedFile } from '@/server/lib/file-reply';
import type { Storage } from '@/server/storage/storage';
import { ImportRefusedError, IMPORT_UPLOAD_LIMITS, receiveImportUpload } from './intake';
import { ImportFileError } from './sheet-row';
import { createImport } from './create-import';
import { countTemplateDownload, writeTemplate } from './templates';

export type ImportRouteDeps = { storage: Storage };

/**
 * Import files (data:import):
 * - POST /api/imports/uploads: multipart `file` (50 MB, .csv/.xlsx/.json sniffed), `entity`, `converter`;
 * - GET /api/imports/:id/errors.xlsx: the row errors of the last dry run or import;
 * - GET /api/imports/templates/:name.xlsx: a template, counted.
 */
export async function registerImportRoutes(app: FastifyInstance, deps: ImportRouteDeps) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const route = { config: { requires: 'data:import' } } as const;
    scope.post('/api/imports/uploads', route, (request, reply) => upload(request, reply, deps));
    scope.get('/api/imports/:id/errors.xlsx', route, errorReport);
    scope.get('/api/imports/templates/:name', route, template);
  });
}

async function upload(request: FastifyRequest, reply: FastifyReply, deps: ImportRouteDeps) {
  const actor = actorOf(request);
  let storedKey: string | null = null;
  try {
    if (!request.isMultipart()) throw new ImportRefusedError(400, IMPORT_MESSAGES.noFile);
    const { fields, file } = await receiveImportUpload(
      request.parts({ limits: IMPORT_UPLOAD_LIMITS }),
      deps.storage,
    );
    storedKey = file.storageKey;
    const entity = IMPORT_ENTITIES.find((e) => e === fields.entity) ?? 'inspections';
    const result = await createImport(actor, deps.storage, file, {
      entity,
      converter: fields.converter === 'true',
    });
    return await reply.status(201).send(result);
  } catch (error) {
    if (storedKey) await deps.storage.deleteFile(storedKey).catch(() => {});
    if (error instanceof ImportRefusedError) {
      return reply
        .status(error.statusCode)
        .header('connection', 'close')
        .send({ error: error.message });
    }
    if (error instanceof ImportFileError)
      return reply.status(error.statusCode).send({ error: error.message });
    if (error instanceof TRPCError) {
      return reply.status(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    }
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function errorReport(request: FastifyRequest, reply: FastifyReply) {
  const actor = actorOf(request);
  const id = (request.params as { id?: string }).id ?? '';
  if (!UUID.test(id)) return reply.status(404).send({ error: IMPORT_MESSAGES.notFound });
  const [file] = await actor.db
    .select({ id: importFiles.id, fileName: importFiles.fileName })
    .from(importFiles)
    .where(and(eq(importFiles.id, id), eq(importFiles.tenantId, actor.tenantId)));
  if (!file) return reply.status(404).send({ error: IMPORT_MESSAGES.notFound });
  return sendStreamedFile(request, reply, {
    contentType: CONTENT_TYPES.xlsx,
    fileName: `${file.fileName.replace(/\.[a-z0-9]+$/i, '')}-errors.xlsx`,
    produce: async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useSharedStrings: false,
        useStyles: false,
      });
      const sheet = workbook.addWorksheet('Errors');
      sheet.columns = [
        { header: 'Row', key: 'row', width: 8 },
        { header: 'Column', key: 'column', width: 24 },
        { header: 'Value', key: 'value', width: 30 },
        { header: 'Message', key: 'message', width: 60 },
        { header: 'Kind', key: 'kind', width: 10 },
      ];
      let after = -1;
      for (;;) {
        const rows = await actor.db
          .select()
          .from(importRowErrors)
          .where(and(eq(importRowErrors.importId, file.id)))
          .orderBy(asc(importRowErrors.rowNumber), asc(importRowErrors.id))
          .offset(after + 1)
          .limit(5000);
        for (const r of rows) {
          // Values are written as text: a cell such as '=1+1' stays text in the report.
          sheet
            .addRow({
              row: r.rowNumber,
              column: r.column,
              value: r.value,
              message: r.message,
              kind: r.severity === 'warning' ? 'Warning' : 'Error',
            })
            .commit();
        }
        if (rows.length < 5000) break;
        after += rows.length;
      }
      sheet.commit();
      await workbook.commit();
    },
  });
}

async function template(request: FastifyRequest, reply: FastifyReply) {
  const raw = ((request.params as { name?: string }).name ?? '').replace(/\.xlsx$/i, '');
  const name: ImportTemplate | undefined = IMPORT_TEMPLATES.find(
    (t) => t.toLowerCase() === raw.toLowerCase(),
  );
  if (!name) return reply.status(404).send({ error: 'Template not found' });
  await countTemplateDownload(actorOf(request), name);
  return sendStreamedFile(request, reply, {
    contentType: CONTENT_TYPES.xlsx,
    fileName: `InspectHub-${name}-template.xlsx`,
    produce: (out) => writeTemplate(name, out),
  });
}
