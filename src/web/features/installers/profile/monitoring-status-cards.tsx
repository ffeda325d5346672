import { formatDate } from '@/shared/format';
import type { MonitoringStatus } from '../shared/installer-types';
import { DetailCard, orNA } from './detail-list';

/** Spec 02 'Installer profile' monitoringStatus: type and criteria, then schedule and outcome. */
export function MonitoringStatusCards({ status }: { status: MonitoringStatus }) {
  const { criteria, schedule, outcome, escalation } = status;
  const isOverdue = schedule.status === 'Overdue';
  return (
    <>
      <DetailCard
        id="monitoring-heading"
        title="Monitoring status"
        items={[
          { label: 'Monitoring type', value: status.type },
          { label: 'Start date', value: formatDate(status.startDate) },
          { label: 'Reason', value: orNA(status.reason) },
          { label: 'Review frequency', value: criteria.frequency },
          { label: 'Volume threshold', value: criteria.volumeThreshold },
          { label: 'Inspection mode', value: orNA(criteria.inspectionMode) },
          { label: 'Inspection type', value: orNA(criteria.inspectionType) },
          { label: 'End date', value: formatDate(criteria.endDate) },
          { label: 'Signed charging', value: orNA(criteria.signedCharging) },
          { label: 'Criteria notes', value: orNA(criteria.notes) },
        ]}
      />
      <DetailCard
        id="schedule-heading"
        title="Schedule and outcome"
        items={[
          { label: 'Last inspection', value: formatDate(schedule.lastInspection) },
          { label: 'Follow-up date', value: formatDate(schedule.followUpDate) },
          {
            label: 'Next due date',
            value: (
              <span className={isOverdue ? 'font-semibold text-red-700' : undefined}>
                {formatDate(schedule.nextDueDate)}
                {isOverdue && ' (Overdue)'}
              </span>
            ),
          },
          { label: 'Schedule status', value: orNA(schedule.status) },
          { label: 'Date closed', value: formatDate(outcome.dateClosed) },
          { label: 'Outcome', value: orNA(outcome.outcome) },
          { label: 'Actions and notes', value: orNA(outcome.actionsNotes) },
          ...(escalation ? [{ label: 'Escalation status', value: escalation.finalStatus }] : []),
        ]}
      />
    </>
  );
}
