import type { CardRole, DataTableColumnMeta } from './types';

export type PlannedColumn = { id: string; header?: unknown; meta?: DataTableColumnMeta };
export type CardPlan = { titleId: string | null; fields: { id: string; label: string }[] };

function readRole(column: PlannedColumn): CardRole {
  return column.meta?.card ?? 'field';
}

/**
 * Which column heads a narrow-screen card and which become label/value pairs. The title is
 * the column marked `title`, else the first one; a field's label is its header text.
 */
export function planCard(columns: readonly PlannedColumn[]): CardPlan {
  const title = columns.find((column) => readRole(column) === 'title') ?? columns[0];
  const fields = columns
    .filter((column) => column !== title && readRole(column) !== 'hidden')
    .map((column) => ({
      id: column.id,
      label:
        column.meta?.cardLabel ?? (typeof column.header === 'string' ? column.header : column.id),
    }));
  return { titleId: title?.id ?? null, fields };
}
