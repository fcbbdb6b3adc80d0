import type { ReactNode } from 'react';
import { useAccountKitT } from '../i18n';
import styles from '../records.module.css';
import { Pager } from './pager';
import { type QueryLike, QueryView } from './query-view';
import { TableScroll } from './table-scroll';

/** One column: its header, its cell, right-aligned figures, a cell class per row (gains and losses). */
export type RecordColumn<Row, Footer = never> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`): the account, the day, the category of a summary. */
  rowHeader?: boolean;
  cellClass?: (row: Row) => string | undefined;
  /** Its cell of the totals row, from the answer's totals; the first column without one says "Total". */
  total?: (footer: Footer) => ReactNode;
};

/** Paging of a record call: the page shown, how to change it, and how many the answer says there are. */
export type RecordPaging<Data> = { page: number; onPage: (page: number) => void; totalPages: (data: Data) => number };

export type RecordTableProps<Data, Row, Footer = never> = {
  /** Names the table and its scrolling region (the table's subject). */
  label: string;
  query: QueryLike<Data>;
  rows: (data: Data) => readonly Row[];
  columns: ReadonlyArray<RecordColumn<Row, Footer>>;
  rowKey: (row: Row, index: number) => string;
  /** What an empty answer says ("No records in this range" by default). */
  empty?: ReactNode;
  /** A line above the table ("N records", the days a report used): outside the scrolling box, so it stays in view at any width. */
  caption?: (data: Data) => ReactNode;
  /** The answer's totals over every matching row (never a sum of the page), drawn by each column's `total`. */
  totals?: (data: Data) => Footer | null | undefined;
  /** Or the totals row's cells as the page draws them (a cell spanning columns, say). */
  footer?: (data: Data) => ReactNode;
  paging?: RecordPaging<Data>;
};

/** The class of a signed amount: gains green, losses red, nothing for 0 or no value. */
export function signClass(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value < 0 ? styles.negative : styles.positive;
}

function cellClassName<Row, Footer>(column: RecordColumn<Row, Footer>, row: Row): string | undefined {
  const names = [column.numeric ? styles.num : undefined, column.cellClass?.(row)].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

function TotalCells<Row, Footer>({ columns, footer }: { columns: ReadonlyArray<RecordColumn<Row, Footer>>; footer: Footer }) {
  const { t } = useAccountKitT();
  return columns.map((column, index) =>
    index === 0 ? (
      <th key={column.key} scope="row">
        {column.total ? column.total(footer) : t('records.total')}
      </th>
    ) : (
      <td key={column.key} className={column.numeric ? styles.num : undefined}>
        {column.total ? column.total(footer) : null}
      </td>
    ),
  );
}

/**
 * A record call on screen: loading, the catalogue's error with Retry, empty, or the rows in a
 * table that scrolls in its own box, with an optional line above it, totals row and pager (the
 * previous page stays while the next one loads).
 */
export function RecordTable<Data, Row, Footer = never>({ label, query, rows, columns, rowKey, empty, caption, totals, footer, paging }: RecordTableProps<Data, Row, Footer>) {
  const { t } = useAccountKitT();
  return (
    <QueryView query={query} isEmpty={(data) => rows(data).length === 0} empty={empty ?? t('records.none')}>
      {(data) => {
        const line = caption?.(data);
        const sums = totals?.(data);
        const cells = sums ? <TotalCells columns={columns} footer={sums} /> : footer?.(data);
        return (
          <>
            {line ? <p className={styles.summary}>{line}</p> : null}
            <TableScroll label={label}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{label}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col" className={column.numeric ? styles.num : undefined}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows(data).map((row, index) => (
                    <tr key={rowKey(row, index)}>
                      {columns.map((column) =>
                        column.rowHeader ? (
                          <th key={column.key} scope="row" className={cellClassName(column, row)}>
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td key={column.key} className={cellClassName(column, row)}>
                            {column.cell(row)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
                {cells ? (
                  <tfoot>
                    <tr>{cells}</tr>
                  </tfoot>
                ) : null}
              </table>
            </TableScroll>
            {paging ? <Pager page={paging.page} totalPages={paging.totalPages(data)} onPage={paging.onPage} busy={query.isPlaceholderData} /> : null}
          </>
        );
      }}
    </QueryView>
  );
}

/** A page of a record call (`recordPageSchema`): its rows, how many pages and rows, and the totals' count. */
export type RecordPage<Row> = { list: Row[]; totalPages: number; totalElements: number; footer?: { count: number } | null };

export type PagedRecordTableProps<Data, Row, Footer = never> = Omit<RecordTableProps<Data, Row, Footer>, 'rows' | 'caption' | 'paging'> & {
  /** The page shown and how to change it (`useRangeFilter`). */
  filter: { page: number; setPage: (page: number) => void };
};

/** A record call answered a page at a time: its rows, "N records" above them, and the pager. */
export function PagedRecordTable<Data extends RecordPage<Row>, Row, Footer = never>({ filter, ...props }: PagedRecordTableProps<Data, Row, Footer>) {
  const { t } = useAccountKitT();
  return (
    <RecordTable
      {...props}
      rows={(data) => data.list}
      caption={(data) => t('records.count', { count: data.footer?.count ?? data.totalElements })}
      paging={{ page: filter.page, onPage: filter.setPage, totalPages: (data) => data.totalPages }}
    />
  );
}
