import { Badge } from '@/web/components/ui/badge';

type InspectedFacts = { isInspected: boolean; hasFailed: boolean };

/** Whether a measure counts as achieved in the plan, and whether any inspection of it failed. */
export function InspectedBadge({ isInspected, hasFailed }: InspectedFacts) {
  if (!isInspected) return <Badge>Not inspected</Badge>;
  if (hasFailed) return <Badge className="bg-red-100 text-red-900">Inspected: failed</Badge>;
  return <Badge tone="brand">Inspected: passed</Badge>;
}
