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
 * The first year of the RdSAP age bands (England and Wales) that TrustMark's PropertyAgeTypes
 * taxonomy uses for `propertyInformation.propertyAge` ("B", or the band as years "1950-1966").
 * Band A is "before 1900": 1899 stands for it, which weighs the same in the draw.
 */
const AGE_BAND_FIRST_YEARS: Record<string, number> = {
  A: 1899,
  B: 1900,
  C: 1930,
  D: 1950,
  E: 1967,
  F: 1976,
  G: 1983,
  H: 1991,
  I: 1996,
  J: 2003,
  K: 2007,
  L: 2012,
  M: 2023,
};

/**
 * A property's built year from a lodgement's age: a band letter, "1950-1966", "before 1900" or
 * "2012 onwards" give their first year; anything else is passed on as it is, so the row's
 * check names it.
 */
export function builtYearOfAge(age: unknown): unknown {
  if (typeof age !== 'string') return age;
  const text = age.trim();
  const band = AGE_BAND_FIRST_YEARS[text.toUpperCase()];
  if (band) return String(band);
  const range =
    /^(\d{4})\s*(?:-|–|to)\s*\d{4}$/.exec(text) ??
    /^(\d{4})\s*(?:onwards|\+|and later)$/i.exec(text);
  if (range) return range[1];
  const before = /^(?:before|pre)[\s-]*(\d{4})$/i.exec(text);
  return before ? String(Number(before[1]) - 1) : text;
}

/**
 * The measure's fields by the importer's keys; TrustMark's own names first, ours as fallbacks.
 * Every key always, even without a value: the header row is taken from the first records' keys,
 * and a field the first 1,000 measures lack must still be read from later ones.
 */
function flatten(lodgement: Json, measure: Json): Json {
  const address = isObject(lodgement.address) ? lodgement.address : {};
  const property = isObject(lodgement.propertyInformation) ? lodgement.propertyInformation : {};
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
    propertyBuiltYear: first(
      property.propertyBuiltYear,
      lodgement.propertyBuiltYear,
      builtYearOfAge(property.propertyAge),
    ),
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
