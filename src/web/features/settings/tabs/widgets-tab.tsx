import { DASHBOARD_WIDGETS, isWidgetVisible } from '@/shared/dashboard-widgets';
import { Card } from '@/web/components/ui/card';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { useSaveWidgetSettings, useWidgetSettings } from '../api/use-widget-settings';

/** The signed-in user's own dashboard widgets (every user may choose theirs). */
export function WidgetsTab() {
  const widgets = useWidgetSettings();
  const save = useSaveWidgetSettings();

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
