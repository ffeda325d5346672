import { describe, expect, it } from 'vitest';
import { describeTicketEvent } from './ticket-history';

describe('ticket history lines', () => {
  it('name statuses, priorities and people in words', () => {
    expect(describeTicketEvent({ field: 'status', fromValue: 'open', toValue: 'pending' })).toBe(
      'changed status from Open to Pending',
    );
    expect(describeTicketEvent({ field: 'priority', fromValue: 'low', toValue: 'urgent' })).toBe(
      'changed priority from Low to Urgent',
    );
    expect(describeTicketEvent({ field: 'assignee', fromValue: null, toValue: 'Ada Min' })).toBe(
      'assigned it to Ada Min',
    );
    expect(describeTicketEvent({ field: 'assignee', fromValue: 'Ada Min', toValue: null })).toBe(
      'unassigned the ticket',
    );
    expect(describeTicketEvent({ field: 'merge', fromValue: null, toValue: 'SUPP-2026-001' })).toBe(
      'merged this ticket into SUPP-2026-001',
    );
    expect(describeTicketEvent({ field: 'merge', fromValue: 'SUPP-2026-004', toValue: null })).toBe(
      'merged SUPP-2026-004 into this ticket',
    );
  });
});
