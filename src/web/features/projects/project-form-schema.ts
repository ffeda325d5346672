import type { z } from 'zod';
import { CreateProjectInput, UpdateProjectInput } from '@/shared/projects/project-inputs';

/**
 * Create and edit share ProjectFormFields, so they share one set of values:
 * the create procedure's fields plus the status only the edit form shows.
 */
export const ProjectFormSchema = CreateProjectInput.extend({
  status: UpdateProjectInput.shape.status.optional(),
});
export type ProjectFormValues = z.input<typeof ProjectFormSchema>;
