import { z } from 'zod';
import { InspectionCompletionSettingInput, TENANT_SETTINGS } from '@/shared/settings/index';
import { PhotoSizeSettingInput } from '@/shared/evidence/photo-size';
import { widgetVisibilitySchema } from '@/shared/user-settings';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getFeatureFlags, getNotificationRules } from './admin-settings';
import { getTemplateUsage, listSampleInstallers, previewTemplate } from './email-template-usage';
import { getTenantSetting, saveTenantSetting } from './tenant-settings';
import { getUserSettings, saveUserSettings } from './user-settings';

const manage = permissionProcedure('settings:manage');

/** Dashboard widget visibility of the signed-in user (Admin Settings > Widgets; the dashboard reads it). */
const widgetsRouter = router({
  get: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getUserSettings(ctx.db, ctx.user.id, 'widgets')),
  save: protectedProcedure
    .meta({ requires: 'session' })
    .input(widgetVisibilitySchema)
    .mutation(({ ctx, input }) => saveUserSettings(ctx.db, ctx, 'widgets', input)),
});

/** Every signed-in user reads the flags (the web app hides what is off); administrators change them. */
const featureFlagsRouter = router({
  get: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getFeatureFlags(ctx.db, ctx.tenantId)),
  save: manage.input(TENANT_SETTINGS.featureFlags).mutation(async ({ ctx, input }) => {
    await saveTenantSetting(ctx.db, ctx, 'featureFlags', input);
    return getFeatureFlags(ctx.db, ctx.tenantId);
  }),
});

const notificationRulesRouter = router({
  get: manage.query(({ ctx }) => getNotificationRules(ctx.db, ctx.tenantId)),
  save: manage.input(TENANT_SETTINGS.notificationRules).mutation(async ({ ctx, input }) => {
    await saveTenantSetting(ctx.db, ctx, 'notificationRules', input);
    return getNotificationRules(ctx.db, ctx.tenantId);
  }),
});

/**
 * Whether completing an inspection needs the inspector's signature (decision 012).
 * Everyone signed in reads it (the status dialog explains it); administrators change it.
 */
const inspectionCompletionRouter = router({
  get: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'inspectionCompletion')),
  save: manage
    .input(InspectionCompletionSettingInput)
    .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'inspectionCompletion', input)),
});

/**
 * Longest side a photo keeps on upload (issue 32 point 6). Everyone signed in reads it (the
 * upload buttons resize to it and say so); administrators change it.
 */
const photoSizeRouter = router({
  get: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'photoSize')),
  save: manage
    .input(PhotoSizeSettingInput)
    .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'photoSize', input)),
});

const PreviewInput = z
  .object({
    subject: z.string().max(300, 'Subject must be no more than 300 characters'),
    body: z.string().max(20_000, 'Body must be no more than 20000 characters'),
    installerId: z.string().uuid('Installer format is invalid').optional(),
  })
  .strict();

/** Figures and preview of Admin Settings > Email Templates (the templates are installerContacts.templates.*). */
const emailTemplatesRouter = router({
  usage: permissionProcedure('installers:view').query(({ ctx }) => getTemplateUsage(ctx)),
  sampleInstallers: permissionProcedure('installers:view').query(({ ctx }) =>
    listSampleInstallers(ctx),
  ),
  preview: permissionProcedure('installers:view')
    .input(PreviewInput)
    .query(({ ctx, input }) => previewTemplate(ctx, input, ctx.services)),
});

/**
 * Mounted by the app router as `settings`, together with retention's
 * `dataRetention`: retention reads tenant settings, so settings must not
 * import retention (features depend on each other in one direction).
 */
export const settingsRouters = {
  widgets: widgetsRouter,
  featureFlags: featureFlagsRouter,
  notificationRules: notificationRulesRouter,
  emailTemplates: emailTemplatesRouter,
  inspectionCompletion: inspectionCompletionRouter,
  photoSize: photoSizeRouter,
};
