import { ESCALATION_STATUSES } from '@/shared/installers/catalogue';
import { Select } from '@/web/components/ui/select';
import { useSetEscalationStatus } from '../api/use-monitoring-actions';

type EscalationStatus = (typeof ESCALATION_STATUSES)[number];

type EscalationStatusSelectProps = { id: string; installerName: string; status: EscalationStatus };

/** Changes a case's status at once; Resolved stamps the resolution time on the server. */
export function EscalationStatusSelect({ id, installerName, status }: EscalationStatusSelectProps) {
  const mutation = useSetEscalationStatus();
  const selectId = `escalation-status-${id}`;
  return (
    <div className="w-full shrink-0 sm:w-44">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
        Status<span className="sr-only"> of the escalation for {installerName}</span>
      </label>
      <Select
        id={selectId}
        className="mt-1"
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
    </div>
  );
}
