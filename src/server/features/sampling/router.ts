import { z } from 'zod';
import { permissionProcedure, router } from '@/server/trpc/init';
import { PlanExportInput } from '@/shared/sampling/plan-export';
import { QuarterInput, SamplingRulesInput } from '@/shared/sampling/rules';
import { measuresRouter } from './measures-router';
import { pathwaysRouter } from './pathways-router';
import { getSamplingPlan } from './plan';
import { samplingPlanXlsx } from './plan-xlsx';
import { proposalsRouter } from './proposals-router';
import { createRuleVersion, currentRules, listRuleVersions } from './rule-versions';

const view = permissionProcedure('sampling:view');
const editRules = permissionProcedure('sampling:edit_rules');

// The monitoring programme's rules and quarterly plan (issue 30, docs/sampling.md).
export const samplingRouter = router({
  rules: router({
    list: view.query(({ ctx }) => listRuleVersions(ctx.db, ctx.tenantId)),
    current: view
      .input(z.object({ quarter: QuarterInput.shape.quarter.optional() }).default({}))
      .query(({ ctx, input }) => currentRules(ctx.db, ctx.tenantId, input.quarter)),
    create: editRules
      .input(SamplingRulesInput)
      .mutation(({ ctx, input }) => createRuleVersion(ctx, input)),
  }),
  measures: measuresRouter,
  pathways: pathwaysRouter,
  proposals: proposalsRouter,
  plan: view
    .input(QuarterInput)
    .query(({ ctx, input }) => getSamplingPlan(ctx.db, ctx.tenantId, input.quarter)),
  planXlsx: view
    .input(PlanExportInput)
    .query(({ ctx, input }) => samplingPlanXlsx(ctx.db, ctx.tenantId, input)),
});
