import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, formatCount } from '@gp/ui-kit';
import { getRuntimeConfig, Link, useSearchParams, useSession } from '@gp/kernel';
import { formatMoney, formatSiteTime, Pager, QueryView, TableScroll } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { type DownlineQuery, type DownlineRow, MEMBER_STATUSES, type MemberStatus, useDownlines } from '../api/downlines';
import { DownlineDetails } from './downline-details';
import { RemarkDialog } from './remark-dialog';
import { TeamBreadcrumb } from './team-breadcrumb';
import { TransferDialog } from './transfer-dialog';
import styles from './team-management.module.css';

type Action = { kind: 'details' | 'transfer' | 'offer' | 'remark'; row: DownlineRow } | null;

/** The platform refuses transfers and contract offers to blocked (0) and deleted (7) accounts: no Transfer or Offer for them. */
const canTransferTo = (row: DownlineRow): boolean => row.status !== 0 && row.status !== 7;

/** Contracts go to direct downline agents only (SPEC §4), neither blocked nor deleted. */
const canOfferTo = (row: DownlineRow, me: string): boolean => row.userType === 'AGENT' && row.directUpline === me && canTransferTo(row);

/** The list's query from the URL: the drill-down, filters and page survive a reload and Back goes up a level. */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status'));
  const online = params.get('online');
  const query: DownlineQuery = {
    parentAccount: params.get('parent') || undefined,
    account: params.get('account') || undefined,
    status: params.has('status') && (MEMBER_STATUSES as readonly number[]).includes(status) ? (status as MemberStatus) : undefined,
    online: online === '1' ? true : online === '0' ? false : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const go = (next: Partial<Record<'parent' | 'account' | 'status' | 'online' | 'page', string | undefined>>, replace = false) => {
    const merged = new URLSearchParams();
    const values = {
      parent: query.parentAccount,
      account: query.account,
      status: query.status === undefined ? undefined : String(query.status),
      online: online ?? undefined,
      page: undefined as string | undefined,
      ...next,
    };
    for (const [key, value] of Object.entries(values)) if (value) merged.set(key, value);
    setParams(merged, { replace });
  };
  return { query, go };
}

function Filters({ query, onSearch }: { query: DownlineQuery; onSearch: (filters: { account: string; status: string; online: string }) => void }) {
  const { t } = useAgentT();
  const id = useId();
  const [account, setAccount] = useState(query.account ?? '');
  const [status, setStatus] = useState(query.status === undefined ? '' : String(query.status));
  const [online, setOnline] = useState(query.online === undefined ? '' : query.online ? '1' : '0');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ account: account.trim(), status, online });
  };
  return (
    <form role="search" aria-label={t('team.filters')} className={`${records.filters} ${styles.filters}`} onSubmit={submit}>
      <label className={records.selectField} htmlFor={`${id}-account`}>
        <span>{t('team.account')}</span>
        <input id={`${id}-account`} type="search" value={account} maxLength={30} onChange={(event) => setAccount(event.target.value)} />
      </label>
      <label className={records.selectField} htmlFor={`${id}-status`}>
        <span>{t('team.status')}</span>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('team.all')}</option>
          {MEMBER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={records.selectField} htmlFor={`${id}-online`}>
        <span>{t('team.online')}</span>
        <select id={`${id}-online`} value={online} onChange={(event) => setOnline(event.target.value)}>
          <option value="">{t('team.all')}</option>
          <option value="1">{t('team.isOnline')}</option>
          <option value="0">{t('team.isOffline')}</option>
        </select>
      </label>
      <Button type="submit" variant="primary">
        {t('team.search')}
      </Button>
    </form>
  );
}

