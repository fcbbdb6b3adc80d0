import { useState } from 'react';
import { Button, FormAlert, getRuntimeConfig, TextField, translateError } from 'shared';
import { ImagePicker } from '../../../components/image-picker';
import { AMOUNT_PATTERN, toAmount } from '../../../lib/amount';
import { useMemberT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatSiteTime } from '../../../lib/site-time';
import { type ConfirmInput, useConfirmList, useConfirmWithdrawal, type WithdrawOrder } from '../api/withdraw';
import styles from './withdraw.module.css';

type Result = ConfirmInput['result'];

/**
 * Withdrawal confirmation (SPEC §4): received, partly received (what arrived) or not received with
 * a proof image (png/jpg ≤ 5 MB). Without an answer by the deadline it counts as received and is
 * not refunded: the form says so before the member answers.
 */
function ConfirmOrder({ order, minutes, onSent }: { order: WithdrawOrder; minutes: number; onSent: (orderNo: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const confirm = useConfirmWithdrawal();
  const [result, setResult] = useState<Result | null>(null);
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const paid = order.actualAmount ?? order.amount;

  function send() {
    setIssue(null);
    if (!result) return setIssue(t('withdraw.chooseAnswer'));
    const input: ConfirmInput = { orderNo: order.orderNo, result };
    if (result === 'PARTIAL') {
      const value = received.trim();
      if (!AMOUNT_PATTERN.test(value) || toAmount(value) <= 0 || toAmount(value) >= paid) {
        return setIssue(t('withdraw.partialRule', { amount: formatMoney(paid, cur) }));
      }
      input.receivedAmount = toAmount(value);
    }
    if (result === 'NOT_RECEIVED') {
      if (!proof) return setIssue(t('withdraw.proofNeeded'));
      input.proofImage = proof;
    }
    confirm.mutate(input, { onSuccess: () => onSent(order.orderNo) });
  }

  return (
    <li className={styles.confirm}>
      <p>
        <strong>{order.orderNo}</strong> · {formatMoney(paid, cur)} · {order.bankName} {order.accountNo}
      </p>
      <p className={styles.warning}>
        {t('withdraw.deadline', { time: order.confirmDeadline ? formatSiteTime(order.confirmDeadline) : '', minutes })}
      </p>
      <fieldset className={styles.answers}>
        <legend>{t('withdraw.answer')}</legend>
        {(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const).map((value) => (
          <label key={value} className={styles.answer}>
            <input type="radio" name={`confirm-${order.orderNo}`} checked={result === value} onChange={() => setResult(value)} />
            <span>{t(`withdraw.results.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {result === 'RECEIVED' ? <p className={styles.warning}>{t('withdraw.receivedWarning')}</p> : null}
      {result === 'PARTIAL' ? (
        <TextField
          label={t('withdraw.receivedAmount')}
          inputMode="decimal"
          value={received}
          onChange={(event) => setReceived(event.target.value)}
          hint={
            AMOUNT_PATTERN.test(received.trim()) ? t('withdraw.remainingAmount', { amount: formatMoney(Math.max(0, paid - toAmount(received)), cur) }) : undefined
          }
        />
      ) : null}
      {result === 'NOT_RECEIVED' ? (
        <ImagePicker label={t('withdraw.proof')} value={proof} onChange={setProof} />
      ) : null}
      <FormAlert>{issue ?? (confirm.isError ? translateError(confirm.error) : null)}</FormAlert>
      <Button onClick={send} disabled={confirm.isPending}>
        {t('withdraw.confirm')}
      </Button>
    </li>
  );
}

export function WithdrawConfirmations() {
  const { t } = useMemberT();
  const list = useConfirmList();
  // Answers sent stay said here: the refreshed list no longer holds their orders.
  const [sent, setSent] = useState<string[]>([]);
  const open = (list.data?.list ?? []).filter((order) => !sent.includes(order.orderNo));
  if (open.length === 0 && sent.length === 0) return null;
  const minutes = list.data?.confirmMinutes ?? getRuntimeConfig().withdrawConfirmMinutes;
  return (
    <section className={styles.blocked} aria-labelledby="withdraw-confirm">
      <h2 id="withdraw-confirm" className={styles.heading}>
        {t('withdraw.confirmTitle')}
      </h2>
      {sent.map((orderNo) => (
        <p key={orderNo} role="status">
          {t('withdraw.confirmed', { orderNo })}
        </p>
      ))}
      {open.length > 0 ? (
        <ul className={styles.cards}>
          {open.map((order) => (
            <ConfirmOrder key={order.orderNo} order={order} minutes={minutes} onSent={(orderNo) => setSent((done) => [...done, orderNo])} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
