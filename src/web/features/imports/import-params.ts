import { readOption } from '@/web/lib/search-params';

const UUID = /^[0-9a-f-]{36}$/i;
const fileOf = (params: URLSearchParams) => {
  const file = params.get('file') ?? '';
  return UUID.test(file) ? file : '';
};

export const TRACKER_TABS = ['upload', 'templates', 'history', 'converter'] as const;
export type TrackerTab = (typeof TRACKER_TABS)[number];
export const TRACKER_TAB_LABELS: Record<TrackerTab, string> = {
  upload: 'Upload',
  templates: 'Templates',
  history: 'History',
  converter: 'Converter',
};
export const TRACKER_DEFAULTS = { tab: 'upload' as TrackerTab, file: '' };
export const parseTrackerParams = (params: URLSearchParams) => ({
  tab: readOption(params.get('tab'), TRACKER_TABS, 'upload'),
  file: fileOf(params),
});

export const IMPORT_PAGE_TABS = ['import', 'export'] as const;
export type ImportPageTab = (typeof IMPORT_PAGE_TABS)[number];
export const IMPORT_PAGE_TAB_LABELS: Record<ImportPageTab, string> = {
  import: 'Import Data',
  export: 'Export Data',
};
export const IMPORT_PAGE_DEFAULTS = { tab: 'import' as ImportPageTab, file: '' };
export const parseImportPageParams = (params: URLSearchParams) => ({
  tab: readOption(params.get('tab'), IMPORT_PAGE_TABS, 'import'),
  file: fileOf(params),
});
