import { createColumnHelper } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableProps } from './types';

type Payment = { id: string; reference: string; amount: string };

const column = createColumnHelper<Payment>();
const COLUMNS = [
  column.accessor('reference', { header: 'Reference', meta: { card: 'title' } }),
  column.accessor('amount', { header: 'Amount', meta: { align: 'right' } }),
];
const ROWS: Payment[] = [
  { id: 'p1', reference: 'PAY-1', amount: '£10.00' },
  { id: 'p2', reference: 'PAY-2', amount: '£20.00' },
];
const DONE = { isPending: false, isError: false, error: null, refetch: () => undefined };

function render(overrides: Partial<DataTableProps<Payment>> = {}) {
  return renderToStaticMarkup(
    <DataTable<Payment>
      label="Payment records"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(row) => row.id}
      query={DONE}
      empty={{ title: 'No payments', hint: 'Nothing is waiting to be paid.' }}
      rowActions={(row) => <button type="button">Mark {row.reference} paid</button>}
      {...overrides}
    />,
  );
}

describe('DataTable', () => {
  it('renders a captioned table with column headers and a sticky actions column', () => {
    const html = render();
    expect(html).toContain('<caption class="sr-only">Payment records</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="col" class="[^"]*sticky right-0[^"]*">Actions<\/th>/);
    expect(html.match(/<tr class="group/g)).toHaveLength(2);
  });

  it('shows the table from md up and the cards below md, never both', () => {
    const html = render();
    expect(html).toMatch(/<div class="hidden [^"]*md:block[^"]*"><table/);
    expect(html).toMatch(/<div class="[^"]*md:hidden[^"]*">.*<ul aria-label="Payment records"/);
    // Each card: the title column's value, the other columns as label/value, then the actions.
    expect(html).toContain('<dt class="font-medium text-slate-600">Amount</dt>');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.match(/Mark PAY-1 paid/g)).toHaveLength(2);
  });

  it('gives a card no action foot when its row has nothing to do', () => {
    const html = render({
      rowActions: (row) => row.id === 'p1' && <button type="button">Mark PAY-1 paid</button>,
    });
    // The desktop row and the first card show the action; the second card has no empty foot.
    expect(html.match(/Mark PAY-1 paid/g)).toHaveLength(2);
    expect(html.match(/border-t border-slate-100 pt-3/g)).toHaveLength(1);
  });

  it('puts sort buttons in sortable headers with aria-sort on the th', () => {
    const html = render({
      sorting: { sort: 'amount', dir: 'desc', sortable: ['reference', 'amount'], onSort: () => {} },
    });
    expect(html).toMatch(
      /<th scope="col" aria-sort="none"[^>]*><button type="button"[^>]*>Reference/,
    );
    expect(html).toMatch(
      /<th scope="col" aria-sort="descending"[^>]*><button type="button"[^>]*>Amount/,
    );
    // Cards have no headers, so narrow screens get a sort select instead.
    expect(html).toMatch(/<option value="amount" selected="">Amount<\/option>/);
  });

  it('adds labelled checkboxes for selection, with select-all on the page', () => {
    const html = render({
      selection: {
        selectedIds: ['p2'],
        onSelectedIdsChange: () => {},
        rowLabel: (row) => `Select ${row.reference}`,
        pageLabel: 'Select all payments on this page',
      },
    });
    expect(html).toContain('aria-label="Select all payments on this page"');
    expect(html).toMatch(/aria-label="Select PAY-2"[^>]*checked=""/);
    expect(html).not.toMatch(/aria-label="Select PAY-1"[^>]*checked=""/);
  });

  it('disables the selection boxes while the previous rows stand in for the next', () => {
    const selection = {
      selectedIds: [],
      onSelectedIdsChange: () => {},
      rowLabel: (row: Payment) => `Select ${row.reference}`,
      pageLabel: 'Select all payments on this page',
    };
    const stale = render({ selection, query: { ...DONE, isPlaceholderData: true } });
    expect(stale).toMatch(/aria-label="Select all payments on this page"[^>]*disabled=""/);
    expect(stale).toMatch(/aria-label="Select PAY-1"[^>]*disabled=""/);
    expect(render({ selection })).not.toContain('disabled=""');
  });

  it('shows a status while loading, the error with Try again, and the empty state', () => {
    expect(render({ query: { ...DONE, isPending: true } })).toMatch(
      /role="status"[^>]*aria-label="Loading payment records"/,
    );
    const failed = render({
      query: { ...DONE, isError: true, error: new Error('Database is resting') },
    });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load payment records');
    expect(failed).toContain('Database is resting');
    expect(failed).toContain('Try again');
    const empty = render({ rows: [] });
    expect(empty).toContain('No payments');
    expect(empty).toContain('Nothing is waiting to be paid.');
    expect(empty).not.toContain('<table');
  });

  it('shows the pagination summary below the rows', () => {
    const html = render({
      pagination: { page: 2, pages: 3, limit: 2, total: 6, onPageChange: () => {} },
    });
    expect(html).toContain('Showing 3 to 4 of 6 results');
    expect(html).toContain('aria-current="page"');
  });
});
