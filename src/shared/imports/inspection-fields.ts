import { EWI_GRADINGS, MANDATORY_BEST_PRACTICE } from '../inspections/checklist-questions';
import { MEASURE_CODES } from '../inspections/measures';
import {
  CUSTOMER_TITLES,
  INSPECTION_OUTCOMES,
  ONSITE_REMOTE,
  PROPERTY_TYPES,
  SERVICES_ADJUSTED,
} from '../inspections/options';
import { INSPECTION_STATUSES, STATUS_LABELS } from '../inspections/statuses';
import { INSPECTION_TRIGGERS } from '../inspections/triggers';
import { f, type ImportField } from './import-field';
// The inspection columns of the catalogue (fields.ts), in template order.

const MEASURE_VALUES = MEASURE_CODES as readonly string[];
export const TRIGGER_VALUES = INSPECTION_TRIGGERS.map((t) => t.label);
export const STATUS_VALUES = INSPECTION_STATUSES.map((s) => STATUS_LABELS[s]);
const YES_NO = ['Yes', 'No'] as const;

export const INSPECTION_FIELDS: readonly ImportField[] = [
  f(
    'policyId',
    'Property ID',
    'POL-100234',
    [
      'Policy ID',
      'Policy',
      'Policy number',
      'Policy no',
      'Property ref',
      'Property reference',
      'Property',
      'UPRN',
    ],
    { required: true },
  ),
  f('reference', 'Reference', '', [
    'Inspection reference',
    'Inspection ref',
    'Inspection ID',
    'Ref',
  ]),
  f(
    'addressLine1',
    'Address',
    '12 High Street',
    [
      'Address line 1',
      'Address 1',
      'Property address',
      'Street',
      'First line of address',
      'Site address',
    ],
    { required: true },
  ),
  f('addressTown', 'Town/City', 'Leeds', ['Town', 'City', 'Address town', 'Locality']),
  f('addressPostcode', 'Postcode', 'LS1 4AP', ['Post code', 'Postal code', 'Zip', 'Zip code']),
  f(
    'measureType',
    'Type',
    'EWI',
    [
      'Measure',
      'Measure type',
      'Measure code',
      'Type of measure',
      'Install type',
      'Installation type',
    ],
    {
      required: true,
      values: MEASURE_VALUES,
    },
  ),
  f('status', 'Status', 'Pending', ['Inspection status', 'State'], { values: STATUS_VALUES }),
  f('trigger', 'Trigger', 'Routine Check', ['Inspection trigger', 'Reason', 'Trigger reason'], {
    values: TRIGGER_VALUES,
  }),
  f('scheduledDate', 'Scheduled date', '2026-12-01', [
    'Inspection date',
    'Date',
    'Due date',
    'Scheduled',
    'Visit date',
  ]),
  f('scheduledTime', 'Preferred time', '10:00', ['Time', 'Scheduled time']),
  f('completedDate', 'Completed date', '', ['Completion date', 'Date completed', 'Completed']),
  f('outcome', 'Inspection outcome', '', ['Outcome', 'Result'], { values: INSPECTION_OUTCOMES }),
  f('customerTitle', 'Customer title', 'Mrs', ['Title'], { values: CUSTOMER_TITLES }),
  f('customerForename', 'Customer first name', 'Jane', [
    'First name',
    'Forename',
    'Customer forename',
  ]),
  f('customerSurname', 'Customer last name', 'Smith', ['Last name', 'Surname', 'Customer surname']),
  f('customerName', 'Customer name', '', [
    'Customer',
    'Homeowner',
    'Occupier',
    'Client name',
    'Householder',
  ]),
  f('customerEmail', 'Customer email', 'jane.smith@example.com', ['Email', 'Customer e-mail']),
  f('customerPhone', 'Customer phone', '07700 900123', [
    'Phone',
    'Telephone',
    'Customer telephone',
  ]),
  f('installerName', 'Installer name', 'Warm Homes Ltd', [
    'Installer',
    'Contractor',
    'Contractor name',
  ]),
  f('installerCompany', 'Installer company', 'Warm Homes Ltd', ['Company', 'Contractor company']),
  f('installerEmail', 'Installer email', 'office@warmhomes.example', ['Contractor email']),
  f('installerPhone', 'Installer phone', '0113 496 0000', ['Contractor phone']),
  f('qmpCert', 'QMP certificate', 'QMP-12345', [
    'QMP',
    'QMP cert',
    'QMP number',
    'QMP certificate number',
  ]),
  f('inspectorName', 'Inspector name', '', ['Inspector', 'Assessor']),
  f('inspectionType', 'Inspection type', 'Third-Party C3', ['Inspection kind']),
  f('onsiteRemote', 'Onsite/Remote', 'Onsite', ['Onsite or remote', 'Visit type'], {
    values: ONSITE_REMOTE,
  }),
  f('systemCertificate', 'System certificate', '', ['Certificate', 'BBA certificate']),
  f('invoiceReference', 'Invoice reference', 'INV-5521', [
    'Invoice',
    'Invoice ref',
    'Invoice number',
  ]),
  f('servicesAdjusted', 'Services adjusted', 'N/A', [], { values: SERVICES_ADJUSTED }),
  f('propertyType', 'Property type', 'House', ['Dwelling type', 'Property kind'], {
    values: PROPERTY_TYPES,
  }),
  f('propertyBedrooms', 'Bedrooms', '3', ['Number of bedrooms', 'Beds']),
  f('propertyFloors', 'Floors', '2', ['Number of floors', 'Storeys']),
  f('specialRequirements', 'Special requirements', '', ['Access notes', 'Requirements']),
  f('additionalNotes', 'Additional notes', '', ['Notes', 'Comments', 'Remarks']),
  f('defectsFound', 'Defects found', '', ['Defects'], { values: YES_NO }),
  f('defectDetails', 'Defect details', '', ['Defect description']),
  f('remedialActionRequired', 'Remedial action required', '', ['Remedial action'], {
    values: YES_NO,
  }),
  f('remedialActionDetails', 'Remedial action details', '', []),
  f('certificateIssued', 'Certificate issued', '', [], { values: YES_NO }),
  f('certificateNumber', 'Certificate number', '', ['Cert number', 'Certificate no']),
  f('ewiGrading', 'EWI grading', '', ['Grading', 'RAG', 'RAG rating'], { values: EWI_GRADINGS }),
  f('ewiInspectionSummary', 'Inspection summary', '', ['Summary']),
  f('ewiIssues', 'Issues', '', []),
  f('ewiRecommendedActions', 'Recommended actions', '', ['Actions']),
  f('ewiMandatoryBestPractice', 'Mandatory/Best practice', '', [], {
    values: MANDATORY_BEST_PRACTICE,
  }),
];
