import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { type QueryLike, RangeFilter, type RangeValue, type RecordColumn, RecordTable } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import agentRecords from '../../../components/records.module.css';
import { useAgentT } from '../../../lib/i18n';
import { REPORT_RANGES, REPORT_WINDOW_DAYS } from '../../../lib/quick-range';
import type { ReportQuery } from '../api/reports';

type ReportAnswer<Row, Footer> = {
  list: Row[];
  totalPages: number;
  footer?: Footer | null;
  startDate?: string | null;
  endDate?: string | null;
};

/** A report's state: range (today first), page, filters; a new range or filter goes back to page 1. */
export function useReportState<F>(initial: F) {
  const [query, setQuery] = useState<ReportQuery<F>>({ range: { quick: 'today' }, page: 1, filters: initial });
  return {
    query,
    setRange: (range: RangeValue) => setQuery((prev) => ({ ...prev, range, page: 1 })),
    setFilters: (filters: F) => setQuery((prev) => ({ ...prev, filters, page: 1 })),
    setPage: (page: number) => setQuery((prev) => ({ ...prev, page })),
  };
}

/** The filters of a report above its range: fields, then Search. */
export function ReportFilters({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const { t } = useAgentT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={t('reports.filters')} className={agentRecords.filterRow} onSubmit={submit}>
      {children}
      <Button type="submit" variant="primary">
        {t('team.search')}
      </Button>
    </form>
  );
}

/** A labelled text filter. */
export function TextFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label className={records.selectField} htmlFor={id}>
      <span>{label}</span>
      <input id={id} type="search" value={value} maxLength={40} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A labelled select filter; the first option is "All" (empty). */
export function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const { t } = useAgentT();
  const id = useId();
  return (
    <label className={records.selectField} htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('team.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One report page: title, its filters, the range, the table with the totals row, paging. A
 * failure shows the message with Retry; the previous page stays while the next loads.
 */
export function ReportPage<Row, Footer>({
  title,
  filters,
  range,
  onRange,
  query,
  columns,
  rowKey,
  page,
  onPage,
}: {
  title: string;
  filters?: ReactNode;
  range: RangeValue;
  onRange: (range: RangeValue) => void;
  query: QueryLike<ReportAnswer<Row, Footer>>;
  columns: RecordColumn<Row, Footer>[];
  rowKey: (row: Row, index: number) => string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAgentT();
  const id = useId();
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {title}
      </h1>
      <div className={records.filters}>
        {filters}
        <RangeFilter value={range} onChange={onRange} ranges={REPORT_RANGES} maxDays={REPORT_WINDOW_DAYS} />
      </div>
      <RecordTable
        label={title}
        query={query}
        rows={(data) => data.list}
        columns={columns}
        rowKey={rowKey}
        empty={t('records.none')}
        caption={(data) => (data.startDate && data.endDate ? t('records.rangeShown', { start: data.startDate, end: data.endDate }) : null)}
        totals={(data) => data.footer}
        paging={{ page, onPage, totalPages: (data) => data.totalPages }}
      />
    </section>
  );
}
