import { InspectionIdInput } from '@/shared/inspections/queries';
import { useParams } from 'react-router';
import { useInspection } from '../api/use-inspection-queries';

/** The inspection named in the URL; a malformed id is never sent (the server would answer BAD_REQUEST). */
export function useInspectionQuery() {
  const { id = '' } = useParams();
  const isValidId = InspectionIdInput.safeParse({ id }).success;
  const query = useInspection(id, isValidId);
  return { id, isValidId, query };
}
