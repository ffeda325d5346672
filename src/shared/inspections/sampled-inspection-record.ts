import { emptyExtras, type InspectionRecord } from './inspection-record';
import { findMeasure } from './measures';
import { SERVER_TRIGGER_LABELS } from './triggers';

/** What a lodged measure carries that its inspection stores (lodged_measures' columns). */
export type SampledMeasure = {
  umr: string;
  measureCategory: string;
  projectReference: string | null;
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  town: string | null;
  postcode: string;
  installedDate: string;
};

export type SampledInstaller = {
  name: string;
  email: string | null;
  phone: string | null;
  qmpCertNumber: string | null;
};

/** Why a sampled measure cannot be registered, or null when it can. */
export function sampledMeasureProblem(measure: SampledMeasure) {
  return findMeasure(measure.measureCategory)
    ? null
    : `Measure category ${measure.measureCategory} has no inspection checklist, so ${measure.umr} cannot be registered.`;
}

/**
 * What the inspection of a sampled measure stores (docs/sampling.md, accepting): the measure's
 * address, its installer and the checklist of its category, trigger Quality Assurance, Pending
 * and unscheduled (the schedule books it). A lodgement names no householder, so the customer is
 * 'Occupier'. Everything else is empty, as for an API registration. The caller checks
 * sampledMeasureProblem first.
 */
export function buildSampledInspectionRecord(
  measure: SampledMeasure,
  installer: SampledInstaller,
  quarter: string,
): InspectionRecord {
  const catalogued = findMeasure(measure.measureCategory);
  if (!catalogued) throw new Error(sampledMeasureProblem(measure)!);
  const lines = [measure.addressLine1, measure.addressLine2, measure.addressLine3, measure.town];
  const address = [...lines.filter((l): l is string => !!l?.trim()), measure.postcode].join(', ');
  return {
    ...emptyExtras(),
    source: 'SAMPLING',
    status: 'PENDING',
    policyId: measure.projectReference ?? measure.umr,
    customerName: 'Occupier',
    customerForename: '',
    customerSurname: 'Occupier',
    customerEmail: null,
    customerPhone: null,
    propertyAddress: address,
    addressLine1: measure.addressLine1,
    addressTown: measure.town ?? '',
    addressPostcode: measure.postcode,
    measureType: catalogued.category,
    installerName: installer.name,
    installerCompany: installer.name,
    installerEmail: installer.email,
    installerPhone: installer.phone,
    qmpCert: installer.qmpCertNumber,
    trigger: 'QUALITY_ASSURANCE',
    scheduledDate: null,
    notes: `Proposed by the monitoring programme's sampling for ${quarter}: measure ${measure.umr}, installed ${measure.installedDate}.`,
    measureCode: catalogued.code,
    measureLabel: catalogued.label,
    triggerLabel: SERVER_TRIGGER_LABELS.QUALITY_ASSURANCE,
    systemCertificate: null,
    invoiceReference: null,
    servicesAdjusted: null,
    onsiteRemote: null,
    inspectionType: null,
    inspectorName: null,
  };
}
