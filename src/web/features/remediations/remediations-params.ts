import { REMEDIATION_STATES, type RemediationState } from '@/shared/installer-portal/remediations';

/** The list's filters as the URL holds them (?installer=&state=&late=1&q=&page=). */
export type RemediationsParams = {
  installerId: string;
  state: RemediationState | '';
  lateOnly: boolean;
  search: string;
  page: number;
};

const UUID = /^[0-9a-f-]{36}$/i;

/** Reads the URL; anything it does not know reads as no filter. */
export function readRemediationsParams(params: URLSearchParams): RemediationsParams {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '1');
  const installerId = params.get('installer') ?? '';
  return {
    installerId: UUID.test(installerId) ? installerId : '',
    state: (REMEDIATION_STATES as readonly string[]).includes(state)
      ? (state as RemediationState)
      : '',
    lateOnly: params.get('late') === '1',
    search: (params.get('q') ?? '').slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of the filters; any change but the page goes back to page 1. */
export function writeRemediationsParams(value: RemediationsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (value.installerId) out.set('installer', value.installerId);
  if (value.state) out.set('state', value.state);
  if (value.lateOnly) out.set('late', '1');
  if (value.search) out.set('q', value.search);
  if (value.page > 1) out.set('page', String(value.page));
  return out;
}

/** The export's query string: the same filters, as the route reads them. */
export function exportQuery(value: RemediationsParams): string {
  const out = new URLSearchParams();
  if (value.installerId) out.set('installerId', value.installerId);
  if (value.state) out.set('state', value.state);
  if (value.lateOnly) out.set('lateOnly', 'true');
  if (value.search) out.set('search', value.search);
  return out.toString();
}
