import { z } from 'zod';

/** The kind of answer given, carried by each answer (docs/assistant.md lists the phrasings of each). */
export const ASSISTANT_INTENTS = [
  'pending_count',
  'overdue_inspections',
  'outcome_count',
  'pass_rate',
  'my_visits',
  'high_risk_installers',
  'installer_summary',
  'inspection_lookup',
  'inspection_analysis',
  'defects_due_soon',
  'overdue_followups',
  'overdue_payments',
  'monitoring_proposals',
  'stats_summary',
  'schedule_help',
  'risk_help',
  'help',
  'unsupported',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export const ASSISTANT_QUESTION_MAX = 500;

export const AskInput = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Type a question')
    .max(ASSISTANT_QUESTION_MAX, `Questions must be ${ASSISTANT_QUESTION_MAX} characters or fewer`),
});
export type AskInput = z.input<typeof AskInput>;

/** A period of UK calendar days, both ends inclusive; `label` is how the answer names it. */
export const PeriodSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  label: z.string().max(80),
});
export type Period = z.infer<typeof PeriodSchema>;

export const AnswerLink = z.object({ label: z.string(), href: z.string() });
export type AnswerLink = z.infer<typeof AnswerLink>;

export type AnswerBasis = {
  /** What was counted, one phrase per filter ('status: pending, in progress or requires follow-up'). */
  filters: string[];
  /** The period as words and en-GB dates, or null when no period applies. */
  period: string | null;
  /** When the figure was computed, UK time ('26/11/2026, 00:10'). */
  asOf: string;
};

export type AssistantAnswer = {
  text: string;
  intent: AssistantIntent;
  basis: AnswerBasis | null;
  links: AnswerLink[];
  suggestions: string[];
  /** Parts of the question the answer could not use, named in the text before any figure. */
  unused?: string[];
  /** Figures the answer states, for checks (the evaluation set compares these). */
  figures?: Record<string, number | string | null>;
};

export type ConversationMessage = {
  id: string;
  author: 'user' | 'assistant';
  text: string;
  answer: AssistantAnswer | null;
  createdAt: string;
};

/** The spec's greeting (spec 01 section 2: it greets first). */
export const ASSISTANT_GREETING = "Hello! I'm your InspectHub assistant. How can I help you today?";

/** Spec 01 section 8, copied exactly. */
export const ASSISTANT_FAILURE_TEXT =
  'Sorry, I encountered an error processing your request. Please try again.';
export const ANALYSIS_FAILURE_TEXT = 'Failed to analyze inspection. Please try again.';
export const SUMMARY_FAILURE_TEXT = 'Unable to generate summary at this time.';

/** Spec 01 section 9: the local inspection analysis. */
export const ANALYSIS_DURATION_MINUTES = 90;
export const ANALYSIS_CONFIDENCE = 0.85;
export const ANALYSIS_HOURS = { from: '9 AM', to: '4 PM', days: 'weekdays' } as const;
export const COMPLEX_MEASURE_CODES: readonly string[] = ['EWI', 'IWI'];

/** Messages kept per user; older ones are dropped. */
export const ASSISTANT_HISTORY_LIMIT = 100;

export const DEFAULT_SUGGESTIONS = [
  'How many inspections are pending?',
  'How many inspections failed last month?',
  'Pass rate by measure this quarter',
  'Which installers are high risk?',
] as const;

export const CANNOT_ANSWER_TEXT =
  "I can't answer that yet. I answer from your data about pending and overdue inspections, results and pass rates, your visits, installers, defects, follow-ups, payments and monitoring proposals. Try one of these:";
