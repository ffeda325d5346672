/** '1 inspection', '3 inspections'. */
export const plural = (count: number) => `${count} ${count === 1 ? 'inspection' : 'inspections'}`;

/** 'Assigned 2 inspections to Ivy Lane' (and how many already were hers). */
export function describeAssigned(result: {
  assigned: number;
  unchanged: number;
  inspectorName: string;
}) {
  const done = `Assigned ${plural(result.assigned)} to ${result.inspectorName}`;
  return result.unchanged > 0
    ? `${done}; ${plural(result.unchanged)} already ${result.unchanged === 1 ? 'was' : 'were'}`
    : done;
}
