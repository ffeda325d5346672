import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DASHBOARD_WIDGETS, isWidgetVisible } from '@/shared/dashboard-widgets';
import { Card } from '@/web/components/ui/card';
import { useTRPC } from '@/web/lib/trpc';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';

/** The signed-in user's own dashboard widgets (every user may choose theirs). */
export function WidgetsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const widgets = useQuery(trpc.settings.widgets.get.queryOptions());
  const save = useMutation(
    trpc.settings.widgets.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.widgets.get.queryKey(), data);
        toast.success('Dashboard widgets saved');
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );

  if (widgets.isPending) return <TableSkeleton label="Loading widgets" />;
  if (widgets.isError)
    return (
      <ErrorState
        title="Could not load widgets"
        message={describeError(widgets.error).message}
        onRetry={() => void widgets.refetch()}
      />
    );

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Dashboard Widgets</h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose which widgets your dashboard shows. This applies to your account only.
      </p>
      <div className="mt-4 divide-y divide-slate-200">
        {DASHBOARD_WIDGETS.map((widget) => (
          <ToggleSwitch
            key={widget.key}
            label={widget.label}
            checked={isWidgetVisible(widgets.data, widget.key)}
            disabled={save.isPending}
            onChange={(visible) => save.mutate({ ...widgets.data, [widget.key]: visible })}
          />
        ))}
      </div>
    </Card>
  );
}
