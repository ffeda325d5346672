import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPercent } from '@shared/dashboard/kpis';
import { ChartCard } from './chart-card';
import type { DashboardSummary } from './dashboard-types';

const GRADING_COLOURS = { Green: '#047857', Amber: '#b45309', Red: '#b91c1c' } as const;
const TOP_AREAS = 12;

type Show = { trends: boolean; regions: boolean; gradings: boolean };

/** The Overview's charts (this module is its own lazy chunk with Recharts). */
export default function DashboardCharts({
  summary,
  show,
}: {
  summary: DashboardSummary;
  show: Show;
}) {
  const points = summary.trend.points;
  const volume = points.reduce((n, p) => n + p.total, 0);
  const areas = summary.regions.slice(0, TOP_AREAS);
  const graded = summary.gradings.reduce((n, g) => n + g.count, 0);
  const unit = summary.trend.bucket;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      {show.trends && (
        <ChartCard
          id="performance-trends"
          className="lg:col-span-2"
          title="Performance Trends"
          summary={`Inspections registered and pass rate per ${unit}; ${volume} in the period.`}
          columns={[
            unit === 'day' ? 'Day' : unit === 'week' ? 'Week' : 'Month',
            'Inspections',
            'Passed',
            'Failed',
            'Pass rate',
          ]}
          rows={points.map((p) => [
            p.label,
            p.total,
            p.passed,
            p.failed,
            formatPercent(p.passRate),
          ])}
          isEmpty={volume === 0}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis
                yAxisId="rate"
                orientation="right"
                domain={[0, 100]}
                unit="%"
                tick={{ fontSize: 12 }}
              />
              <Tooltip />
              <Legend />
              <Bar yAxisId="count" dataKey="total" name="Inspections" fill="#94a3b8" />
              <Line
                yAxisId="rate"
                dataKey="passRate"
                name="Pass rate (%)"
                stroke="#047857"
                strokeWidth={2}
                connectNulls
                dot={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
      {show.regions && (
        <ChartCard
          id="regional-distribution"
          title="Regional Distribution"
          summary={
            summary.regions.length > TOP_AREAS
              ? `Inspections by postcode area; the ${TOP_AREAS} busiest of ${summary.regions.length} areas are drawn.`
              : 'Inspections by postcode area.'
          }
          columns={['Postcode area', 'Inspections']}
          rows={summary.regions.map((r) => [r.area, r.count])}
          isEmpty={areas.length === 0}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={areas} layout="vertical" accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="area" width={48} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="count" name="Inspections" fill="#0f766e" />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
      {show.gradings && (
        <ChartCard
          id="grading-distribution"
          title="Grading Distribution"
          summary={`EWI overall gradings: Green (compliant), Amber (minor issues), Red (major issues); ${graded} graded.`}
          columns={['Grading', 'Inspections']}
          rows={summary.gradings.map((g) => [g.grading, g.count])}
          isEmpty={graded === 0}
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={summary.gradings}
                dataKey="count"
                nameKey="grading"
                rootTabIndex={-1}
                innerRadius="45%"
                outerRadius="80%"
                label
              >
                {summary.gradings.map((g) => (
                  <Cell key={g.grading} fill={GRADING_COLOURS[g.grading]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
    </div>
  );
}
