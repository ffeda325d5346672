import { cleanRecipients } from './contact-rules';
import { boundedDateTime, optionalCalendarDate } from '../dates';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../inspections/options';
import {
  EMAIL_SHAPE,
  formatMessage,
  isBlank,
  LONG_TEXT_MAX,
  maxLengthMessage,
  requiredMessage,
  TEXT_MAX,
} from '../inspections/validation';
import {
  CALL_OUTCOMES,
  CALL_PURPOSES,
  CALL_TYPES,
  EMAIL_PRIORITIES,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
  EMAIL_TEMPLATE_CATEGORIES,
  INSTALLER_SORT_FIELDS,
  INSTALLER_STATUSES,
  MONITORING_TYPES,
  NOTE_PRIORITIES,
  NOTE_TYPES,
  REVIEW_FREQUENCIES,
} from './catalogue';

const text = (field: string, max = TEXT_MAX) =>
  z.string().trim().max(max, maxLengthMessage(field, max));
const required = (field: string, max = TEXT_MAX) => text(field, max).min(1, requiredMessage(field));
const optional = (field: string, max = TEXT_MAX) => text(field, max).default('');
const optionalEmail = (field: string) =>
  optional(field).refine((v) => isBlank(v) || EMAIL_SHAPE.test(v), formatMessage(field));

export const InstallerIdInput = z.object({ id: z.string().uuid() });

export const InstallerListInput = z.object({
  search: z.string().trim().max(TEXT_MAX).default(''),
  status: z.union([z.enum(INSTALLER_STATUSES), z.literal('')]).default(''),
  monitoringType: z.union([z.enum(MONITORING_TYPES), z.literal('')]).default(''),
  sort: z.enum(INSTALLER_SORT_FIELDS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type InstallerListInput = z.input<typeof InstallerListInput>;
export const InstallerFiltersInput = InstallerListInput.omit({ page: true, limit: true });

export const InstallerFormInput = z.object({
  name: required('Name'),
  email: optionalEmail('Email'),
  phone: optional('Phone', 30),
  address: optional('Address', 500),
  qmpCertNumber: optional('QMP certificate number', 50),
  companyNumber: optional('Company number', 20),
  status: z.enum(INSTALLER_STATUSES).default('Active'),
  monitoringType: z.enum(MONITORING_TYPES).default('Standard'),
  assignedInspector: optional('Assigned inspector'),
  notes: optional('Notes', LONG_TEXT_MAX),
  tags: z.array(z.string().max(50)).max(20).default([]),
});
export type InstallerFormInput = z.input<typeof InstallerFormInput>;

export const UpdateInstallerInput = InstallerFormInput.extend({
  id: z.string().uuid(),
  expectedVersion: z.number().int().min(1),
});
export const SetInstallerStatusInput = z.object({
  id: z.string().uuid(),
  status: z.enum(INSTALLER_STATUSES),
  reason: optional('Reason', 1000),
});
export const SetMonitoringTypeInput = z.object({
  id: z.string().uuid(),
  monitoringType: z.enum(MONITORING_TYPES),
  reason: required('Reason', 1000),
});

// Notes: title and content required after trimming (spec 02 section 5).
export const NoteInput = z.object({
  installerId: z.string().uuid(),
  title: required('Title'),
  content: required('Content', LONG_TEXT_MAX),
  type: z.enum(NOTE_TYPES).default('general'),
  priority: z.enum(NOTE_PRIORITIES).default('medium'),
  isPrivate: z.boolean().default(false),
  tags: z.array(z.string().max(50)).max(20).default([]),
  reminderDate: optionalCalendarDate('Enter a valid reminder date').default(''),
});
export const UpdateNoteInput = NoteInput.omit({ installerId: true }).extend({
  id: z.string().uuid(),
});
export const NoteIdInput = z.object({ id: z.string().uuid() });

// Calls: notes required after trimming; duration a whole number of at least 0, default 0.
export const CallInput = z.object({
  installerId: z.string().uuid(),
  type: z.enum(CALL_TYPES).default('outbound'),
  purpose: z.enum(CALL_PURPOSES).default('general'),
  duration: z
    .number({ message: 'Duration must be a whole number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(0, 'Duration must be at least 0')
    .default(0),
  outcome: z.enum(CALL_OUTCOMES).default('completed'),
  notes: required('Notes', LONG_TEXT_MAX),
  followUpRequired: z.boolean().default(false),
  followUpDate: optionalCalendarDate('Enter a valid follow-up date').default(''),
  contactDate: boundedDateTime().optional(),
});

export const EMAIL_REQUIRED_MESSAGE = 'Please fill in all required fields (To, Subject, Body)';

export const EmailDraftInput = z.object({
  installerId: z.string().uuid().optional(),
  id: z.string().uuid().optional(),
  to: z.array(z.string().max(TEXT_MAX)).max(50).default([]),
  cc: z.array(z.string().max(TEXT_MAX)).max(50).default([]),
  bcc: z.array(z.string().max(TEXT_MAX)).max(50).default([]),
  subject: optional('Subject', 300),
  body: optional('Body', 20_000),
  templateId: z.string().uuid().optional(),
  priority: z.enum(EMAIL_PRIORITIES).default('normal'),
});
export type EmailDraftInput = z.input<typeof EmailDraftInput>;

/** One message reaches at most this many people (To, Cc and Bcc together): docs/security-ownership.md. */
export const MAX_RECIPIENTS_PER_EMAIL = 50;
export const TOO_MANY_RECIPIENTS_MESSAGE = `An e-mail can go to at most ${MAX_RECIPIENTS_PER_EMAIL} recipients (To, Cc and Bcc together).`;

export const SendEmailInput = EmailDraftInput.superRefine((email, ctx) => {
  if (email.to.every(isBlank) || isBlank(email.subject) || isBlank(email.body)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: EMAIL_REQUIRED_MESSAGE });
  }
  if (cleanRecipients([...email.to, ...email.cc, ...email.bcc]).length > MAX_RECIPIENTS_PER_EMAIL) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: TOO_MANY_RECIPIENTS_MESSAGE });
  }
});

export const BulkEmailInput = z.object({
  installerIds: z.array(z.string().uuid()).min(1, 'Select at least one installer').max(500),
  subject: required('Subject', 300),
  body: required('Body', 20_000),
  templateId: z.string().uuid().optional(),
});

export const TemplateInput = z.object({
  name: required('Name'),
  category: z.enum(EMAIL_TEMPLATE_CATEGORIES),
  subject: required('Subject', 300),
  body: required('Body', 20_000),
  isActive: z.boolean().default(true),
});

export const MonitoringSettingsInput = z.object({
  volumeThreshold: z.number().int().min(1, 'Volume threshold must be at least 1').max(100_000),
  riskScoreThreshold: z
    .number()
    .min(0, 'Risk score threshold must be between 0 and 10')
    .max(10, 'Risk score threshold must be between 0 and 10'),
  reviewFrequency: z.enum(REVIEW_FREQUENCIES),
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  notifyDashboard: z.boolean(),
  autoApplyEnhanced: z.boolean(),
});

export const EscalationInput = z.object({
  installerId: z.string().uuid(),
  priority: z.enum(ESCALATION_PRIORITIES),
  reason: required('Reason', 2000),
  owner: optional('Owner'),
  dueDate: optionalCalendarDate('Enter a valid due date').default(''),
});
export const EscalationStatusInput = z.object({
  id: z.string().uuid(),
  status: z.enum(ESCALATION_STATUSES),
});
export const ESCALATION_FILTERS = ['all', 'high', 'medium', 'overdue'] as const;
