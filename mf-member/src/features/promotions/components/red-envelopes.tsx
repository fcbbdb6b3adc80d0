import { useRef, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { FormAlert, useMoneyRequest } from '@gp/forms-kit';
import { getRuntimeConfig, translateError } from '@gp/kernel';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import { useClaimTicket } from '../api/claim-ticket';
import type { Ticket } from '../api/get-tickets';
import styles from './reward-games.module.css';

function Envelope({ ticket, onOpened }: { ticket: Ticket; onOpened: (text: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const claim = useClaimTicket();
  // One request per envelope until the server answers: a double click or a retry is the same.
  const request = useMoneyRequest();
  // A second press before the answer (a double click) sends nothing more.
  const busy = useRef(false);
  const open = () => {
    if (busy.current) return;
    busy.current = true;
    request
      .send((requestId) => claim.mutateAsync({ ticketId: ticket.ticketId, requestId }))
      .then((answer) => onOpened(t('rewards.envelope.got', { amount: formatMoney(answer.amount ?? 0, cur), title: answer.title })))
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
  return (
    <li className={styles.envelope}>
      <span className={styles.envelopeSeal} aria-hidden="true" />
      <h3>{ticket.title}</h3>
      {ticket.expireTime ? <p className={styles.meta}>{t('rewards.expires', { time: formatSiteTime(ticket.expireTime) })}</p> : null}
      {claim.isError ? <FormAlert>{translateError(claim.error)}</FormAlert> : null}
      <Button type="button" size="sm" onClick={open} disabled={claim.isPending} aria-label={t('rewards.envelope.openNamed', { title: ticket.title })}>
        {claim.isPending ? t('rewards.envelope.opening') : t('rewards.envelope.open')}
      </Button>
    </li>
  );
}

/** Red envelopes (rewardCenter): each opens once; the server decides the amount and pays it into the main wallet. */
export function RedEnvelopes({ tickets }: { tickets: Ticket[] }) {
  const { t } = useMemberT();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <section className={styles.game} aria-labelledby="rewards-envelopes">
      <h2 id="rewards-envelopes">{t('rewards.envelope.title')}</h2>
      <p role="status" className={styles.result}>
        {opened}
      </p>
      {tickets.length === 0 ? (
        <p className={styles.meta}>{t('rewards.envelope.none')}</p>
      ) : (
        <ul className={styles.envelopes} aria-label={t('rewards.envelope.title')}>
          {tickets.map((ticket) => (
            <Envelope key={ticket.ticketId} ticket={ticket} onOpened={setOpened} />
          ))}
        </ul>
      )}
    </section>
  );
}
