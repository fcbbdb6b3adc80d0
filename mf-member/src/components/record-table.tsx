import type { ReactNode } from 'react';
import { useMemberT } from '../lib/i18n';
import { Pager } from './pager';
import { QueryView, type QueryLike } from './query-view';
import type { RangeFilterState } from './range-filter';
import styles from './records.module.css';
import { TableScroll } from './table-scroll';

/** One column: its header, its cell, right-aligned figures, and a cell class per row (gains and losses). */
export type RecordColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`): the category of a summary, say. */
  rowHeader?: boolean;
  cellClass?: (row: Row) => string | undefined;
};

/** Paging of a record call: the page shown, how to change it, and how many the answer says there are. */
export type RecordPaging<Data> = { page: number; onPage: (page: number) => void; totalPages: (data: Data) => number };

export type RecordTableProps<Data, Row> = {
  /** Names the scrolling region (the table's subject). */
  label: string;
  query: QueryLike<Data>;
  rows: (data: Data) => readonly Row[];
  columns: ReadonlyArray<RecordColumn<Row>>;
  rowKey: (row: Row) => string;
  /** What an empty answer says (the catalogue's "No records" by default). */
  empty?: ReactNode;
  /** A line above the table ("N records"): outside the scrolling box, so it stays in view at any width. */
  caption?: (data: Data) => ReactNode;
  /** The cells of the totals row, when the answer has one. */
  footer?: (data: Data) => ReactNode;
  paging?: RecordPaging<Data>;
};

/** The class of a signed amount: gains green, losses red, nothing for 0 or no value. */
export function signClass(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value < 0 ? styles.negative : styles.positive;
}

function cellClassName<Row>(column: RecordColumn<Row>, row: Row): string | undefined {
  const names = [column.numeric ? styles.num : undefined, column.cellClass?.(row)].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/**
 * A record call on screen: loading, the catalogue's error with Retry, empty, or the rows in a
 * table that scrolls in its own box, with an optional totals row and pager (the previous page
 * stays while the next one loads).
 */
export function RecordTable<Data, Row>({ label, query, rows, columns, rowKey, empty, caption, footer, paging }: RecordTableProps<Data, Row>) {
  const { t } = useMemberT();
  return (
    <QueryView query={query} isEmpty={(data) => rows(data).length === 0} empty={empty ?? t('records.none')}>
      {(data) => {
        const totals = footer?.(data);
        return (
          <>
            {caption ? <p className={styles.count}>{caption(data)}</p> : null}
            <TableScroll label={label}>
              <table className={styles.table} aria-label={label}>
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
                  {rows(data).map((row) => (
                    <tr key={rowKey(row)}>
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
                {totals ? (
                  <tfoot>
                    <tr>{totals}</tr>
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

/** A page of a record call (`lib/record-page`): its rows, how many pages and rows, and the totals' count. */
export type RecordPage<Row> = { list: Row[]; totalPages: number; totalElements: number; footer?: { count: number } | null };

export type PagedRecordTableProps<Data, Row> = Omit<RecordTableProps<Data, Row>, 'rows' | 'caption' | 'paging'> & {
  /** The page shown and how to change it (`useRangeFilter`). */
  filter: Pick<RangeFilterState, 'page' | 'setPage'>;
};

/** A record call answered a page at a time: its rows, "N records" above them, and the pager. */
export function PagedRecordTable<Data extends RecordPage<Row>, Row>({ filter, ...props }: PagedRecordTableProps<Data, Row>) {
  const { t } = useMemberT();
  return (
    <RecordTable
      {...props}
      rows={(data) => data.list}
      caption={(data) => t('records.count', { count: data.footer?.count ?? data.totalElements })}
      paging={{ page: filter.page, onPage: filter.setPage, totalPages: (data) => data.totalPages }}
    />
  );
}
