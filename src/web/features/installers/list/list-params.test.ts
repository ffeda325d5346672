import { describe, expect, it } from 'vitest';
import {
  INSTALLER_LIST_DEFAULTS,
  buildExportHref,
  describeEmptyHint,
  describeSelectionScope,
  parseInstallerListParams,
} from './list-params';

describe('parseInstallerListParams', () => {
  it('reads every setting from the URL', () => {
    const params = new URLSearchParams(
      'search=%20Acme%20&status=Suspended&monitoringType=Enhanced&sort=riskScore&dir=desc&page=3',
    );
    expect(parseInstallerListParams(params)).toEqual({
      search: 'Acme',
      status: 'Suspended',
      monitoringType: 'Enhanced',
      sort: 'riskScore',
      dir: 'desc',
      page: 3,
    });
  });

  it('reads a status with a space in it', () => {
    const params = new URLSearchParams({ status: 'Pending Review' });
    expect(parseInstallerListParams(params).status).toBe('Pending Review');
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseInstallerListParams(new URLSearchParams())).toEqual(INSTALLER_LIST_DEFAULTS);
    const junk = new URLSearchParams(
      'status=active&monitoringType=Premium&sort=price&dir=up&page=-2',
    );
    expect(parseInstallerListParams(junk)).toEqual(INSTALLER_LIST_DEFAULTS);
  });

  it('cuts an over-long search to what the server accepts', () => {
    const params = new URLSearchParams({ search: 'x'.repeat(500) });
    expect(parseInstallerListParams(params).search).toHaveLength(200);
  });
});

describe('buildExportHref', () => {
  it('carries the filters and order but not the page', () => {
    const params = {
      ...INSTALLER_LIST_DEFAULTS,
      search: 'Acme Ltd',
      status: 'Active' as const,
      sort: 'complianceRate' as const,
      dir: 'desc' as const,
      page: 4,
    };
    expect(buildExportHref(params, 'csv')).toBe(
      '/api/installers/export.csv?search=Acme+Ltd&status=Active&sort=complianceRate&direction=desc',
    );
  });

  it('builds the XLSX link and leaves out empty filters', () => {
    expect(buildExportHref(INSTALLER_LIST_DEFAULTS, 'xlsx')).toBe(
      '/api/installers/export.xlsx?sort=name&direction=asc',
    );
  });
});

describe('describeSelectionScope', () => {
  it('changes with the filters but not with the order or page', () => {
    const base = describeSelectionScope(INSTALLER_LIST_DEFAULTS);
    expect(describeSelectionScope({ ...INSTALLER_LIST_DEFAULTS, page: 2, sort: 'riskScore' })).toBe(
      base,
    );
    expect(describeSelectionScope({ ...INSTALLER_LIST_DEFAULTS, search: 'a' })).not.toBe(base);
  });
});

describe('describeEmptyHint', () => {
  it('mentions the search when there is one', () => {
    expect(describeEmptyHint({ ...INSTALLER_LIST_DEFAULTS, search: 'zzz' })).toBe(
      'Nothing matches "zzz". Try a different search.',
    );
    expect(describeEmptyHint({ ...INSTALLER_LIST_DEFAULTS, status: 'Inactive' })).toBe(
      'No installers match these filters. Try clearing them.',
    );
  });
});
