import type { Operation } from '../operation';
import { defectOperations } from './defects';
import { evidenceOperations } from './evidence';
import { inspectionOperations } from './inspections';
import { installerOperations } from './installers';
import { measureOperations } from './measures';
import { reportOperations } from './reports';

/**
 * The public API: one table, from which both the routes (routes.ts) and the OpenAPI document
 * (openapi.ts) are made, so the two cannot drift apart.
 */
export const OPERATIONS: readonly Operation[] = [
  ...inspectionOperations,
  ...installerOperations,
  ...measureOperations,
  ...defectOperations,
  ...evidenceOperations,
  ...reportOperations,
];
