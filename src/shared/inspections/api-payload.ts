import { z } from 'zod';
import { MEASURE_CATEGORIES } from './measures';
import { SCHEDULED_DATE_MESSAGE, toScheduledDate } from './scheduled-date';
import { SERVER_TRIGGERS } from './triggers';
import {
  DIGITS_ONLY,
  EMAIL_SHAPE,
  formatMessage,
  isBlank,
  isIsoDate,
  isUkPostcode,
  LONG_TEXT_MAX,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  TEXT_MAX,
  type FieldError,
} from './validation';

/** The message the single-page form gives for a postcode of the wrong shape (spec 01 section 5). */
export const UK_POSTCODE_MESSAGE = 'Please enter a valid UK postcode (e.g., SW1A 1AA)';

/** Field names in words for the generic messages. */
export const API_PAYLOAD_LABELS = {
  policyId: 'Policy ID',
  customerName: 'Customer name',
  customerForename: 'Customer first name',
  customerSurname: 'Customer last name',
  customerEmail: 'Customer email',
  customerPhone: 'Customer phone',
  propertyAddress: 'Property address',
  addressLine1: 'Address line 1',
  addressTown: 'Town/City',
  addressPostcode: 'Postcode',
  measureType: 'Measure type',
  installerName: 'Installer name',
  installerCompany: 'Installer company',
  installerEmail: 'Installer email',
  trigger: 'Trigger',
  scheduledDate: 'Scheduled date',
  notes: 'Notes',
} as const;

const text = (field: keyof typeof API_PAYLOAD_LABELS, max = TEXT_MAX) =>
  z
    .string()
    .max(max, maxLengthMessage(API_PAYLOAD_LABELS[field], max))
    .nullish()
    .transform((v) => v ?? '');

/**
 * The flat payload of spec 01 section 7, as an API client sends it (no
 * `source`, or `source: 'API'`). Structure first; the spec's rules below.
 */
export const ApiPayloadShape = z.object({
  source: z.literal('API').optional(),
  policyId: text('policyId', 50),
  customerName: text('customerName'),
  customerForename: text('customerForename', 100),
  customerSurname: text('customerSurname', 100),
  customerEmail: text('customerEmail'),
  customerPhone: text('customerPhone', 30),
  propertyAddress: text('propertyAddress', 500),
  addressLine1: text('addressLine1'),
  addressTown: text('addressTown', 100),
  addressPostcode: text('addressPostcode', 10),
  measureType: text('measureType', 50),
  installerName: text('installerName'),
  installerCompany: text('installerCompany'),
  installerEmail: text('installerEmail'),
  trigger: text('trigger', 50),
  // The spec's date, or an ISO date-time taken as its UK date (issue 33 point 1).
  scheduledDate: z
    .string()
    .max(40, SCHEDULED_DATE_MESSAGE)
    .nullish()
    .transform((v) => toScheduledDate(v ?? '')),
  notes: text('notes', LONG_TEXT_MAX),
});
export type ApiPayload = z.output<typeof ApiPayloadShape>;

const isOneOf = (values: readonly string[], value: string) => values.includes(value.trim());

/**
 * The spec's rules for the payload: the single-page messages for policy ID and
 * postcode, the wizard's generic messages and minimum lengths for the rest
 * (spec 01 sections 5 and 9). Every failure, in field order.
 */
export function listApiPayloadErrors(payload: ApiPayload): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: keyof typeof API_PAYLOAD_LABELS, message: string) =>
    errors.push({ field, message });
  const required = (field: keyof typeof API_PAYLOAD_LABELS, min = 1) => {
    const value = payload[field];
    const label = API_PAYLOAD_LABELS[field];
    if (isBlank(value)) fail(field, requiredMessage(label));
    else if (value.trim().length < min) fail(field, minLengthMessage(label, min));
    return !isBlank(value);
  };
  if (required('policyId') && !DIGITS_ONLY.test(payload.policyId.trim())) {
    fail('policyId', 'Policy ID should contain only numbers');
  }
  required('customerForename');
  required('customerSurname');
  if (!isBlank(payload.customerEmail) && !EMAIL_SHAPE.test(payload.customerEmail.trim())) {
    fail('customerEmail', formatMessage(API_PAYLOAD_LABELS.customerEmail));
  }
  required('addressLine1', 5);
  required('addressTown', 2);
  if (required('addressPostcode') && !isUkPostcode(payload.addressPostcode)) {
    fail('addressPostcode', UK_POSTCODE_MESSAGE);
  }
  if (required('measureType') && !isOneOf(MEASURE_CATEGORIES, payload.measureType)) {
    fail('measureType', `Measure type must be one of ${MEASURE_CATEGORIES.join(', ')}`);
  }
  required('installerName', 2);
  required('installerCompany', 2);
  if (!isBlank(payload.installerEmail) && !EMAIL_SHAPE.test(payload.installerEmail.trim())) {
    fail('installerEmail', formatMessage(API_PAYLOAD_LABELS.installerEmail));
  }
  if (required('trigger') && !isOneOf(SERVER_TRIGGERS, payload.trigger)) {
    fail('trigger', `Trigger must be one of ${SERVER_TRIGGERS.join(', ')}`);
  }
  if (required('scheduledDate') && !isIsoDate(payload.scheduledDate.trim())) {
    fail('scheduledDate', SCHEDULED_DATE_MESSAGE);
  }
  return errors;
}

/** The payload with its rules, one option of inspection.createInspectionDirect. */
export const ApiPayloadInput = ApiPayloadShape.superRefine((payload, ctx) => {
  for (const error of listApiPayloadErrors(payload)) {
    ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  }
});
