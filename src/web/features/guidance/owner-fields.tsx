import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useGuidanceOwners } from './api/use-guidance-queries';

/**
 * Owner (an active user of the organisation) and review-by date: shown only
 * to holders of guidance:publish, the only ones the server lets set them.
 * `blankOwnerLabel` names what '' means (the uploader on upload).
 */
export function OwnerAndReviewFields({
  idPrefix,
  ownerId,
  reviewBy,
  onOwnerId,
  onReviewBy,
  blankOwnerLabel,
}: {
  idPrefix: string;
  ownerId: string;
  reviewBy: string;
  onOwnerId: (id: string) => void;
  onReviewBy: (date: string) => void;
  blankOwnerLabel: string;
}) {
  const owners = useGuidanceOwners();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-owner`} label="Owner">
        {(c) => (
          <Select
            id={c.id}
            value={ownerId}
            disabled={owners.isPending}
            onChange={(event) => onOwnerId(event.target.value)}
          >
            <option value="">{owners.isError ? 'Could not load people' : blankOwnerLabel}</option>
            {owners.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-review`} label="Review by">
        {(c) => (
          <Input
            id={c.id}
            type="date"
            value={reviewBy}
            onChange={(event) => onReviewBy(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
