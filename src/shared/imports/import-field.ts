// The shape of one catalogue entry, shared by the inspection and installer catalogues.

/**
 * The field catalogue of the importer: every field a column can fill, with
 * its label (the template's header), the synonyms automatic matching accepts,
 * whether it is required, the allowed values of enumerations (drop-downs in
 * the templates) and an example value. Installer fields are the keys of the
 * shared InstallerFormInput; inspection fields those of InspectionImportRow
 * (inspection-import-row.ts), which uses the forms' validators and messages.
 */
export type ImportField = {
  key: string;
  label: string;
  required: boolean;
  synonyms: readonly string[];
  values?: readonly string[];
  example: string;
};
export const f = (
  key: string,
  label: string,
  example: string,
  synonyms: readonly string[] = [],
  extra: Partial<ImportField> = {},
): ImportField => ({ key, label, example, synonyms, required: false, ...extra });
