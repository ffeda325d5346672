import { EvidenceZipFilters } from '@/shared/evidence/bulk-download';
import { InspectionEvidenceInput, WithdrawEvidenceInput } from '@/shared/evidence/catalogue';
import { ImportCoordinatesInput } from '@/shared/evidence/coordinates-csv';
import {
  EvidenceChecksSettingInput,
  ExplainFlagInput,
  InstallerFlagCountsInput,
} from '@/shared/evidence/flags';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { explainPhotoFlag } from './explain-flag';
import { installerPhotoFlagCounts } from './installer-photo-flags';
import { importPropertyCoordinates, propertyCoordinatesSummary } from './property-coordinates';
import { summariseListZip } from './bulk-select';
import { listEvidence } from './service';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { withdrawEvidence } from './withdraw-evidence';

export const evidenceRouter = router({
  list: protectedProcedure
    .meta({ requires: 'session' })
    .input(InspectionEvidenceInput)
    .query(({ ctx, input }) => listEvidence(ctx, input.inspectionId)),
  // What the list's evidence ZIP would hold, or why it would be refused (bulk-routes.ts).
  zipSummary: protectedProcedure
    .meta({ requires: 'session' })
    .input(EvidenceZipFilters)
    .query(({ ctx, input }) => summariseListZip(ctx, input)),
  withdraw: permissionProcedure('evidence:withdraw')
    .input(WithdrawEvidenceInput)
    .mutation(({ ctx, input }) => withdrawEvidence(ctx, input)),
  explainFlag: permissionProcedure('evidence:explain_flags')
    .input(ExplainFlagInput)
    .mutation(({ ctx, input }) => explainPhotoFlag(ctx, input)),
  /** Photo flags on an installer's inspections (the installer profile's figures). */
  installerFlagCounts: permissionProcedure('installers:view')
    .input(InstallerFlagCountsInput)
    .query(({ ctx, input }) => installerPhotoFlagCounts(ctx, input.installerId)),
  /** The photo checks' distance: everyone signed in reads it, administrators change it. */
  checks: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'evidenceChecks')),
  saveChecks: permissionProcedure('settings:manage')
    .input(EvidenceChecksSettingInput)
    .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'evidenceChecks', input)),
  propertyCoordinates: permissionProcedure('settings:manage').query(({ ctx }) =>
    propertyCoordinatesSummary(ctx),
  ),
  importPropertyCoordinates: permissionProcedure('settings:manage')
    .input(ImportCoordinatesInput)
    .mutation(({ ctx, input }) => importPropertyCoordinates(ctx, input.rows)),
});
