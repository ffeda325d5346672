import { CreateDefectInput, DefectIdInput, DefectListInput } from '@/shared/defects/schemas';
import { FollowupListInput } from '@/shared/followups/schemas';
import { Defect, DefectPage, Followup, FollowupPage } from '@/shared/public-api/responses';
import { defineOperation } from '../operation';
import { getFollowup, FollowupIdParams } from '../followup-get';

export const defectOperations = [
  defineOperation({
    method: 'GET',
    path: '/defects',
    operationId: 'listDefects',
    summary: 'List defects',
    tag: 'Defects',
    requires: 'defects:view',
    query: DefectListInput,
    response: DefectPage,
    handler: ({ caller, query }) => caller.defects.list(query),
  }),
  defineOperation({
    method: 'GET',
    path: '/defects/{id}',
    operationId: 'getDefect',
    summary: 'Get a defect',
    tag: 'Defects',
    requires: 'defects:view',
    params: DefectIdInput,
    response: Defect,
    handler: ({ caller, params }) => caller.defects.get(params),
  }),
  defineOperation({
    method: 'POST',
    path: '/defects',
    operationId: 'createDefect',
    summary: 'Raise a defect on an inspection',
    tag: 'Defects',
    requires: 'defects:manage',
    status: 201,
    creates: true,
    body: CreateDefectInput,
    response: Defect,
    handler: ({ caller, body }) => caller.defects.create(body),
  }),
  defineOperation({
    method: 'GET',
    path: '/followups',
    operationId: 'listFollowups',
    summary: 'List follow-ups',
    tag: 'Follow-ups',
    requires: 'followups:view',
    query: FollowupListInput,
    response: FollowupPage,
    handler: ({ caller, query }) => caller.followups.list(query),
  }),
  defineOperation({
    method: 'GET',
    path: '/followups/{id}',
    operationId: 'getFollowup',
    summary: 'Get a follow-up',
    tag: 'Follow-ups',
    requires: 'followups:view',
    params: FollowupIdParams,
    response: Followup,
    handler: ({ ctx, params }) => getFollowup(ctx, params.id),
  }),
];
