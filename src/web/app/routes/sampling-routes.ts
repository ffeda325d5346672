import { ClipboardCheck, PackageSearch } from 'lucide-react';
import { MEASURE_DETAIL_PATH, PATHS } from '../paths';
import type { AppRoute } from './route-types';

const VIEW_MEASURES = {
  permission: 'sampling:view',
  action: 'view lodged measures',
  title: 'Measures',
} as const;

/**
 * The monitoring programme (issue 30): the quarter's sampling plan and the register of lodged
 * measures, beside Enhanced Monitoring in the sidebar (orders between its 9 and Payments' 10).
 * No home tiles: the home grid is the spec's twenty (docs/sampling.md).
 */
export const SAMPLING_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.sampling,
    title: 'Sampling Plan',
    requires: { permission: 'sampling:view', action: 'view the sampling plan' },
    menu: { section: 'sidebar', label: 'Sampling Plan', icon: ClipboardCheck, order: 9.1 },
    page: () => import('@/web/features/sampling/plan/sampling-page').then((m) => m.SamplingPage),
  },
  {
    path: PATHS.measures,
    title: 'Measures',
    requires: VIEW_MEASURES,
    menu: { section: 'sidebar', label: 'Measures', icon: PackageSearch, order: 9.2 },
    page: () =>
      import('@/web/features/sampling/measures/measures-page').then((m) => m.MeasuresPage),
  },
  {
    path: MEASURE_DETAIL_PATH,
    title: 'Measure',
    requires: VIEW_MEASURES,
    page: () =>
      import('@/web/features/sampling/measures/measure-detail-page').then(
        (m) => m.MeasureDetailPage,
      ),
  },
];
