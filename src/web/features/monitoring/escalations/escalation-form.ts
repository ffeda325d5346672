import { ESCALATION_PRIORITIES } from '@/shared/installers/catalogue';
import { EscalationInput } from '@/shared/installers/schemas';
import { z } from 'zod';

// The procedure's schema, with a message for "nothing chosen" instead of Zod's UUID wording.
export const EscalationForm = EscalationInput.extend({
  installerId: z.string().uuid('Choose an installer'),
});
export type EscalationFormInput = z.input<typeof EscalationForm>;
export type EscalationFormOutput = z.output<typeof EscalationForm>;

export const ESCALATION_FORM_DEFAULTS: EscalationFormInput = {
  installerId: '',
  priority: ESCALATION_PRIORITIES[0],
  reason: '',
  owner: '',
  dueDate: '',
};
