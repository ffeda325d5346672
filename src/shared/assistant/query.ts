import { z } from 'zod';
import { DEFECT_SEVERITIES } from '../defects/catalogue';
import { FOLLOWUP_PRIORITIES } from '../followups/catalogue';
import { MEASURE_CODES } from '../inspections/measures';
import { PeriodSchema } from './contract';

/**
 * The typed query (issue 35 point 1): the one contract between reading a
 * question (the local reader or a language model) and answering it. Whatever
 * proposes it, the server validates it with this schema, resolves the names
 * against the tenant's own data and computes the figure itself.
 */
export const QUERY_MEASURES = [
  'count',
  'rate',
  'list',
  'money',
  'topN',
  'yesno',
  /** One record's or the whole subject's figures: an installer's profile, the statistics cards. */
  'summary',
  /** One inspection by its reference or policy ID. */
  'lookup',
  /** Spec 01 section 9's analysis of one inspection. */
  'analysis',
] as const;
export const QUERY_SUBJECTS = [
  'inspections',
  'visits',
  'followups',
  'defects',
  'payments',
  'installers',
  'overdue',
  /** Pending proposals to move an installer to enhanced monitoring. */
  'proposals',
] as const;
/** Which date of a record a period is read against. */
export const PERIOD_BASES = ['outcome', 'scheduled', 'registered', 'due'] as const;
export const QUERY_STATUSES = [
  'passed',
  'failed',
  'pending',
  'open',
  'overdue',
  /** Defects due in the next 7 days (and those already overdue). */
  'due_soon',
  /** Installers with a risk score of 8 or more. */
  'high_risk',
] as const;

export const QueryFilters = z.strictObject({
  /** An inspector's or user's name as asked; matched against the tenant's people. */
  inspector: z.string().trim().min(1).max(80).nullable().default(null),
  /** An installer's name, trading name, licence (QMP) number or id; matched against the register. */
  installer: z.string().trim().min(1).max(120).nullable().default(null),
  measureCodes: z.array(z.enum(MEASURE_CODES)).max(MEASURE_CODES.length).default([]),
  status: z.enum(QUERY_STATUSES).nullable().default(null),
  severity: z.enum(DEFECT_SEVERITIES).nullable().default(null),
  priority: z.enum(FOLLOWUP_PRIORITIES).nullable().default(null),
  monitoring: z.enum(['Standard', 'Enhanced']).nullable().default(null),
  /** 'my …': the asking user's own records. */
  mine: z.boolean().default(false),
  /** An inspection reference (INS-YYYY-NNNNNN) or policy ID, for a lookup or an analysis. */
  reference: z.string().trim().min(1).max(60).nullable().default(null),
});
export type QueryFilters = z.output<typeof QueryFilters>;

export const QueryPeriod = PeriodSchema.extend({ basis: z.enum(PERIOD_BASES) });
export type QueryPeriod = z.output<typeof QueryPeriod>;

export const AssistantQuery = z.strictObject({
  measure: z.enum(QUERY_MEASURES),
  subject: z.enum(QUERY_SUBJECTS),
  filters: QueryFilters.default(QueryFilters.parse({})),
  period: QueryPeriod.nullable().default(null),
  groupBy: z.enum(['measure', 'installer', 'inspector']).nullable().default(null),
});
export type AssistantQuery = z.output<typeof AssistantQuery>;

/** The replies that need no figure: help, booking, risk and 'I can't answer that yet'. */
export const REPLY_TOPICS = ['help', 'schedule', 'risk', 'unsupported'] as const;
export type ReplyTopic = (typeof REPLY_TOPICS)[number];

/** What reading a question gives: the query, or why there is none, and every part it could not use. */
export type QueryReading =
  | { kind: 'query'; query: AssistantQuery; unused: string[] }
  /** Nothing here to compute: a forecast, an unreadable period, an unknown name, an ambiguity. */
  | { kind: 'decline'; text: string }
  /** No figure asked for: a keyword reply, or 'unsupported' when nothing could be read. */
  | { kind: 'reply'; topic: ReplyTopic };

/**
 * What a language model may propose for a question the local reader cannot
 * read (issue 35 point 6): the typed query, with its period as words ('last
 * month', 'since 1 October') that the server reads with the same UK period
 * reader, and its names as asked, which the server matches against the
 * tenant's own records. Never a figure, never dates of its own, never SQL.
 */
export const ProposedQuery = z.strictObject({
  measure: z.enum(QUERY_MEASURES),
  subject: z.enum(QUERY_SUBJECTS),
  filters: QueryFilters.default(QueryFilters.parse({})),
  period: z
    .strictObject({ words: z.string().trim().min(1).max(80), basis: z.enum(PERIOD_BASES) })
    .nullable()
    .default(null),
  groupBy: z.enum(['measure', 'installer', 'inspector']).nullable().default(null),
});
export type ProposedQuery = z.output<typeof ProposedQuery>;
