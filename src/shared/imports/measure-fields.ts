import { f, type ImportField } from './import-field';

// The lodged-measure columns of the importer (issue 30 point 2, docs/sampling.md). Keys follow
// the lodged_measures columns; synonyms take TrustMark's lodgement names (workCarriedOutByTMLN,
// installerPasCertificateNumber, guaranteePolicyReference, ...) so its exports match by themselves.

const required = { required: true } as const;

export const MEASURE_FIELDS: readonly ImportField[] = [
  f('umr', 'UMR', 'P4306NGJM', ['Unique measure reference', 'Measure reference', 'UMR number'], {
    ...required,
  }),
  f('projectReference', 'Project reference', 'P4306', ['Project ref', 'yourProjectReference']),
  f('uprn', 'UPRN', '100023336956', ['Unique property reference number', 'Property UPRN']),
  f('addressLine1', 'Address line 1', '12 Mill Lane', ['Address 1', 'address1', 'Address'], {
    ...required,
  }),
  f('addressLine2', 'Address line 2', '', ['Address 2', 'address2']),
  f('addressLine3', 'Address line 3', '', ['Address 3', 'address3']),
  f('town', 'Town', 'Leeds', ['City', 'Town or city']),
  f('postcode', 'Postcode', 'LS2 7AB', ['Post code'], required),
  f('fundingScheme', 'Funding scheme', 'ECO4', ['Scheme', 'Funding', 'projectType'], required),
  f('workTypeCode', 'Work type code', 'DW-101', ['Work type', 'TrustMark work type'], required),
  f('installerTmln', 'Installer TrustMark licence number', '2337207', [
    'TMLN',
    'Installer TMLN',
    'TrustMark licence number',
    'workCarriedOutByTMLN',
  ]),
  f('installerPasCertificate', 'Installer PAS 2030 certificate number', 'PAS-12345', [
    'PAS 2030 certificate',
    'PAS 2030 certificate number',
    'installerPasCertificateNumber',
  ]),
  f('installerName', 'Installer name', 'Warm Homes Ltd', ['Installer', 'Contractor']),
  f('installedDate', 'Installed date', '27/04/2026', ['Install date', 'Date installed'], required),
  f('handoverDate', 'Handover date', '28/04/2026', ['Date handed over']),
  f('guaranteeName', 'Guarantee name', 'CIGA 25 Year Guarantee', ['Guarantee']),
  f('guaranteeStartDate', 'Guarantee start date', '27/04/2026', ['Guarantee start']),
  f('guaranteeReference', 'Guarantee reference', 'CIGA-000123', [
    'Guarantee policy reference',
    'guaranteePolicyReference',
  ]),
  f('productManufacturer', 'Product manufacturer', 'Knauf', ['Manufacturer']),
  f('productModel', 'Product model', 'Supafil 34', ['Model']),
  f('productSerialNumber', 'Product serial number', '', ['Serial number', 'Serial']),
  f('mcsCertificateReference', 'MCS certificate reference', '', [
    'MCS certificate',
    'MCS certificate number',
    'mcsCertificateNumber',
  ]),
  // Weighs the property's age in the sampling draw (docs/sampling.md); a lodgement's age band
  // becomes its first year (lodgement-json.ts).
  f('propertyBuiltYear', 'Property built year', '1925', [
    'Built year',
    'Year built',
    'Year of construction',
    'Construction year',
    'Property build year',
  ]),
];
