import { z } from 'zod';
import { IMPORT_MODES } from './catalogue';

/**
 * Starting an import after its dry run. `acceptWarnings`: the user accepts the entry warnings
 * the dry run listed (measures: UPRN and address checks, docs/sampling.md); without it the rows
 * with warnings are refused and the others imported.
 */
export const StartImportInput = z.object({
  id: z.string().uuid(),
  mode: z.enum(IMPORT_MODES),
  acceptWarnings: z.boolean().default(false),
});
export type StartImportInput = z.input<typeof StartImportInput>;
