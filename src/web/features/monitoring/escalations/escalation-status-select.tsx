import { ESCALATION_STATUSES } from '@/shared/installers/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { useSetEscalationStatus } from '../api/use-monitoring-actions';

type EscalationStatus = (typeof ESCALATION_STATUSES)[number];

type EscalationStatusSelectProps = { id: string; installerName: string; status: EscalationStatus };

/** Changes a case's status at once; Resolved stamps the resolution time on the server. */
export function EscalationStatusSelect({ id, installerName, status }: EscalationStatusSelectProps) {
  const mutation = useSetEscalationStatus();
  // The list shows many cases: the hidden words name which case this select belongs to.
  const label = (
    <span className="text-xs text-slate-700">
      Status<span className="sr-only"> of the escalation for {installerName}</span>
    </span>
  );
  return (
    <FormField id={`escalation-status-${id}`} label={label} className="w-full shrink-0 sm:w-44">
      {(c) => (
        <Select
          {...fieldAria(c)}
          value={mutation.isPending ? mutation.variables.status : status}
          disabled={mutation.isPending}
          onChange={(event) => {
            const next = ESCALATION_STATUSES.find((s) => s === event.target.value);
            if (next && next !== status) mutation.mutate({ id, status: next });
          }}
        >
          {ESCALATION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
