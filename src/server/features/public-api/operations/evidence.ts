import { z } from 'zod';
import { EVIDENCE_NOT_FOUND } from '@/shared/evidence/catalogue';
import {
  InspectionChecklist,
  EvidenceList,
  EvidenceUploadResult,
} from '@/shared/public-api/responses';
import { StorageFileNotFoundError } from '@/server/storage/storage';
import { EvidenceRefusedError } from '@/server/features/evidence/evidence-refused';
import { findEvidence } from '@/server/features/evidence/evidence-access';
import { EvidenceUploadForm, EvidenceUploadQuery, uploadEvidence } from '../evidence-upload';
import { defineOperation, type FileAnswer } from '../operation';

const InspectionPath = z.object({ id: z.string().uuid() });
const EvidencePath = z.object({ id: z.string().uuid() });

export const evidenceOperations = [
  defineOperation({
    method: 'GET',
    path: '/inspections/{id}/checklist',
    operationId: 'getChecklistAnswers',
    summary: "An inspection's checklist answers",
    tag: 'Checklists',
    requires: 'inspections:view_all',
    params: InspectionPath,
    response: InspectionChecklist,
    handler: ({ viaSession, params }) =>
      viaSession.checklists.forInspection({ inspectionId: params.id }),
  }),
  defineOperation({
    method: 'GET',
    path: '/inspections/{id}/evidence',
    operationId: 'listEvidence',
    summary: "An inspection's evidence files",
    tag: 'Evidence',
    requires: 'inspections:view_all',
    params: InspectionPath,
    response: EvidenceList,
    handler: ({ viaSession, params }) => viaSession.evidence.list({ inspectionId: params.id }),
  }),
  defineOperation({
    method: 'POST',
    path: '/inspections/{id}/evidence',
    operationId: 'uploadEvidence',
    summary: 'Upload evidence files for a checklist item',
    description:
      'multipart/form-data with one or more `files`. The same bytes already on the inspection ' +
      'are refused (409), so a retried upload stores nothing twice. With an Idempotency-Key, ' +
      'the same files again answer the first answer; other files with that key are refused (409).',
    tag: 'Evidence',
    requires: 'inspections:edit',
    status: 201,
    params: InspectionPath,
    query: EvidenceUploadQuery,
    multipart: EvidenceUploadForm,
    response: EvidenceUploadResult,
    creates: true,
    handler: ({ request, ctx, services, params, query, files }) =>
      uploadEvidence(
        request,
        ctx,
        services.storage,
        params.id,
        EvidenceUploadQuery.parse(query),
        files,
      ),
  }),
  defineOperation({
    method: 'GET',
    path: '/evidence/{id}/file',
    operationId: 'downloadEvidence',
    summary: 'Download an evidence file',
    tag: 'Evidence',
    requires: 'inspections:view_all',
    params: EvidencePath,
    file: { contentType: 'application/octet-stream' },
    handler: async ({ ctx, services, params }): Promise<FileAnswer> => {
      const row = await findEvidence(ctx, params.id);
      try {
        const body = await services.storage.getFile(row.storageKey);
        return { kind: 'file', body, contentType: row.mime, fileName: row.fileName };
      } catch (error) {
        if (error instanceof StorageFileNotFoundError)
          throw new EvidenceRefusedError(404, EVIDENCE_NOT_FOUND);
        throw error;
      }
    },
  }),
];
