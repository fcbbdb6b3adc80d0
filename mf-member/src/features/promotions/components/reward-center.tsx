import { useState } from 'react';
import { Button } from '@gp/ui-kit';
import { FormAlert, useMoneyRequest } from '@gp/forms-kit';
import { getRuntimeConfig, memberPageTitleKey, translateError, useCommonT } from '@gp/kernel';
import { formatMoney, formatSiteTime, PagedRecordTable, QueryView, RangeFilter, type RecordColumn, useRangeFilter } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records.module.css';
import { useMemberT } from '../../../lib/i18n';
import { RECORD_RANGES } from '../../../lib/record-ranges';
import { useClaimTicket } from '../api/claim-ticket';
import { useAvailablePromotions } from '../api/get-available-promotions';
import { CLAIM_WINDOW_DAYS, type ClaimRecord, useClaimHistory } from '../api/get-claim-history';
import { type Ticket, useTickets } from '../api/get-tickets';
import { PrizeWheel } from './prize-wheel';
import { PromotionCard } from './promotion-card';
import { RedEnvelopes } from './red-envelopes';
import games from './reward-games.module.css';
import styles from './promotions.module.css';
import { StatusBadge } from './status-badge';

const TICKET_KINDS = ['RAFFLE', 'VOUCHER', 'WHEEL', 'RED_ENVELOPE'] as const;

const isTicketKind = (type: string): type is (typeof TICKET_KINDS)[number] => (TICKET_KINDS as readonly string[]).includes(type);

/** Promotions the reward centre no longer offers: claimed, issued or closed. */
const DONE_STATUSES: ReadonlySet<string> = new Set(['CLAIMED', 'ISSUED', 'CLOSE']);

function AvailablePromotions() {
  const { t, language } = useMemberT();
  const available = useAvailablePromotions(language);
  return (
    <section className={styles.category} aria-labelledby="rewards-available">
      <h2 id="rewards-available">{t('rewards.available')}</h2>
      <QueryView query={available} isEmpty={(data) => data.list.every((card) => DONE_STATUSES.has(card.status))} empty={t('rewards.noPromotions')}>
        {(data) => (
          <>
            <p className={styles.hint}>{t('rewards.availableCount', { count: String(data.availableCount) })}</p>
            <ul className={styles.grid}>
              {data.list.filter((card) => !DONE_STATUSES.has(card.status)).map((card) => (
                <PromotionCard key={card.id} card={card} to={`/promotions/${card.id}`} />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}

function TicketItem({ ticket, onClaimed }: { ticket: Ticket; onClaimed: (text: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const claim = useClaimTicket();
  // One request per ticket until the server answers: a retry after a lost answer is the same.
  const request = useMoneyRequest();
  const onClaim = () =>
    request
      .send((requestId) => claim.mutateAsync({ ticketId: ticket.ticketId, requestId }))
      .then((answer) => onClaimed(t('rewards.won', { amount: formatMoney(answer.amount ?? 0, cur), title: answer.title })))
      // The mutation's state shows the failure above the button.
      .catch(() => undefined);
  const type = isTicketKind(ticket.type) ? t(`rewards.ticket.${ticket.type}`) : ticket.type;
  return (
    <li className={styles.card}>
      <div className={styles.body}>
        <h3>{ticket.title}</h3>
        <p className={styles.meta}>
          <span className={[styles.badge, styles.open].join(' ')}>{type}</span>
          <span>{ticket.amount === null ? t('rewards.drawn') : formatMoney(ticket.amount, cur)}</span>
        </p>
        {ticket.expireTime ? <p className={styles.meta}>{t('rewards.expires', { time: formatSiteTime(ticket.expireTime) })}</p> : null}
        {claim.isError ? <FormAlert>{translateError(claim.error)}</FormAlert> : null}
        <div className={styles.actions}>
          <Button type="button" size="sm" onClick={onClaim} disabled={claim.isPending} aria-label={t('rewards.claimNamed', { title: ticket.title })}>
            {claim.isPending ? t('promo.sending') : t('rewards.claim')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The kinds the ticket list shows; the wheel and the red envelopes have their own sections. */
const LISTED: ReadonlySet<string> = new Set(['RAFFLE', 'VOUCHER']);

function Tickets() {
  const { t, language } = useMemberT();
  const tickets = useTickets(language, (data) => ({ list: data.list.filter((ticket) => LISTED.has(ticket.type)) }));
  const [won, setWon] = useState<string | null>(null);
  return (
    <section className={styles.category} aria-labelledby="rewards-tickets">
      <h2 id="rewards-tickets">{t('rewards.tickets')}</h2>
      {won ? <p role="status">{won}</p> : null}
      <QueryView query={tickets} isEmpty={(data) => data.list.length === 0} empty={t('rewards.noTickets')}>
        {(data) => (
          <ul className={styles.grid} aria-label={t('rewards.tickets')}>
            {data.list.map((ticket) => (
              <TicketItem key={ticket.ticketId} ticket={ticket} onClaimed={setWon} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** The prize wheel and the red envelopes, from the same ticket list. */
function RewardGames() {
  const { language } = useMemberT();
  const tickets = useTickets(language);
  if (!tickets.data) return null;
  const ofType = (type: string) => tickets.data.list.filter((ticket) => ticket.type === type);
  return (
    <div className={games.games}>
      <PrizeWheel tickets={ofType('WHEEL')} />
      <RedEnvelopes tickets={ofType('RED_ENVELOPE')} />
    </div>
  );
}

function ClaimHistory() {
  const { t, language } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const filter = useRangeFilter('last7');
  const history = useClaimHistory({ ...filter.range, page: filter.page, language });
  const kind = (row: ClaimRecord) => (row.kind === 'PROMOTION' || isTicketKind(row.kind) ? t(`rewards.kind.${row.kind}`) : row.kind);
  const columns: Array<RecordColumn<ClaimRecord>> = [
    { key: 'time', header: t('records.time'), cell: (row) => formatSiteTime(row.time) },
    { key: 'kind', header: t('rewards.type'), cell: kind },
    { key: 'title', header: t('rewards.name'), cell: (row) => row.title },
    { key: 'amount', header: t('records.amount'), numeric: true, cell: (row) => formatMoney(row.amount, cur) },
    { key: 'status', header: t('rewards.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <section className={records.page} aria-labelledby="rewards-history">
      <h2 id="rewards-history">{t('rewards.history')}</h2>
      <div className={records.filters}>
        <RangeFilter value={filter.value} onChange={filter.onChange} ranges={RECORD_RANGES} maxDays={CLAIM_WINDOW_DAYS} />
      </div>
      <PagedRecordTable label={t('rewards.history')} query={history} rowKey={(row) => String(row.id)} columns={columns} filter={filter} />
    </section>
  );
}

/** rewardCenter: the promotions I can take part in (the menu badge counts those to join or claim), tickets to claim, the prize wheel, red envelopes, the claim history (90 days). */
export function RewardCenter() {
  const { t: tc } = useCommonT();
  return (
    <section className={styles.page} aria-labelledby="rewards-title">
      <h1 id="rewards-title" className={records.title}>
        {tc(memberPageTitleKey('rewardCenter'))}
      </h1>
      <AvailablePromotions />
      <Tickets />
      <RewardGames />
      <ClaimHistory />
    </section>
  );
}
