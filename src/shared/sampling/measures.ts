import { z } from 'zod';

/** The measures register's page size (issue 30 point 3). */
export const MEASURE_PAGE_SIZE = 25;

/** Server sort keys of the measures list; they double as the table's column ids. */
export const MEASURE_SORTS = ['installedDate', 'umr', 'installer', 'category', 'postcode'] as const;
export type MeasureSort = (typeof MEASURE_SORTS)[number];

/**
 * Inspected or not, as the plan counts it (docs/sampling.md): 'yes' is a measure with a
 * completed inspection (Passed or Failed), 'no' one without, whatever is pending on it.
 */
export const MEASURE_INSPECTED_FILTERS = ['yes', 'no'] as const;
export type MeasureInspectedFilter = (typeof MEASURE_INSPECTED_FILTERS)[number];

const id = z.uuid('Not a valid id');

/** sampling.measures.list: the register, filtered, searched, sorted and paged on the server. */
export const MeasureListInput = z.object({
  search: z.string().trim().max(200, 'Search is too long').default(''),
  schemeId: id.optional(),
  installerId: id.optional(),
  category: z.string().trim().min(1).max(60).optional(),
  quarter: z
    .string()
    .regex(/^\d{4}-Q[1-4]$/, 'Quarter must look like 2026-Q1')
    .optional(),
  inspected: z.enum(MEASURE_INSPECTED_FILTERS).optional(),
  sort: z.enum(MEASURE_SORTS).default('installedDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(MEASURE_PAGE_SIZE),
});
export type MeasureListInput = z.input<typeof MeasureListInput>;
export type MeasureListQuery = z.output<typeof MeasureListInput>;

export const MeasureIdInput = z.object({ id });
