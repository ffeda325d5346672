import { z } from 'zod';
import { ApiPayloadInput } from '@/shared/inspections/api-payload';
import {
  InspectionIdInput,
  PendingInspectionsInput,
  UpdateInspectionStatusInput,
} from '@/shared/inspections/queries';
import { Inspection, PendingInspectionPage } from '@/shared/public-api/responses';
import { defineOperation } from '../operation';

const tag = 'Inspections';

/**
 * The spec's status input without the id, which the path gives. Its cross-field rules (a
 * completion date for a finished status, not in the future) are the procedure's own schema's,
 * which checks the whole input again and names the field the same way.
 */
const StatusBody = z.object(UpdateInspectionStatusInput.shape).omit({ id: true });

export const inspectionOperations = [
  defineOperation({
    method: 'POST',
    path: '/inspections',
    operationId: 'createInspection',
    summary: 'Register an inspection',
    description:
      "The spec's flat payload (spec 01 section 7), as `inspection.createInspectionDirect` takes it.",
    tag,
    requires: 'inspections:create',
    status: 201,
    creates: true,
    body: ApiPayloadInput,
    response: Inspection,
    handler: ({ caller, body }) => caller.inspection.createInspectionDirect(body),
  }),
  defineOperation({
    method: 'GET',
    path: '/inspections',
    operationId: 'listPendingInspections',
    summary: 'List the pending queue',
    description: "The pending queue's filters and paging (`inspection.getPendingInspections`).",
    tag,
    requires: 'inspections:view_all',
    query: PendingInspectionsInput,
    response: PendingInspectionPage,
    handler: ({ viaSession, query }) => viaSession.inspection.getPendingInspections(query),
  }),
  defineOperation({
    method: 'GET',
    path: '/inspections/{id}',
    operationId: 'getInspection',
    summary: 'Get an inspection',
    tag,
    requires: 'inspections:view_all',
    params: InspectionIdInput,
    response: Inspection,
    handler: ({ viaSession, params }) => viaSession.inspection.get(params),
  }),
  defineOperation({
    method: 'POST',
    path: '/inspections/{id}/status',
    operationId: 'updateInspectionStatus',
    summary: "Change an inspection's status",
    description:
      "The spec's `updateInspectionStatus` input. With `expectedVersion` a stale version is " +
      'refused with 409; without it the change applies to the current version.',
    tag,
    requires: 'inspections:edit',
    params: InspectionIdInput,
    body: StatusBody,
    response: Inspection,
    handler: ({ caller, params, body }) =>
      caller.inspection.updateInspectionStatus({ ...body, id: params.id }),
  }),
];
