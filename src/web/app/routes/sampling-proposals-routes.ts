import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

/** The monitoring programme's proposals (issue 30 point 6); the plan page links to it. */
export const SAMPLING_PROPOSALS_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.samplingProposals,
    title: 'Inspection Proposals',
    requires: {
      permission: 'sampling:view',
      action: 'view inspection proposals',
      title: 'Inspection Proposals',
    },
    page: () =>
      import('@/web/features/sampling/proposals/proposals-page').then((m) => m.ProposalsPage),
  },
];
