import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../lib/i18n';
import { en } from '../locales/en';
import { renderPage } from '../testing/render-page';
import { PagedRecordTable, type RecordColumn, type RecordPage, RecordTable } from './record-table';

type Row = { id: number; amount: number };

const columns: Array<RecordColumn<Row>> = [
  { key: 'id', header: 'Id', rowHeader: true, cell: (row) => `#${row.id}` },
  { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount.toFixed(2) },
];

function query<T>(state: Partial<{ isPending: boolean; isError: boolean; error: unknown; data: T; isPlaceholderData: boolean }>) {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...state };
}

describe('RecordTable', () => {
  it('says it is loading, then shows the failure with a Retry that asks again', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderPage(<RecordTable label="Bets" query={query<Row[]>({ isPending: true })} rows={(rows) => rows} rowKey={(row) => String(row.id)} columns={columns} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const failed = query<Row[]>({ isError: true, error: new Error('down') });
    rerender(<RecordTable label="Bets" query={failed} rows={(rows) => rows} rowKey={(row) => String(row.id)} columns={columns} />);
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing, in the given words', () => {
    renderPage(<RecordTable label="Bets" query={query<Row[]>({ data: [] })} rows={(rows) => rows} rowKey={(row) => String(row.id)} columns={columns} empty="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the rows in a named, focusable scrolling region, row headers and the totals row', () => {
    renderPage(
      <RecordTable
        label="Bets"
        query={query<Row[]>({ data: [{ id: 1, amount: 5 }, { id: 2, amount: -3 }] })}
        rows={(rows) => rows}
        rowKey={(row) => String(row.id)}
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
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '#2' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '-3.00' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });
});

describe('PagedRecordTable', () => {
  it('counts the records and pages on', async () => {
    const user = userEvent.setup({ delay: null });
    const setPage = jest.fn();
    const data: RecordPage<Row> = { list: [{ id: 1, amount: 1 }], totalPages: 3, totalElements: 27, footer: { count: 27 } };
    renderPage(<PagedRecordTable label="Bets" query={query({ data })} rowKey={(row) => String(row.id)} columns={columns} filter={{ page: 1, setPage }} />);
    expect(screen.getByText('27 records')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.records.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: en.records.next }));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('says "1 record" for one and "N records" otherwise (i18next plurals), in Tagalog too', async () => {
    const one: RecordPage<Row> = { list: [{ id: 1, amount: 1 }], totalPages: 1, totalElements: 1, footer: null };
    const { unmount } = renderPage(<PagedRecordTable label="Bets" query={query({ data: one })} rowKey={(row) => String(row.id)} columns={columns} filter={{ page: 1, setPage: jest.fn() }} />);
    expect(screen.getByText('1 record')).toBeInTheDocument();
    unmount();
    renderPage(<PagedRecordTable label="Bets" query={query({ data: { ...one, totalElements: 2 } })} rowKey={(row) => String(row.id)} columns={columns} filter={{ page: 1, setPage: jest.fn() }} />, { language: 'TY' });
    expect(await screen.findByText('2 na rekord')).toBeInTheDocument();
  });
});
