// @gp/account-centre-kit: what the member and agent centres share, built into each app at the
// version it needs (not a federation singleton). It holds no state and no React context: two
// copies may run on one page. Its texts are its own namespace; its styles are
// `@gp/account-centre-kit/records.module.css`.
export { ACCOUNT_KIT_VERSION } from './version';
export { ACCOUNT_KIT_NS } from './i18n';
export { apiRequest, type ApiRequestOptions } from './api';
export { formatMoney } from './money';
export { formatSiteTime, siteDay, siteNow, siteZone } from './site-time';
export { recordPageSchema } from './record-page';
export { accountKeys } from './account-keys';
export {
  type DayRange,
  dayRange,
  earliestDay,
  type NamedRange,
  QUICK_RANGES,
  type QuickRange,
  quickDays,
  type RangeChoice,
  type RangeIssue,
  rangeIssue,
  rangeParams,
  type RangeValue,
  REPORT_RANGE_NAMES,
} from './range/ranges';
export { type QueryLike, QueryView } from './components/query-view';
export { Pager } from './components/pager';
export { TableScroll } from './components/table-scroll';
export {
  PagedRecordTable,
  type PagedRecordTableProps,
  type RecordColumn,
  type RecordPage,
  type RecordPaging,
  RecordTable,
  type RecordTableProps,
  signClass,
} from './components/record-table';
export { QuickRangePicker } from './components/quick-range-picker';
export { RangeFilter, type RangeFilterProps, type RangeFilterState, useRangeFilter } from './components/range-filter';
export { type MoneyTransfer, MoneyTransferForm, type MoneyTransferFormProps } from './components/money-transfer-form';
export {
  getUplineInfo,
  transferToUpline,
  type UplineInfo,
  uplineInfoQueryOptions,
  uplineInfoSchema,
  type UplineTransfer,
  uplineTransferSchema,
  useTransferToUpline,
  useUplineInfo,
  useUplineSwitch,
} from './upline/upline';
export { uplineName, UplineTransferForm, type UplineTransferFormProps } from './upline/upline-transfer-form';
