import { formatDate, formatDateTime } from '@/shared/format';
import { formatCallDuration } from '@/shared/installers/contact-rules';
import { useCalls } from '../api/use-calls';
import {
  CALL_OUTCOME_LABELS,
  CALL_PURPOSE_LABELS,
  CALL_TYPE_LABELS,
} from '../shared/contact-labels';
import { QueryBoundary } from '@/web/components/query-states';
import { CallForm } from './call-form';

/** The call log, newest contact first as the server orders it. */
export function CallsPanel({ installerId }: { installerId: string }) {
  const query = useCalls(installerId);
  return (
    <div className="space-y-6">
      <section aria-labelledby="log-call-heading">
        <h3 id="log-call-heading" className="mb-3 text-sm font-semibold text-slate-900">
          Log a call
        </h3>
        <CallForm installerId={installerId} />
      </section>
      <section aria-labelledby="calls-list-heading">
        <h3 id="calls-list-heading" className="text-sm font-semibold text-slate-900">
          Call history
        </h3>
        <QueryBoundary
          query={query}
          label="Loading calls"
          emptyText="No calls logged yet. Record your first call to get started."
        >
          {(calls) => (
            <ul className="divide-y divide-slate-200">
              {calls.map((call) => (
                <li key={call.id} className="space-y-1 py-3 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-medium text-slate-900">
                      {CALL_TYPE_LABELS[call.type]} call · {CALL_PURPOSE_LABELS[call.purpose]}
                    </p>
                    <p className="text-xs text-slate-600">{formatDateTime(call.contactDate)}</p>
                  </div>
                  <p className="text-slate-700">
                    {CALL_OUTCOME_LABELS[call.outcome]} · {formatCallDuration(call.duration)}
                  </p>
                  <p className="whitespace-pre-wrap text-slate-700">{call.notes}</p>
                  {call.followUpRequired && (
                    <p className="font-medium text-amber-900">
                      Follow-up required by {formatDate(call.followUpDate)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryBoundary>
      </section>
    </div>
  );
}
