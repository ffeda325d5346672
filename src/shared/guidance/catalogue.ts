/** Guidance Documents enumerations (spec 02 section 5), defaults and limits (section 9). */
export const DOCUMENT_CATEGORIES = [
  'procedures',
  'checklists',
  'standards',
  'safety',
  'templates',
  'training',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  procedures: 'Procedures',
  checklists: 'Checklists',
  standards: 'Standards',
  safety: 'Safety',
  templates: 'Templates',
  training: 'Training',
};

export const DOCUMENT_TYPES = [
  'guide',
  'checklist',
  'standard',
  'handbook',
  'template',
  'manual',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  guide: 'Guide',
  checklist: 'Checklist',
  standard: 'Standard',
  handbook: 'Handbook',
  template: 'Template',
  manual: 'Manual',
};

export const DOCUMENT_STATUSES = ['draft', 'published'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

/** File formats a guidance document may be, told apart by their bytes. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_FORMAT_MIME: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Spec 02 section 5 form defaults. */
export const DOCUMENT_DEFAULTS = { category: 'procedures', docType: 'guide' } as const;

/** Spec 02 section 9: 'PDF, DOCX, XLSX up to 10MB'. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FEATURED_MAX = 4;

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 2_000;
export const DOCUMENT_TAG_MAX = 40;
export const DOCUMENT_TAGS_MAX = 10;
export const CHANGE_NOTE_MAX = 500;
export const DOCUMENTS_PAGE_SIZE = 20;

export const DOCUMENT_TYPE_MESSAGE = 'Only PDF, DOCX and XLSX files can be uploaded.';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'The file is larger than 10MB.';
export const DOCX_EXPANDS_MESSAGE = 'This DOCX file expands too much to be read safely.';
export const NO_DOCUMENT_FILE_MESSAGE = 'Choose a PDF, DOCX or XLSX file to upload.';
export const FEATURED_LIMIT_MESSAGE = `At most ${FEATURED_MAX} documents can be featured. Unfeature one first.`;

/** Sort options of the list (spec: Latest, Downloads, Name). */
export const DOCUMENT_SORTS = ['latest', 'downloads', 'name'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DOCUMENT_SORT_LABELS: Record<DocumentSort, string> = {
  latest: 'Latest',
  downloads: 'Downloads',
  name: 'Name',
};

/** The notices of spec 02 section 8. */
export const uploadedNotice = (title: string) => `Document "${title}" uploaded successfully!`;
export const downloadingNotice = (title: string) => `Downloading ${title}...`;

/** '1.0', '1.1', '2.0': a major version asks required readers again. */
export const versionLabel = (major: number, minor: number) => `${major}.${minor}`;
