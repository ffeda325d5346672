import { z } from 'zod';
import { maxLengthMessage } from '../inspections/validation';

/** Support > FAQ: questions grouped by category, kept per tenant and edited by an ADMIN. */
export const FAQ_CATEGORY_MAX = 80;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5_000;
export const FAQ_SEARCH_MAX = 200;

export const FaqListInput = z.strictObject({
  /** Matches the question or the answer, case-insensitive. */
  search: z.string().trim().max(FAQ_SEARCH_MAX).default(''),
});
export type FaqListInput = z.input<typeof FaqListInput>;

const faqFields = {
  category: z
    .string({ message: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(FAQ_CATEGORY_MAX, maxLengthMessage('Category', FAQ_CATEGORY_MAX)),
  question: z
    .string({ message: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(FAQ_QUESTION_MAX, maxLengthMessage('Question', FAQ_QUESTION_MAX)),
  answer: z
    .string({ message: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(FAQ_ANSWER_MAX, maxLengthMessage('Answer', FAQ_ANSWER_MAX)),
};

export const FaqFields = z.strictObject(faqFields);
export type FaqFields = z.input<typeof FaqFields>;

export const CreateFaqInput = FaqFields;
export type CreateFaqInput = FaqFields;

export const UpdateFaqInput = z.strictObject({ id: z.uuid(), ...faqFields });
export type UpdateFaqInput = z.input<typeof UpdateFaqInput>;

export const FaqIdInput = z.strictObject({ id: z.uuid() });

/** Moves an entry one place up or down within its category. */
export const MoveFaqInput = z.strictObject({ id: z.uuid(), direction: z.enum(['up', 'down']) });
export type MoveFaqInput = z.input<typeof MoveFaqInput>;

/**
 * What every tenant starts with (spec 02 'Support': Getting Started,
 * Inspections, Reports & Data), written for this product. An ADMIN changes
 * or deletes them like any other entry.
 */
export const DEFAULT_FAQS: readonly { category: string; question: string; answer: string }[] = [
  {
    category: 'Getting Started',
    question: 'How do I sign in?',
    answer:
      'Open the portal and sign in with the e-mail address and password your administrator gave you. If your organisation requires multi-factor authentication, you are asked to set up an authenticator app on first sign-in and to enter its 6-digit code each time after that.',
  },
  {
    category: 'Getting Started',
    question: 'I forgot my password or lost my authenticator. What do I do?',
    answer:
      'Ask an administrator: they can set a new password for you under Admin Settings > Users. If you still have a backup code, you can use it instead of the 6-digit code and then reset MFA under Account Settings.',
  },
  {
    category: 'Getting Started',
    question: 'Why can I not see some pages or buttons?',
    answer:
      'What you can do depends on your role (ADMIN, COORDINATOR or INSPECTOR) and the permissions your organisation grants it. Pages your role cannot use tell you so. Admin Settings > Roles & Permissions shows the full matrix.',
  },
  {
    category: 'Inspections',
    question: 'How do I register a new inspection?',
    answer:
      'Use Register Inspection from Inspections (or the home page), fill in the property, measure type and installer, and save. The inspection gets a reference and appears in View Inspections, where it can be scheduled, assigned and worked.',
  },
  {
    category: 'Inspections',
    question: 'What is the pending queue?',
    answer:
      'The pending queue lists inspections waiting for someone to act: to be scheduled, assigned or completed. Filter it by status or inspector and open an inspection to record the outcome.',
  },
  {
    category: 'Inspections',
    question: 'What happens when an inspection fails?',
    answer:
      'Record the defects found on the inspection. Each defect gets a due date from its severity (critical health and safety issues within hours, others within weeks), and follow-ups track the installer’s remedial work until it is verified.',
  },
  {
    category: 'Reports & Data',
    question: 'How do I export data?',
    answer:
      'Lists such as View Inspections, Installers and the Audit Log offer CSV or Excel exports of what the current filters show. Reports generates PDF, CSV and Excel reports for a period, and can send them on a schedule.',
  },
  {
    category: 'Reports & Data',
    question: 'Can I customise report templates?',
    answer:
      'Yes. Admin users can customise report templates: scheduled reports on the Reports page keep a name, preset, filters, format and cadence that can be edited, and Admin Settings > Email Templates holds the wording of the e-mails the portal sends.',
  },
  {
    category: 'Reports & Data',
    question: 'How long is data kept?',
    answer:
      'An administrator sets retention periods per record type under Admin Settings > Data Retention. Records older than their period are removed once a day; record types without a period are kept.',
  },
];
