// TrustMark lodgement JSON (its public Retrofit Integration guide,
// trustmark-2005-ltd/TrustMark-Retrofit-Integration: the LodgementSubmit request, with the
// standalone lodgement's `address`) turned into one flat record per measure, keyed by the
// importer's measure fields, so it goes through the same matching, checks and writing as a CSV.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lodgement of an envelope ({ version, identity, request: {...} }) or a bare one. */
function lodgementOf(value: unknown): Json | null {
  if (!isObject(value)) return null;
  const inner = isObject(value.request) ? value.request : value;
  return Array.isArray(inner.measures) ? inner : null;
}

const first = (...values: unknown[]) => {
  for (const v of values) if (v !== undefined && v !== null && v !== '') return v;
  return undefined;
};

/**
 * The measure's fields by the importer's keys; TrustMark's own names first, ours as fallbacks.
 * Every key always, even without a value: the header row is taken from the first records' keys,
 * and a field the first 1,000 measures lack must still be read from later ones.
 */
function flatten(lodgement: Json, measure: Json): Json {
  const address = isObject(lodgement.address) ? lodgement.address : {};
  return {
    umr: first(measure.umr, measure.uniqueMeasureReference, measure.UMR),
    projectReference: first(lodgement.projectReference, lodgement.yourProjectReference),
    uprn: first(address.uprn, lodgement.uprn),
    addressLine1: first(address.address1, address.addressLine1),
    addressLine2: first(address.address2, address.addressLine2),
    addressLine3: first(address.address3, address.addressLine3),
    town: first(address.town, address.city),
    postcode: first(address.postcode, lodgement.postcode),
    fundingScheme: first(lodgement.fundingScheme, lodgement.projectType, lodgement.funderId),
    workTypeCode: measure.workTypeCode,
    installerTmln: measure.workCarriedOutByTMLN,
    installerPasCertificate: measure.installerPasCertificateNumber,
    installerName: first(measure.installerName, measure.workCarriedOutByName),
    installedDate: measure.installedDate,
    handoverDate: measure.handoverDate,
    guaranteeName: measure.guaranteeName,
    guaranteeStartDate: measure.guaranteeStartDate,
    guaranteeReference: first(measure.guaranteePolicyReference, measure.guaranteeReference),
    productManufacturer: measure.productManufacturer,
    productModel: measure.productModel,
    productSerialNumber: measure.productSerialNumber,
    mcsCertificateReference: first(measure.mcsCertificateReference, measure.mcsCertificateNumber),
  };
}

/**
 * The measure records of one JSON value when it is a lodgement (an envelope, a bare lodgement,
 * or { lodgements: [...] }); null when it is not one, to be read as a plain record.
 */
export function lodgementRecords(value: unknown): Json[] | null {
  if (isObject(value) && Array.isArray(value.lodgements))
    return value.lodgements.flatMap((l) => lodgementRecords(l) ?? []);
  const lodgement = lodgementOf(value);
  if (!lodgement) return null;
  const measures = (lodgement.measures as unknown[]).filter(isObject);
  // A lodgement with no measures still gives a row, so the file reports it instead of hiding it.
  if (measures.length === 0) return [flatten(lodgement, {})];
  return measures.map((m) => flatten(lodgement, m));
}
