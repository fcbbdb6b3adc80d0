import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gp/kernel/testing';
import { en } from '../locales/en';
import { PagedRecordTable, type RecordColumn, type RecordPage, RecordTable, signClass } from './record-table';

type Row = { id: number; amount: number };
type Footer = { count: number; amount: number };

const columns: Array<RecordColumn<Row>> = [
  { key: 'id', header: 'Id', rowHeader: true, cell: (row) => `#${row.id}` },
  { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount.toFixed(2), cellClass: (row) => signClass(row.amount) },
];

function query<T>(state: Partial<{ isPending: boolean; isError: boolean; error: unknown; data: T; isPlaceholderData: boolean }>) {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...state };
}

const rows = (data: Row[]) => data;
const rowKey = (row: Row) => String(row.id);

describe('RecordTable', () => {
  it('says it is loading, then shows the failure with a Retry that asks again', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(<RecordTable label="Bets" query={query<Row[]>({ isPending: true })} rows={rows} rowKey={rowKey} columns={columns} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const failed = query<Row[]>({ isError: true, error: new Error('down') });
    rerender(<RecordTable label="Bets" query={failed} rows={rows} rowKey={rowKey} columns={columns} />);
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing: the kit\'s words, or the page\'s', () => {
    const { unmount } = renderWithProviders(<RecordTable label="Bets" query={query<Row[]>({ data: [] })} rows={rows} rowKey={rowKey} columns={columns} />);
    expect(screen.getByText(en.records.none)).toBeInTheDocument();
    unmount();
    renderWithProviders(<RecordTable label="Bets" query={query<Row[]>({ data: [] })} rows={rows} rowKey={rowKey} columns={columns} empty="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the rows in a named, focusable scrolling region: a named table, row headers, signed cells and the page\'s totals cells', () => {
    renderWithProviders(
      <RecordTable
        label="Bets"
        query={query<Row[]>({ data: [{ id: 1, amount: 5 }, { id: 2, amount: -3 }] })}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        footer={() => (
          <>
            <th scope="row">Total</th>
            <td>2.00</td>
          </>
        )}
      />,
    );
    const region = screen.getByRole('region', { name: 'Bets, table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Bets' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '#2' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '-3.00' })).toHaveClass('num', 'negative');
    expect(within(table).getByRole('cell', { name: '5.00' })).toHaveClass('num', 'positive');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('draws the answer\'s totals through each column\'s total, "Total" first when that column has none, and a line above', () => {
    type Report = { list: Row[]; footer: Footer | null; range: string };
    const withTotals: Array<RecordColumn<Row, Footer>> = [
      { key: 'id', header: 'Id', rowHeader: true, cell: (row) => `#${row.id}` },
      { key: 'note', header: 'Note', cell: () => 'n' },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount.toFixed(2), total: (footer) => footer.amount.toFixed(2) },
    ];
    const data: Report = { list: [{ id: 1, amount: 5 }], footer: { count: 12, amount: 99 }, range: '2026-01-01 to 2026-01-31' };
    const { rerender } = renderWithProviders(
      <RecordTable label="Income" query={query({ data })} rows={(d) => d.list} rowKey={rowKey} columns={withTotals} totals={(d) => d.footer} caption={(d) => d.range} />,
    );
    expect(screen.getByText('2026-01-01 to 2026-01-31')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Income' });
    const totals = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(totals).getByRole('rowheader', { name: en.records.total })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '99.00' })).toHaveClass('num');
    expect(within(totals).getAllByRole('cell')).toHaveLength(2);

    const own: Array<RecordColumn<Row, Footer>> = [{ ...withTotals[0]!, total: (footer) => `${footer.count} rows` }, ...withTotals.slice(1)];
    rerender(<RecordTable label="Income" query={query({ data })} rows={(d) => d.list} rowKey={rowKey} columns={own} totals={(d) => d.footer} />);
    expect(screen.getByRole('rowheader', { name: '12 rows' })).toBeInTheDocument();

    rerender(<RecordTable label="Income" query={query({ data: { ...data, footer: null } })} rows={(d) => d.list} rowKey={rowKey} columns={own} totals={(d) => d.footer} />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('keeps the page on show while the next loads, its pager held', () => {
    const data = [{ id: 1, amount: 1 }];
    renderWithProviders(
      <RecordTable label="Bets" query={query({ data, isPlaceholderData: true })} rows={rows} rowKey={rowKey} columns={columns} paging={{ page: 2, onPage: jest.fn(), totalPages: () => 3 }} />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.records.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.records.previous })).toBeDisabled();
  });
});

describe('PagedRecordTable', () => {
  it('counts the records and pages on', async () => {
    const user = userEvent.setup({ delay: null });
    const setPage = jest.fn();
    const data: RecordPage<Row> = { list: [{ id: 1, amount: 1 }], totalPages: 3, totalElements: 27, footer: { count: 27 } };
    renderWithProviders(<PagedRecordTable label="Bets" query={query({ data })} rowKey={rowKey} columns={columns} filter={{ page: 1, setPage }} />);
    expect(screen.getByText('27 records')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.records.pages })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.records.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: en.records.next }));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('says "1 record" for one and "N records" otherwise (i18next plurals), in Tagalog too', async () => {
    const one: RecordPage<Row> = { list: [{ id: 1, amount: 1 }], totalPages: 1, totalElements: 1, footer: null };
    const { unmount } = renderWithProviders(<PagedRecordTable label="Bets" query={query({ data: one })} rowKey={rowKey} columns={columns} filter={{ page: 1, setPage: jest.fn() }} />);
    expect(screen.getByText('1 record')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    // Tagalog's plural rules (CLDR, through the registry's tag `tl`): `other` is the count whose
    // number takes the linker "na" (4, 6, 9: apat na, anim na, siyam na).
    renderWithProviders(<PagedRecordTable label="Taya" query={query({ data: { ...one, totalElements: 4 } })} rowKey={rowKey} columns={columns} filter={{ page: 1, setPage: jest.fn() }} />, {
      language: 'TY',
    });
    expect(await screen.findByText('4 na rekord')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Taya, talahanayan' })).toBeInTheDocument();
  });
});
