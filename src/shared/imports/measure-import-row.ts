import { z } from 'zod';
import {
  formatMessage,
  isUkPostcode,
  maxLengthMessage,
  normalisePostcode,
  requiredMessage,
  TEXT_MAX,
} from '../inspections/validation';
import { toIsoDate } from './cell-values';
import { MEASURE_FIELDS } from './measure-fields';

// One lodged-measure row (field key -> cell text) checked and turned into what is stored. The
// work type, funding scheme and installer are names here; the server resolves them per tenant.

const label = (key: string) => MEASURE_FIELDS.find((x) => x.key === key)?.label ?? key;

const text = (key: string, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(label(key), max))
    .prefault('')
    .transform((v) => (v === '' ? null : v));

const needed = (key: string, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(label(key), max))
    .prefault('')
    .refine((v) => v !== '', requiredMessage(label(key)));

const date = (key: string) =>
  z
    .string()
    .trim()
    .prefault('')
    .transform((v, ctx) => {
      if (v === '') return null;
      const iso = toIsoDate(v);
      if (!iso) {
        ctx.addIssue({
          code: 'custom',
          message: `${formatMessage(label(key))} (use DD/MM/YYYY or YYYY-MM-DD)`,
        });
        return z.NEVER;
      }
      return iso;
    });

/** The earliest year a property's construction is accepted from (older is a typing slip). */
export const EARLIEST_BUILT_YEAR = 1500;

/** A year from EARLIEST_BUILT_YEAR to this year, or empty. */
const builtYear = () =>
  z
    .string()
    .trim()
    .prefault('')
    .transform((v, ctx) => {
      if (v === '') return null;
      const year = /^\d{4}$/.test(v) ? Number(v) : NaN;
      if (!(year >= EARLIEST_BUILT_YEAR && year <= new Date().getFullYear())) {
        ctx.addIssue({ code: 'custom', message: MEASURE_IMPORT_MESSAGES.builtYear() });
        return z.NEVER;
      }
      return year;
    });

export const MEASURE_IMPORT_MESSAGES = {
  installer: "Give the installer's TrustMark licence number, PAS 2030 certificate number or name",
  umr: 'UMR may hold only letters, digits and hyphens',
  uprn: 'UPRN must be a whole number of up to 12 digits',
  handover: 'Handover date cannot be before the installed date',
  builtYear: () =>
    `Property built year must be a year from ${EARLIEST_BUILT_YEAR} to ${new Date().getFullYear()}`,
} as const;

export const MeasureImportRow = z
  .object({
    umr: needed('umr', 50).refine((v) => /^[A-Za-z0-9-]*$/.test(v), MEASURE_IMPORT_MESSAGES.umr),
    projectReference: text('projectReference', 50),
    uprn: text('uprn', 12).refine(
      (v) => v === null || /^\d{1,12}$/.test(v),
      MEASURE_IMPORT_MESSAGES.uprn,
    ),
    addressLine1: needed('addressLine1'),
    addressLine2: text('addressLine2'),
    addressLine3: text('addressLine3'),
    town: text('town', 100),
    postcode: needed('postcode', 10)
      .refine((v) => v === '' || isUkPostcode(v), 'Postcode format is invalid')
      .transform(normalisePostcode),
    fundingScheme: needed('fundingScheme', 100),
    workTypeCode: needed('workTypeCode', 20),
    installerTmln: text('installerTmln', 50),
    installerPasCertificate: text('installerPasCertificate', 50),
    installerName: text('installerName'),
    installedDate: date('installedDate').refine(
      (v) => v !== null,
      requiredMessage(label('installedDate')),
    ),
    handoverDate: date('handoverDate'),
    guaranteeName: text('guaranteeName'),
    guaranteeStartDate: date('guaranteeStartDate'),
    guaranteeReference: text('guaranteeReference', 100),
    productManufacturer: text('productManufacturer'),
    productModel: text('productModel'),
    productSerialNumber: text('productSerialNumber', 100),
    mcsCertificateReference: text('mcsCertificateReference', 50),
    propertyBuiltYear: builtYear(),
  })
  .superRefine((row, ctx) => {
    if (!row.installerTmln && !row.installerPasCertificate && !row.installerName)
      ctx.addIssue({
        code: 'custom',
        path: ['installerName'],
        message: MEASURE_IMPORT_MESSAGES.installer,
      });
    if (row.handoverDate && row.installedDate && row.handoverDate < row.installedDate)
      ctx.addIssue({
        code: 'custom',
        path: ['handoverDate'],
        message: MEASURE_IMPORT_MESSAGES.handover,
      });
  })
  .transform((row) => ({
    ...row,
    umr: row.umr.toUpperCase(),
    installedDate: row.installedDate,
  }));

export type MeasureImportValues = z.output<typeof MeasureImportRow>;
