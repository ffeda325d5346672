import { z } from 'zod';
import { businessMinutesIn } from './business-hours';
import { TICKET_PRIORITIES, type TicketPriority, type TicketStatus } from './catalogue';

/** Targets in business hours per priority (Admin Settings, tenant setting 'supportSla'). */
const target = (firstResponseHours: number, resolutionHours: number) =>
  z
    .object({
      firstResponseHours: z
        .number()
        .int('Use whole hours')
        .min(1, 'Targets are 1 to 400 business hours')
        .max(400, 'Targets are 1 to 400 business hours'),
      resolutionHours: z
        .number()
        .int('Use whole hours')
        .min(1, 'Targets are 1 to 400 business hours')
        .max(400, 'Targets are 1 to 400 business hours'),
    })
    .default({ firstResponseHours, resolutionHours });

export const SupportSlaSetting = z
  .object({
    urgent: target(1, 8),
    high: target(4, 16),
    medium: target(8, 40),
    low: target(16, 80),
  })
  .superRefine((s, ctx) => {
    for (const priority of TICKET_PRIORITIES) {
      if (s[priority].firstResponseHours > s[priority].resolutionHours)
        ctx.addIssue({
          code: 'custom',
          path: [priority, 'firstResponseHours'],
          message: 'A first response cannot be due after the resolution',
        });
    }
  })
  .default({
    urgent: { firstResponseHours: 1, resolutionHours: 8 },
    high: { firstResponseHours: 4, resolutionHours: 16 },
    medium: { firstResponseHours: 8, resolutionHours: 40 },
    low: { firstResponseHours: 16, resolutionHours: 80 },
  });
export type SupportSla = z.output<typeof SupportSlaSetting>;

/** Share of a target after which a ticket counts as 'nearing' it (its assignee is reminded). */
export const SLA_NEARING_SHARE = 0.75;

export type SlaTicket = {
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: Date;
  firstResponseAt: Date | null;
};
export type StatusChange = { at: Date; from: TicketStatus; to: TicketStatus };

export type SlaState = {
  /** Which target the clock is running against now. */
  target: 'first_response' | 'resolution';
  minutesLeft: number;
  targetMinutes: number;
  /** Pending on the requester: the clock stands still. */
  paused: boolean;
  state: 'on_track' | 'nearing' | 'overdue';
};

/**
 * Where a ticket stands against its targets: null once resolved or closed.
 * The clock runs in business hours from creation, and stands still while the
 * ticket is pending (waiting on the requester).
 */
export function slaStateOf(
  ticket: SlaTicket,
  changes: readonly StatusChange[],
  targets: SupportSla,
  now: Date,
): SlaState | null {
  if (ticket.status === 'resolved' || ticket.status === 'closed') return null;
  const running: { from: Date; to: Date }[] = [];
  let since: Date | null = ticket.createdAt;
  for (const change of [...changes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const stops = change.to !== 'open';
    if (stops && since) {
      running.push({ from: since, to: change.at });
      since = null;
    } else if (!stops && !since) {
      since = change.at;
    }
  }
  if (since) running.push({ from: since, to: now });
  const used = businessMinutesIn(running);
  const goal = targets[ticket.priority];
  const target = ticket.firstResponseAt === null ? 'first_response' : 'resolution';
  const targetMinutes =
    (target === 'first_response' ? goal.firstResponseHours : goal.resolutionHours) * 60;
  const minutesLeft = targetMinutes - used;
  return {
    target,
    minutesLeft,
    targetMinutes,
    paused: ticket.status === 'pending',
    state:
      minutesLeft < 0
        ? 'overdue'
        : used >= targetMinutes * SLA_NEARING_SHARE
          ? 'nearing'
          : 'on_track',
  };
}
