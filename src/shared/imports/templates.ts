import { DETAILED_MEASURES } from '../inspections/measures';
import type { ImportEntity, ImportTemplate } from './catalogue';
import { INSPECTION_FIELDS, INSTALLER_FIELDS, MEASURE_FIELDS, type ImportField } from './fields';

export type TemplateSpec = {
  name: ImportTemplate;
  title: string;
  description: string;
  entity: ImportEntity;
  columns: ImportField[];
  example: string[];
};

const EWI_ONLY = new Set([
  'ewiGrading',
  'ewiInspectionSummary',
  'ewiIssues',
  'ewiRecommendedActions',
  'ewiMandatoryBestPractice',
]);
const MEASURE_COLUMNS = [
  'policyId',
  'addressLine1',
  'addressTown',
  'addressPostcode',
  'measureType',
  'status',
  'scheduledDate',
  'installerName',
  'qmpCert',
  'systemCertificate',
  'invoiceReference',
];

/** Every template, generated from the field catalogue (columns, example row, drop-downs). */
export function templateSpec(name: ImportTemplate): TemplateSpec {
  if (name === 'Installers') {
    return {
      name,
      title: 'Installers',
      description:
        'Installer records; rows with a known QMP certificate number update that installer.',
      entity: 'installers',
      columns: [...INSTALLER_FIELDS],
      example: INSTALLER_FIELDS.map((f) => f.example),
    };
  }
  if (name === 'LodgedMeasures') {
    return {
      name,
      title: 'Lodged measures',
      description:
        'The register of installed measures sampling draws from; a row with a UMR on file updates that measure.',
      entity: 'measures',
      columns: [...MEASURE_FIELDS],
      example: MEASURE_FIELDS.map((f) => f.example),
    };
  }
  if (name === 'Measures') {
    const columns = MEASURE_COLUMNS.map((k) => INSPECTION_FIELDS.find((f) => f.key === k)!);
    return {
      name,
      title: 'Measures',
      description: 'One installed measure per row (imported as inspections to schedule).',
      entity: 'inspections',
      columns,
      example: columns.map((f) => f.example),
    };
  }
  const measure = (DETAILED_MEASURES as readonly string[]).includes(name) ? name : null;
  const columns = INSPECTION_FIELDS.filter(
    (f) => f.key !== 'reference' && (measure === 'EWI' || measure === null || !EWI_ONLY.has(f.key)),
  );
  return {
    name,
    title: measure ? `${measure} inspections` : 'Inspections',
    description: measure
      ? `Inspection tracker for ${measure} work: required Property ID, Address and Type.`
      : 'Every inspection field; required Property ID, Address and Type.',
    entity: 'inspections',
    columns,
    example: columns.map((f) => (f.key === 'measureType' ? (measure ?? 'EWI') : f.example)),
  };
}