function DownlineTable({
  rows,
  onDrill,
  onAction,
  canOffer,
}: {
  rows: DownlineRow[];
  onDrill: (account: string) => void;
  onAction: (action: Action) => void;
  canOffer: (row: DownlineRow) => boolean;
}) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  return (
    <TableScroll label={t('pages.downlineManagmentView')}>
      <table className={`${records.table} ${styles.teamTable}`}>
        <thead>
          <tr>
            <th scope="col">{t('team.account')}</th>
            <th scope="col">{t('team.userType')}</th>
            <th scope="col">{t('team.directUpline')}</th>
            <th scope="col">{t('team.nickname')}</th>
            <th scope="col" className={records.num}>
              {t('team.balance')}
            </th>
            <th scope="col">{t('team.lastLogin')}</th>
            <th scope="col" className={records.num}>
              {t('team.rebate')}
            </th>
            <th scope="col">{t('team.online')}</th>
            <th scope="col">{t('team.status')}</th>
            <th scope="col">{t('team.remark')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.directCount > 0 ? (
                  <button
                    type="button"
                    className={styles.drill}
                    aria-label={t('team.drill', { account: row.account, count: row.directCount })}
                    onClick={() => onDrill(row.account)}
                  >
                    {row.account}
                    <span aria-hidden="true" className={styles.count}>
                      {formatCount(row.directCount)}
                    </span>
                  </button>
                ) : (
                  row.account
                )}
              </th>
              <td>{t(`team.${row.userType}`)}</td>
              <td>{row.directUpline}</td>
              <td>{row.nickname}</td>
              <td className={records.num}>{formatMoney(row.balance, cur)}</td>
              <td>{row.lastLoginTime ? formatSiteTime(row.lastLoginTime) : t('team.never')}</td>
              <td className={records.num}>{t('team.rate', { rate: row.rebateRate })}</td>
              <td>{row.online ? t('team.isOnline') : t('team.isOffline')}</td>
              <td>{t(`status.${row.status}`)}</td>
              <td>{row.remark}</td>
              <td>
                <div className={styles.actions}>
                  <Button size="sm" variant="secondary" aria-label={t('team.detailsOf', { account: row.account })} onClick={() => onAction({ kind: 'details', row })}>
                    {t('team.details')}
                  </Button>
                  {canTransferTo(row) ? (
                    <Button size="sm" variant="secondary" aria-label={t('team.transferTo', { account: row.account })} onClick={() => onAction({ kind: 'transfer', row })}>
                      {t('team.transfer')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="secondary" aria-label={t('team.editRemarkOf', { account: row.account })} onClick={() => onAction({ kind: 'remark', row })}>
                    {t('team.editRemark')}
                  </Button>
                  <Link
                    className={styles.actionLink}
                    aria-label={t('team.gamesOf', { account: row.account })}
                    to={`/agentHome/personalHistoryCopy?${new URLSearchParams({ account: row.account }).toString()}`}
                  >
                    {t('team.games')}
                  </Link>
                  {canOffer(row) ? (
                    <Button size="sm" variant="secondary" aria-label={t('team.offerTo', { account: row.account })} onClick={() => onAction({ kind: 'offer', row })}>
                      {t('team.offer')}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * downlineManagmentView: the team's downlines with search, status and online filters and paging;
 * drill down with a breadcrumb. `renderOffer` draws the contract offer (the contracts feature's
 * dialog, handed in by the routes) for a direct downline agent; without it there is no Offer.
 */
export function TeamManagement({ renderOffer }: { renderOffer?: (account: string, onClose: () => void) => ReactNode } = {}) {
  const { t } = useAgentT();
  const { member } = useSession();
  const me = member?.account ?? '';
  const id = useId();
  const { query, go } = useListQuery();
  const list = useDownlines(query);
  const [action, setAction] = useState<Action>(null);
  const [transferring, setTransferring] = useState(false);
  const cur = getRuntimeConfig().currencySymbol;

  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <div className={styles.heading}>
        <h1 id={`${id}-title`} className={records.title}>
          {t('pages.downlineManagmentView')}
        </h1>
        <Button variant="secondary" size="sm" onClick={() => setTransferring(true)}>
          {t('transfer.pickTitle')}
        </Button>
      </div>
      {list.data ? <TeamBreadcrumb breadcrumb={list.data.breadcrumb} onGo={(account) => go({ parent: account, account: undefined, status: undefined, online: undefined })} /> : null}
      <Filters
        key={`${query.parentAccount ?? ''}|${query.account ?? ''}|${query.status ?? ''}|${String(query.online)}`}
        query={query}
        onSearch={(filters) => go({ account: filters.account || undefined, status: filters.status || undefined, online: filters.online || undefined })}
      />
      <QueryView query={list} isEmpty={(data) => data.list.length === 0} empty={t('team.none')}>
        {(data) => (
          <>
            <p className={records.summary} aria-live="polite">
              {t('team.summary', { count: data.footer?.count ?? data.totalElements, balance: formatMoney(data.footer?.balance ?? 0, cur) })}
            </p>
            <DownlineTable
              rows={data.list}
              onDrill={(account) => go({ parent: account, account: undefined, status: undefined, online: undefined })}
              onAction={setAction}
              canOffer={(row) => renderOffer !== undefined && canOfferTo(row, me)}
            />
            <Pager page={query.page} totalPages={data.totalPages} onPage={(page) => go({ page: String(page) }, true)} busy={list.isPlaceholderData} />
          </>
        )}
      </QueryView>
      {action?.kind === 'details' ? <DownlineDetails account={action.row.account} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'transfer' ? <TransferDialog account={action.row.account} onClose={() => setAction(null)} /> : null}
      {transferring ? <TransferDialog onClose={() => setTransferring(false)} /> : null}
      {action?.kind === 'remark' ? <RemarkDialog row={action.row} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'offer' && renderOffer ? renderOffer(action.row.account, () => setAction(null)) : null}
    </section>
  );
}
