import type { ReactNode } from 'react';
import { useAgentT } from '../lib/i18n';
import { TableScroll } from './table-scroll';
import styles from './records.module.css';

export type Column<Row, Footer> = {
  key: string;
  label: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The totals row's cell; none = empty. */
  total?: (footer: Footer) => ReactNode;
  numeric?: boolean;
  /** The row's header cell (the account, the day…). */
  rowHeader?: boolean;
};

/**
 * One report table: a header, the page's rows, and the totals row over every matching row
 * (the answer's `footer`, never a sum of the page), inside a box that scrolls on phones.
 */
export function RecordTable<Row, Footer>({
  columns,
  rows,
  footer,
  rowKey,
  caption,
}: {
  columns: Column<Row, Footer>[];
  rows: Row[];
  footer: Footer | null | undefined;
  rowKey: (row: Row, index: number) => string;
  caption: string;
}) {
  const { t } = useAgentT();
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? styles.num : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {column.total ? column.total(footer) : t('records.total')}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? styles.num : undefined}>
                    {column.total ? column.total(footer) : null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableScroll>
  );
}
