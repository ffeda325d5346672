import { formatDate } from '@/shared/format';
import { REPORT_FORMAT_LABELS } from '@/shared/reports/catalogue';
import { listDays } from '@/shared/reports/period';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/web/components/ui/card';
import type { ReportOverview } from './report-types';

const FORMAT_COLOURS = { csv: '#047857', xlsx: '#1d4ed8', pdf: '#b45309' } as const;

/** A chart hidden from assistive technology, its data given as a visually hidden table instead. */
function ChartPanel(props: {
  id: string;
  title: string;
  columns: [string, string];
  rows: [string, number][];
  children: ReactNode;
}) {
  const isEmpty = props.rows.every(([, n]) => n === 0);
  return (
    <Card className="min-w-0" role="region" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      {isEmpty ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No reports in this period.
        </p>
      ) : (
        <>
          {/* Clipped: before ResizeObserver reports the card's width, Recharts may draw wider. */}
          <div className="mt-4 h-64 min-w-0 overflow-hidden" aria-hidden="true">
            {props.children}
          </div>
          {/* The wrapper clips the table: `sr-only` on a <table> itself does not (tables ignore
              width and overflow), and the page would scroll through its full height. */}
          <div className="sr-only">
            <table>
              <caption>{props.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.columns[0]}</th>
                  <th scope="col">{props.columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {props.rows.map(([label, n]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    <td>{n}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** Reports per day and by format (its own lazy chunk with Recharts). */
export default function ReportsCharts({ overview }: { overview: ReportOverview }) {
  const counts = new Map(overview.perDay.map((d) => [d.day, d.n]));
  const days = listDays(overview.from, overview.to).map((day) => ({
    day: formatDate(day).slice(0, 5),
    label: formatDate(day),
    reports: counts.get(day) ?? 0,
  }));
  const formats = overview.byFormat.map((f) => ({
    format: f.format,
    name: REPORT_FORMAT_LABELS[f.format],
    value: f.n,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartPanel
        id="reports-per-day"
        title="Reports per Day"
        columns={['Day', 'Reports']}
        rows={days.map((d) => [d.label, d.reports])}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="reports" name="Reports" fill="#047857" />
          </BarChart>
        </ResponsiveContainer>
      </ChartPanel>
      <ChartPanel
        id="reports-by-format"
        title="Reports by Format"
        columns={['Format', 'Reports']}
        rows={formats.map((f) => [f.name, f.value])}
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={formats}
              dataKey="value"
              nameKey="name"
              rootTabIndex={-1}
              outerRadius={90}
              label
            >
              {formats.map((f) => (
                <Cell key={f.format} fill={FORMAT_COLOURS[f.format]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartPanel>
    </div>
  );
}
