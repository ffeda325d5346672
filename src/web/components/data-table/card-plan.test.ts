import { describe, expect, it } from 'vitest';
import { planCard } from './card-plan';

describe('planCard', () => {
  it('heads the card with the first column and lists the rest by header text', () => {
    const plan = planCard([
      { id: 'reference', header: 'Reference' },
      { id: 'status', header: 'Status' },
      { id: 'amount', header: 'Amount', meta: { align: 'right' } },
    ]);
    expect(plan).toEqual({
      titleId: 'reference',
      fields: [
        { id: 'status', label: 'Status' },
        { id: 'amount', label: 'Amount' },
      ],
    });
  });

  it('uses the column marked title, leaves out hidden ones and prefers cardLabel', () => {
    const plan = planCard([
      { id: 'select', header: () => null, meta: { card: 'hidden' } },
      { id: 'dates', header: 'Trigger & Dates', meta: { cardLabel: 'Trigger' } },
      { id: 'name', header: 'Name', meta: { card: 'title' } },
      { id: 'icon', header: () => null },
    ]);
    expect(plan).toEqual({
      titleId: 'name',
      fields: [
        { id: 'dates', label: 'Trigger' },
        // A header that is not text falls back to the column id rather than to nothing.
        { id: 'icon', label: 'icon' },
      ],
    });
  });

  it('has no title for a table without columns', () => {
    expect(planCard([])).toEqual({ titleId: null, fields: [] });
  });
});
