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
import type { DashboardSummary } from './dashboard-types';

const GRADING_COLOURS = { Green: '#047857', Amber: '#b45309', Red: '#b91c1c' } as const;

export type ChartKind = 'trends' | 'regions' | 'gradings';

/**
 * One of the Overview's chart drawings (this module is its own lazy chunk with Recharts). The
 * cards around them, with their titles and data tables, are in dashboard-charts.tsx.
 */
export default function ChartDrawing({
  kind,
  summary,
  areas,
}: {
  kind: ChartKind;
  summary: DashboardSummary;
  /** The postcode areas drawn (the busiest). */
  areas: DashboardSummary['regions'];
}) {
  const points = summary.trend.points;
  if (kind === 'trends')
    return (
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
    );
  if (kind === 'regions')
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={areas} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="area" width={48} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name="Inspections" fill="#0f766e" />
        </BarChart>
      </ResponsiveContainer>
    );
  return (
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
  );
}
