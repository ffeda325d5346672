/**
 * The dashboard's widgets. Each user chooses which are visible (Admin Settings
 * > Widgets, stored in user_settings.widgets); a widget missing there is shown.
 */
export const DASHBOARD_WIDGETS = [
  { key: 'kpis', label: 'KPI cards' },
  { key: 'counts', label: 'Inspection counts' },
  { key: 'performanceTrends', label: 'Performance Trends' },
  { key: 'regionalDistribution', label: 'Regional Distribution' },
  { key: 'gradingDistribution', label: 'Grading Distribution' },
  { key: 'quickReports', label: 'Quick Reports' },
  { key: 'quickActions', label: 'Quick Actions' },
  { key: 'recentActivity', label: 'Recent Activity' },
] as const;
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGETS)[number]['key'];

export function isWidgetVisible(visibility: Record<string, boolean>, key: DashboardWidgetKey) {
  return visibility[key] !== false;
}
