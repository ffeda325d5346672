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
  });
});
