import { formatDate, formatDateTime } from '@/shared/format';
import {
  EWI_GRADING_DESCRIPTIONS,
  MEASURE_QUESTIONS,
  type EwiGrading,
} from '@/shared/inspections/checklist-questions';
import type { InspectionSource } from '@/shared/inspections/create-inspection';
import { MEASURE_CATEGORY_LABELS, isDetailedMeasure } from '@/shared/inspections/measures';
import { OUTCOME_LABELS, type InspectionOutcome } from '@/shared/inspections/options';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { SERVER_TRIGGER_LABELS } from '@/shared/inspections/triggers';
import type { InspectionDetail } from '../shared/inspection-types';

export type DetailField = { label: string; value: string };
export type DetailSection = { title: string; fields: DetailField[]; emptyText?: string };

const SOURCE_LABELS: Record<InspectionSource, string> = {
  SINGLE_PAGE: 'Single-page form',
  SCHEDULE_WIZARD: 'Schedule wizard',
  COMPLETED_WIZARD: 'Completed wizard',
  API: 'API',
  SAMPLING: 'Sampling proposal',
};

/** Text or 'N/A' for an empty value (spec 01 section 9). */
export function showText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const text = String(value).trim();
  return text === '' ? 'N/A' : text;
}

/** Yes/No for an answered question, 'N/A' when it was never asked (a scheduled inspection). */
export function showYesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  return value ? 'Yes' : 'No';
}

function showOutcome(outcome: string | null): string {
  if (!outcome) return 'N/A';
  return OUTCOME_LABELS[outcome as InspectionOutcome] ?? outcome;
}

function showGrading(grading: string | null): string {
  if (!grading) return 'N/A';
  const description = EWI_GRADING_DESCRIPTIONS[grading as EwiGrading];
  return description ? `${grading} (${description})` : grading;
}

const field = (label: string, value: string): DetailField => ({ label, value });

function buildAnswersSection(d: InspectionDetail): DetailSection {
  const title = 'Measure-specific answers';
  if (!isDetailedMeasure(d.measureCode)) {
    return {
      title,
      fields: [],
      emptyText: `No measure-specific checklist applies to ${d.measureLabel}.`,
    };
  }
  const answers: Partial<Record<string, string>> = d.answers;
  const questions: readonly { key: string; label: string }[] = MEASURE_QUESTIONS[d.measureCode];
  return { title, fields: questions.map((q) => field(q.label, showText(answers[q.key]))) };
}

/** What was inspected and where: the measure and policy, the property, the customer. */
function buildSubjectSections(d: InspectionDetail): DetailSection[] {
  return [
    {
      title: 'Measure & Policy',
      fields: [
        field('Reference', showText(d.reference)),
        field('Policy ID', showText(d.policyId)),
        field('Measure', showText(d.measureLabel)),
        field('Measure code', showText(d.measureCode)),
        field('Measure category', MEASURE_CATEGORY_LABELS[d.measureType]),
        field('Trigger', showText(d.triggerLabel)),
        field('Trigger type', SERVER_TRIGGER_LABELS[d.trigger]),
        field('System certificate', showText(d.systemCertificate)),
        field('Invoice reference', showText(d.invoiceReference)),
        field('Services adjusted', showText(d.servicesAdjusted)),
        field('Registered via', SOURCE_LABELS[d.source]),
      ],
    },
    {
      title: 'Property',
      fields: [
        field('Full address', showText(d.propertyAddress)),
        field('Address line 1', showText(d.addressLine1)),
        field('Town', showText(d.addressTown)),
        field('Postcode', showText(d.addressPostcode)),
        field('Property type', showText(d.propertyType)),
        field('Bedrooms', showText(d.propertyBedrooms)),
        field('Floors', showText(d.propertyFloors)),
      ],
    },
    {
      title: 'Customer',
      fields: [
        field('Name', showText(d.customerName)),
        field('Title', showText(d.customerTitle)),
        field('Forename', showText(d.customerForename)),
        field('Surname', showText(d.customerSurname)),
        field('Email', showText(d.customerEmail)),
        field('Phone', showText(d.customerPhone)),
      ],
    },
  ];
}

/** Who did the work, when the visit was, and what it found. */
function buildVisitSections(d: InspectionDetail): DetailSection[] {
  return [
    {
      title: 'Installer',
      fields: [
        field('Installer', showText(d.installerName)),
        field('Company', showText(d.installerCompany)),
        field('Email', showText(d.installerEmail)),
        field('Phone', showText(d.installerPhone)),
        field('QMP certificate', showText(d.qmpCert)),
      ],
    },
    {
      title: 'Scheduling',
      fields: [
        field('Scheduled date', formatDate(d.scheduledDate)),
        field('Preferred time', showText(d.scheduledTime)),
        field('Inspection type', showText(d.inspectionType)),
        field('On-site / remote', showText(d.onsiteRemote)),
        field('Inspector', showText(d.inspectorName)),
        field('Special requirements', showText(d.specialRequirements)),
      ],
    },
    {
      title: 'Results',
      fields: [
        field('Status', STATUS_LABELS[d.status]),
        field('Outcome', showOutcome(d.outcome)),
        field('Completed date', formatDate(d.completedDate)),
        field('Rating', showText(d.rating)),
        field('Defects found', showYesNo(d.defectsFound)),
        field('Defect details', showText(d.defectDetails)),
        field('Remedial action required', showYesNo(d.remedialActionRequired)),
        field('Remedial action details', showText(d.remedialActionDetails)),
        field('Certificate issued', showYesNo(d.certificateIssued)),
        field('Certificate number', showText(d.certificateNumber)),
        field('Completion notes', showText(d.completionNotes)),
      ],
    },
  ];
}

/** The EWI grading, free notes, and who created and last changed the record. */
function buildNoteSections(d: InspectionDetail): DetailSection[] {
  return [
    {
      title: 'EWI grading & notes',
      fields: [
        field('Grading', showGrading(d.ewiGrading)),
        field('Inspection summary', showText(d.ewiInspectionSummary)),
        field('Issues', showText(d.ewiIssues)),
        field('Recommended actions', showText(d.ewiRecommendedActions)),
        field('Mandatory / best practice', showText(d.ewiMandatoryBestPractice)),
      ],
    },
    {
      title: 'Notes',
      fields: [
        field('Notes', showText(d.notes)),
        field('Additional notes', showText(d.additionalNotes)),
      ],
    },
    {
      title: 'Record',
      fields: [
        field('Created', formatDateTime(d.createdAt)),
        field('Created by', showText(d.createdByName)),
        field('Last updated', formatDateTime(d.updatedAt)),
        field('Updated by', showText(d.updatedByName)),
        field('Version', String(d.version)),
      ],
    },
  ];
}

/** Every stored field of an inspection, grouped as the detail page shows them. */
export function buildDetailSections(d: InspectionDetail): DetailSection[] {
  return [
    ...buildSubjectSections(d),
    ...buildVisitSections(d),
    buildAnswersSection(d),
    ...buildNoteSections(d),
  ];
}
