import { describe, expect, it } from 'vitest';
import { SupportSlaSetting, slaStateOf, type SlaTicket } from './sla';

const targets = SupportSlaSetting.parse(undefined);
const at = (iso: string) => new Date(iso);
const ticket = (overrides: Partial<SlaTicket> = {}): SlaTicket => ({
  priority: 'high', // first response 4 h, resolution 16 h
  status: 'open',
  createdAt: at('2026-11-24T09:00:00Z'), // Tuesday 09:00 GMT
  firstResponseAt: null,
  ...overrides,
});

describe('slaStateOf', () => {
  it('runs against the first response until there is one, then the resolution', () => {
    expect(slaStateOf(ticket(), [], targets, at('2026-11-24T10:00:00Z'))).toEqual({
      target: 'first_response',
      minutesLeft: 180,
      targetMinutes: 240,
      paused: false,
      state: 'on_track',
    });
    const answered = ticket({ firstResponseAt: at('2026-11-24T09:30:00Z') });
    expect(slaStateOf(answered, [], targets, at('2026-11-24T10:00:00Z'))).toMatchObject({
      target: 'resolution',
      minutesLeft: 16 * 60 - 60,
    });
  });

  it('is nearing at three quarters of the target and overdue past it, in business hours only', () => {
    expect(slaStateOf(ticket(), [], targets, at('2026-11-24T12:00:00Z'))!.state).toBe('nearing');
    // Tuesday 09:00 + 4 business hours = 13:00; at 17:00 it is 4 h over.
    expect(slaStateOf(ticket(), [], targets, at('2026-11-24T17:00:00Z'))).toMatchObject({
      state: 'overdue',
      minutesLeft: -240,
    });
    // Overnight adds nothing.
    expect(slaStateOf(ticket(), [], targets, at('2026-11-25T08:59:00Z'))!.minutesLeft).toBe(-240);
  });

  it('stands still while pending on the requester', () => {
    const changes = [
      { at: at('2026-11-24T10:00:00Z'), from: 'open' as const, to: 'pending' as const },
      { at: at('2026-11-24T15:00:00Z'), from: 'pending' as const, to: 'open' as const },
    ];
    // Ran 09:00-10:00 and 15:00-16:00: 2 h of 4 used.
    expect(slaStateOf(ticket(), changes, targets, at('2026-11-24T16:00:00Z'))!.minutesLeft).toBe(
      120,
    );
    const stillPending = slaStateOf(
      ticket({ status: 'pending' }),
      changes.slice(0, 1),
      targets,
      at('2026-11-26T16:00:00Z'),
    );
    expect(stillPending).toMatchObject({ minutesLeft: 180, paused: true });
  });

  it('has no clock once resolved or closed', () => {
    expect(slaStateOf(ticket({ status: 'resolved' }), [], targets, new Date())).toBeNull();
    expect(slaStateOf(ticket({ status: 'closed' }), [], targets, new Date())).toBeNull();
  });

  it('refuses targets where the first response is due after the resolution', () => {
    const bad = { ...targets, low: { firstResponseHours: 90, resolutionHours: 80 } };
    expect(SupportSlaSetting.safeParse(bad).error?.issues[0]?.message).toBe(
      'A first response cannot be due after the resolution',
    );
  });
});
