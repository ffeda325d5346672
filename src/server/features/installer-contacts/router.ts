import { z } from 'zod';
import { EMAIL_TEMPLATE_CATEGORIES } from '@/shared/installers/catalogue';
import {
  BulkEmailInput,
  CallInput,
  EmailDraftInput,
  NoteIdInput,
  NoteInput,
  SendEmailInput,
  TemplateInput,
  UpdateNoteInput,
} from '@/shared/installers/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { composeEmail, polishEmail } from './email-compose';
import { listActivity, listTimeline } from './activity';
import { createCall, listCalls } from './calls';
import { deleteDocument, listDocuments } from './documents';
import { fillTemplateFor, sendBulkEmail } from './email-bulk';
import { listEmails, saveDraft, sendEmail } from './emails';
import { createNote, deleteNote, listNotes, setNoteCompleted, updateNote } from './notes';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  listTemplates,
  updateTemplate,
} from './templates';

const view = permissionProcedure('installers:view');
const edit = permissionProcedure('installers:edit');
const ForInstaller = z.object({ installerId: z.string().uuid() });
const ById = z.object({ id: z.string().uuid() });

const notes = router({
  list: view.input(ForInstaller).query(({ ctx, input }) => listNotes(ctx, input.installerId)),
  create: view.input(NoteInput).mutation(({ ctx, input }) => createNote(ctx, input)),
  update: view.input(UpdateNoteInput).mutation(({ ctx, input }) => updateNote(ctx, input)),
  delete: view.input(NoteIdInput).mutation(({ ctx, input }) => deleteNote(ctx, input.id)),
  toggleComplete: view
    .input(NoteIdInput)
    .mutation(({ ctx, input }) => setNoteCompleted(ctx, input.id)),
});

const calls = router({
  list: view.input(ForInstaller).query(({ ctx, input }) => listCalls(ctx, input.installerId)),
  create: view.input(CallInput).mutation(({ ctx, input }) => createCall(ctx, input)),
});

const emails = router({
  list: view
    .input(ForInstaller)
    .query(({ ctx, input }) => listEmails(ctx, input.installerId, ctx.services)),
  saveDraft: view.input(EmailDraftInput).mutation(({ ctx, input }) => saveDraft(ctx, input)),
  send: view
    .input(SendEmailInput)
    .mutation(({ ctx, input }) => sendEmail(ctx, input, ctx.services)),
  sendBulk: edit
    .input(BulkEmailInput)
    .mutation(({ ctx, input }) => sendBulkEmail(ctx, input, ctx.services)),
  /** AI Compose: a draft from the installer's data and the chosen template (nothing is sent or saved). */
  compose: view
    .input(ForInstaller.extend({ templateId: z.string().uuid().nullish() }))
    .mutation(({ ctx, input }) => composeEmail(ctx, input)),
  /** AI Polish: tidies the draft locally, or through the configured model. */
  polish: view
    .input(ForInstaller.extend({ body: z.string().max(20_000) }))
    .mutation(({ ctx, input }) => polishEmail(ctx, input)),
  fillTemplate: view
    .input(ForInstaller.extend({ templateId: z.string().uuid() }))
    .query(({ ctx, input }) =>
      fillTemplateFor(ctx, input.installerId, input.templateId, ctx.services),
    ),
});

const templates = router({
  list: view
    .input(z.object({ category: z.enum(EMAIL_TEMPLATE_CATEGORIES).optional() }).default({}))
    .query(({ ctx, input }) => listTemplates(ctx, input.category)),
  create: edit.input(TemplateInput).mutation(({ ctx, input }) => createTemplate(ctx, input)),
  update: edit
    .input(TemplateInput.extend({ id: z.string().uuid() }))
    .mutation(({ ctx, input }) => updateTemplate(ctx, input)),
  duplicate: edit.input(ById).mutation(({ ctx, input }) => duplicateTemplate(ctx, input.id)),
  delete: edit.input(ById).mutation(({ ctx, input }) => deleteTemplate(ctx, input.id)),
});

const activity = router({
  list: view.input(ForInstaller).query(({ ctx, input }) => listActivity(ctx, input.installerId)),
  timeline: view
    .input(ForInstaller)
    .query(({ ctx, input }) => listTimeline(ctx, input.installerId)),
});

const documents = router({
  list: view.input(ForInstaller).query(({ ctx, input }) => listDocuments(ctx, input.installerId)),
  delete: edit
    .input(ById)
    .mutation(({ ctx, input }) => deleteDocument(ctx, input.id, ctx.services.storage, ctx.logger)),
});

/** Mounted by the app router as `installerContacts: router(installerContactsRouters)`. */
export const installerContactsRouters = { notes, calls, emails, templates, activity, documents };
