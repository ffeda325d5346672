import { InspectionIdInput } from '@/shared/inspections/queries';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTRPC } from '@/web/lib/trpc';

/** The inspection named in the URL; a malformed id is never sent (the server would answer BAD_REQUEST). */
export function useInspectionQuery() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const isValidId = InspectionIdInput.safeParse({ id }).success;
  const query = useQuery(trpc.inspection.get.queryOptions({ id }, { enabled: isValidId }));
  return { id, isValidId, query };
}
