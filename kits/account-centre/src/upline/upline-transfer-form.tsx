import type { QueryKey } from '@gp/kernel/query';
import { MoneyTransferForm } from '../components/money-transfer-form';
import styles from '../records.module.css';
import { type UplineInfo, type UplineTransfer, useTransferToUpline } from './upline';

/** The upline as the transfer pages name it: "nickname (account)", or whichever of the two there is. */
export function uplineName({ uplineAccount, uplineNickname }: Pick<UplineInfo, 'uplineAccount' | 'uplineNickname'>): string {
  if (uplineNickname && uplineAccount) return `${uplineNickname} (${uplineAccount})`;
  return uplineAccount ?? uplineNickname ?? '';
}

export type UplineTransferFormProps = {
  info: UplineInfo;
  /** The form's accessible name. */
  label: string;
  /** Whom the money goes to, in the page's words around the upline's name. */
  intro: (upline: string) => string;
  remarkHint?: string;
  submitLabel: string;
  /** The app's queries a transfer changes (its records, wallets, reports), besides the upline info and the balance. */
  refreshes?: readonly QueryKey[];
  onDone: (done: UplineTransfer) => void;
};

/**
 * A transfer to the upline (member or agent): the money-transfer form on my main balance and the
 * upline's limits, in the record pages' box, sent as MCS2_transferUpline. An empty remark: the
 * server writes the username.
 */
export function UplineTransferForm({ info, intro, refreshes, ...props }: UplineTransferFormProps) {
  const mutation = useTransferToUpline(refreshes);
  return (
    <MoneyTransferForm
      {...props}
      className={styles.filters}
      intro={<p className={styles.summary}>{intro(uplineName(info))}</p>}
      balance={info.mainBalance}
      minAmount={info.minAmount}
      maxAmount={info.maxAmount}
      send={(transfer) => mutation.mutateAsync(transfer)}
    />
  );
}
