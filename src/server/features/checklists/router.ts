import {
  AddCatalogueItemInput,
  AnswerChecklistItemInput,
  InspectionChecklistInput,
  OverturnFailInput,
  RemediationClocksInput,
  SetChecklistItemStatusInput,
  SetQuestionRulesInput,
} from '@/shared/checklists/catalogue';
import { SetCatalogueVersionDateInput } from '@/shared/checklists/question-rules';
import { OverrideLateRemediationInput } from '@/shared/checklists/remediation-review';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { addCatalogueItem, getCatalogue } from '../checklist-catalogue/catalogue';
import { setQuestionRules } from '../checklist-catalogue/question-rules';
import { listCatalogueVersions, setCatalogueVersionDate } from '../checklist-catalogue/versions';
import { answerChecklistItem } from './answer';
import { listStatusMoves } from '../inspections/status-rules';
import { listRemediationClocks } from './clocks';
import { overrideLateRemediation } from './late-override';
import { listOutcomeBreaches, overturnFail } from './overturn';
import { getInspectionChecklist } from './read';
import { setChecklistItemStatus } from './status';

const session = protectedProcedure.meta({ requires: 'session' });
const answer = permissionProcedure('checklists:answer');

// Reads are scoped to the inspections the actor may see (inspections/scope.ts);
// answering also needs the inspection to be theirs or inspections:edit_all.
export const checklistsRouter = router({
  catalogue: session.query(({ ctx }) => getCatalogue(ctx.db, ctx.tenantId)),
  addItem: permissionProcedure('checklists:manage')
    .input(AddCatalogueItemInput)
    .mutation(({ ctx, input }) => addCatalogueItem(ctx, input)),
  // Every version with its effective-from install date (docs/sampling.md, question sets).
  versions: session.query(({ ctx }) => listCatalogueVersions(ctx.db, ctx.tenantId)),
  setQuestionRules: permissionProcedure('checklists:manage')
    .input(SetQuestionRulesInput)
    .mutation(({ ctx, input }) => setQuestionRules(ctx, input)),
  setVersionDate: permissionProcedure('checklists:manage')
    .input(SetCatalogueVersionDateInput)
    .mutation(({ ctx, input }) => setCatalogueVersionDate(ctx, input)),
  forInspection: session
    .input(InspectionChecklistInput)
    .query(({ ctx, input }) => getInspectionChecklist(ctx, input.inspectionId)),
  answer: answer
    .input(AnswerChecklistItemInput)
    .mutation(({ ctx, input }) => answerChecklistItem(ctx, input)),
  setStatus: answer
    .input(SetChecklistItemStatusInput)
    .mutation(({ ctx, input }) => setChecklistItemStatus(ctx, input)),
  // The status dialog's offer: every move with the reason it is refused (decision 012).
  statusMoves: session
    .input(InspectionChecklistInput)
    .query(({ ctx, input }) => listStatusMoves(ctx, input.inspectionId)),
  overturnFail: permissionProcedure('checklists:overturn')
    .input(OverturnFailInput)
    .mutation(({ ctx, input }) => overturnFail(ctx, input)),
  overrideLateRemediation: permissionProcedure('checklists:overturn')
    .input(OverrideLateRemediationInput)
    .mutation(({ ctx, input }) => overrideLateRemediation(ctx, input)),
  outcomeBreaches: permissionProcedure('checklists:overturn').query(({ ctx }) =>
    listOutcomeBreaches(ctx),
  ),
  remediationClocks: session
    .input(RemediationClocksInput)
    .query(({ ctx, input }) => listRemediationClocks(ctx, input)),
});
