/** The Inspections page's search and page, kept in the URL (a reload or Back shows the same). */
export type PortalInspectionsParams = { q: string; page: number };

export const PORTAL_INSPECTIONS_DEFAULTS: PortalInspectionsParams = { q: '', page: 1 };

export function parsePortalInspectionsParams(params: URLSearchParams): PortalInspectionsParams {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
