import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { INITIATIVE_DEFAULTS } from '@/shared/improvements/catalogue';
import type { CreateInitiativeInput } from '@/shared/improvements/inputs';
import type { InitiativeCard } from './types';

export type InitiativeFormValues = z.output<typeof CreateInitiativeInput>;
export type InitiativeForm = UseFormReturn<
  z.input<typeof CreateInitiativeInput>,
  unknown,
  InitiativeFormValues
>;

/** A new initiative's form: empty texts, the catalogue's default category, priority and status. */
export const NEW_INITIATIVE = {
  title: '',
  description: '',
  category: INITIATIVE_DEFAULTS.category,
  priority: INITIATIVE_DEFAULTS.priority,
  status: INITIATIVE_DEFAULTS.status,
  progress: INITIATIVE_DEFAULTS.progress,
  expectedImpact: '',
  startDate: '',
  targetDate: '',
  ownerId: '',
  resources: '',
};

/** The form's values for an initiative being edited (an unset date or owner is an empty box). */
export const initiativeFormValues = (i: InitiativeCard) => ({
  title: i.title,
  description: i.description,
  category: i.category,
  priority: i.priority,
  status: i.status,
  progress: i.progress,
  expectedImpact: i.expectedImpact,
  startDate: i.startDate ?? '',
  targetDate: i.targetDate ?? '',
  ownerId: i.ownerId ?? '',
  resources: i.resources,
});
