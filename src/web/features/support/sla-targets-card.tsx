import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  type TicketPriority,
} from '@/shared/support/catalogue';
import { SupportSlaSetting, type SupportSla } from '@/shared/support/sla';
import { FormField, fieldAria } from '@/web/components/form-field';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { describeError } from '@/web/lib/describe-error';
import { useSupportSla } from './api/use-support-queries';
import { useSaveSupportSla } from './api/use-support-settings';
import { usePermissions } from '@/web/lib/use-permissions';
import { useZodForm } from '@/web/lib/use-zod-form';

const FormSchema = SupportSlaSetting.unwrap();

type Target = 'firstResponseHours' | 'resolutionHours';

/** A cell's name: the row and column headers show it, the input carries it for screen readers. */
const targetLabel = (priority: TicketPriority, target: Target) =>
  `${TICKET_PRIORITY_LABELS[priority]}: ${target === 'firstResponseHours' ? 'first response' : 'resolution'} hours`;

/** Service-level targets per priority, in business hours; an ADMIN edits them here. */
export function SlaTargetsCard() {
  const targets = useSupportSla();
  const canEdit = usePermissions().can('settings:manage');
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Service levels</h2>
      <p className="mt-1 text-sm text-slate-600">
        Targets in business hours (Monday–Friday 09:00–17:00 UK time). The clock stops while a
        ticket is pending on its requester.
      </p>
      <div className="mt-4">
        {targets.isPending ? (
          <TableSkeleton label="Loading service levels" />
        ) : targets.isError ? (
          <ErrorState
            title="Could not load the service levels"
            message={describeError(targets.error).message}
            onRetry={() => void targets.refetch()}
          />
        ) : (
          // Not keyed on the data: a refetch must never reset what the ADMIN is typing.
          <SlaForm values={targets.data} canEdit={canEdit} />
        )}
      </div>
    </Card>
  );
}

function SlaForm({ values, canEdit }: { values: SupportSla; canEdit: boolean }) {
  const form = useZodForm(FormSchema, { defaultValues: values });
  const save = useSaveSupportSla({ onSaved: (saved) => form.reset(saved) });
  const errors = form.formState.errors;
  return (
    <form
      aria-label="Service levels"
      noValidate
      onSubmit={(event) => void form.handleSubmit((data) => save.mutate(data))(event)}
    >
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="text-left text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Priority
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                First response (hours)
              </th>
              <th scope="col" className="py-2 font-semibold">
                Resolution (hours)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {TICKET_PRIORITIES.map((priority) => (
              <tr key={priority}>
                <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                  {TICKET_PRIORITY_LABELS[priority]}
                </th>
                {(['firstResponseHours', 'resolutionHours'] as const).map((field) => (
                  <td key={field} className="py-2 pr-4">
                    <FormField
                      id={`sla-${priority}-${field}`}
                      label={targetLabel(priority, field)}
                      error={errors[priority]?.[field]?.message}
                      layout="cell"
                    >
                      {(c) => (
                        <Input
                          {...fieldAria(c)}
                          type="number"
                          min={1}
                          max={400}
                          className="w-24"
                          readOnly={!canEdit}
                          {...form.register(`${priority}.${field}`, { valueAsNumber: true })}
                        />
                      )}
                    </FormField>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <div className="mt-4 flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save service levels'}
          </Button>
        </div>
      )}
    </form>
  );
}
