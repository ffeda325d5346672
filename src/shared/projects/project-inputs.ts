import { z } from 'zod';
import { LONG_TEXT_MAX, TEXT_MAX, maxLengthMessage } from '../inspections/validation';
import {
  MAX_LINKS_PER_CALL,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECTS_PAGE_SIZE,
} from './catalogue';

/** Spec 02 section 5: name required; name and description non-blank to proceed. */
const projectFields = {
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(TEXT_MAX, maxLengthMessage('Name', TEXT_MAX)),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(LONG_TEXT_MAX, maxLengthMessage('Description', LONG_TEXT_MAX)),
  type: z.enum(PROJECT_TYPES, { message: 'Type is required' }),
  priority: z.enum(PROJECT_PRIORITIES, { message: 'Priority is required' }),
};

export const CreateProjectInput = z.strictObject(projectFields);
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

export const UpdateProjectInput = z.strictObject({
  id: z.uuid(),
  ...projectFields,
  status: z.enum(PROJECT_STATUSES, { message: 'Status is required' }),
});
export type UpdateProjectInput = z.input<typeof UpdateProjectInput>;

export const PROJECT_STATUS_FILTERS = ['all', ...PROJECT_STATUSES] as const;
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

export const ListProjectsInput = z.strictObject({
  search: z.string().trim().max(TEXT_MAX).default(''),
  status: z.enum(PROJECT_STATUS_FILTERS).default('all'),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(PROJECTS_PAGE_SIZE),
});
export type ListProjectsInput = z.input<typeof ListProjectsInput>;

export const ProjectIdInput = z.strictObject({ id: z.uuid() });

export const LinkInspectionsInput = z.strictObject({
  projectId: z.uuid(),
  inspectionIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one inspection')
    .max(MAX_LINKS_PER_CALL, `Link no more than ${MAX_LINKS_PER_CALL} inspections at once`),
});
export type LinkInspectionsInput = z.input<typeof LinkInspectionsInput>;

export const UnlinkInspectionInput = z.strictObject({
  projectId: z.uuid(),
  inspectionId: z.uuid(),
});
