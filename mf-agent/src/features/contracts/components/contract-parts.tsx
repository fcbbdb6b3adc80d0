import { type ReactNode, useId, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, isApiError, translateError, useSession } from '@gp/kernel';
import { useMoneyRequest } from '@gp/forms-kit';
import * as v from 'valibot';
import { formatMoney, formatSiteTime, TableScroll } from '@gp/account-centre-kit';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { type Contract, useAnswerContract, useTerminateContract } from '../api/contracts';
import styles from './contracts.module.css';

/** The platform's side of a top agent's own contracts (docs/api-contract.md). */
export const PLATFORM_ACCOUNT = 'PLATFORM';

/** The rate rows of a contract: thresholds and the rate (the dividend's net loss too). */
export function RateTable({ contract }: { contract: Pick<Contract, 'kind' | 'rows' | 'id'> }) {
  const { t } = useAgentT();
  const cur = getRuntimeConfig().currencySymbol;
  const dividend = contract.kind === 'DIVIDEND';
  return (
    <TableScroll label={t('contracts.rates')}>
      <table className={records.table}>
        <caption className={records.srOnly}>{t('contracts.rates')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.minimumBet')}</th>
            <th scope="col" className={records.num}>
              {t('contracts.activeMember')}
            </th>
            {dividend ? <th scope="col">{t('contracts.netLoss')}</th> : null}
            <th scope="col" className={records.num}>
              {t('contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.rows.map((row, index) => (
            <tr key={index}>
              <td>{formatMoney(row.minimumBet, cur)}</td>
              <td className={records.num}>{row.activeMember}</td>
              {dividend ? <td>{formatMoney(row.netLoss, cur)}</td> : null}
              <td className={records.num}>{t('contracts.percent', { rate: row.rate })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The other side's name: the platform, or the account. */
export function useSideName() {
  const { t } = useAgentT();
  return (account: string) => (account === PLATFORM_ACCOUNT ? t('contracts.platform') : account);
}

/** Who, what, when of a contract. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const { t } = useAgentT();
  const side = useSideName();
  return (
    <dl className={styles.facts}>
      <dt>{t('contracts.upline')}</dt>
      <dd>{side(contract.uplineAccount)}</dd>
      <dt>{t('contracts.downline')}</dt>
      <dd>{contract.downlineAccount}</dd>
      <dt>{t('team.status')}</dt>
      <dd>
        <span className={styles.status} data-status={contract.status}>
          {t(`contracts.status.${contract.status}`)}
        </span>
        {contract.endReason && (contract.status === 'C' || contract.status === 'R') ? ` · ${t(`contracts.endReasons.${contract.endReason}`)}` : null}
      </dd>
      {contract.kind === 'DIVIDEND' ? (
        <>
          <dt>{t('contracts.period')}</dt>
          <dd>{t(`contracts.periods.${contract.computationPeriod}`)}</dd>
        </>
      ) : null}
      <dt>{t('contracts.topRate')}</dt>
      <dd>{t('contracts.percent', { rate: contract.topRate })}</dd>
      <dt>{t('contracts.created')}</dt>
      <dd>{formatSiteTime(contract.createTime)}</dd>
      {contract.signTime ? (
        <>
          <dt>{t('contracts.signed')}</dt>
          <dd>{formatSiteTime(contract.signTime)}</dd>
        </>
      ) : null}
      {contract.endTime ? (
        <>
          <dt>{t('contracts.ended')}</dt>
          <dd>{formatSiteTime(contract.endTime)}</dd>
        </>
      ) : null}
    </dl>
  );
}

type Action = 'accept' | 'reject' | 'terminate' | 'confirmEnd' | 'keep';

const higherRateSchema = v.object({ downlineHigherRate: v.literal('Y'), affectedDownlines: v.array(v.string()) });

/** A refused contract call in the catalogue's words (the code's own text when it has one). */
export function useContractError() {
  const { t } = useAgentT();
  return (error: unknown, range?: { min: number; max: number }): string => {
    if (isApiError(error)) {
      switch (error.code) {
        case 'NOT_DIRECT_DOWNLINE':
        case 'NOT_AN_AGENT':
        case 'DOWNLINE_INACTIVE':
        case 'INVALID_ROWS':
        case 'CONTRACT_PENDING':
        case 'KIND_DISABLED':
        case 'CONTRACT_STATE':
        case 'CONTRACT_NOT_FOUND':
          return t(`contracts.errors.${error.code}`);
        case 'RATE_OUT_OF_RANGE':
          return t('contracts.errors.RATE_OUT_OF_RANGE', { min: range?.min ?? '', max: range?.max ?? '' });
      }
    }
    return translateError(error);
  };
}

/**
 * What the signed-in agent may do with a contract, each after a confirmation: the downline
 * accepts or rejects an offer (warned first when accepting ends downlines' contracts, SPEC §4);
 * either side of a signed contract asks to end it; the other side confirms the end or keeps it.
 */
export function ContractActions({ contract }: { contract: Contract }) {
  const { t } = useAgentT();
  const { member } = useSession();
  const side = useSideName();
  const errorText = useContractError();
  const answer = useAnswerContract();
  const terminate = useTerminateContract();
  const [action, setAction] = useState<Action | null>(null);
  // An answer (accept, reject, confirm or keep) is one request until the server answers it.
  const request = useMoneyRequest(undefined, { operation: action });
  const [error, setError] = useState<string | null>(null);
  const [affected, setAffected] = useState<string[]>(contract.downlineHigherRate === 'Y' ? contract.affectedDownlines : []);
  const [done, setDone] = useState<string | null>(null);
  const statusId = useId();

  const me = member?.account ?? '';
  const mine: 'UPLINE' | 'DOWNLINE' = contract.downlineAccount === me ? 'DOWNLINE' : 'UPLINE';
  const other = mine === 'DOWNLINE' ? contract.uplineAccount : contract.downlineAccount;
  const kind = t(`contracts.kinds.${contract.kind}`);
  const busy = answer.isPending || terminate.isPending;

  const open = (next: Action) => {
    setError(null);
    setDone(null);
    setAction(next);
  };
  const close = () => {
    if (!busy) setAction(null);
  };

  async function run() {
    try {
      const result =
        action === 'terminate'
          ? await terminate.mutateAsync(contract)
          : await request.send((requestId) =>
              answer.mutateAsync({
                contract,
                status: action === 'accept' || action === 'confirmEnd' ? 'A' : 'R',
                confirmHigherRate: action === 'accept' && affected.length > 0,
                requestId,
              }),
            );
      setAction(null);
      setDone(t('contracts.answered', { status: t(`contracts.status.${result.status}`) }));
    } catch (caught) {
      // The rule changed since the page was drawn: show the warning and ask again.
      const warning = isApiError(caught) && caught.code === 'DOWNLINE_HIGHER_RATE' ? v.safeParse(higherRateSchema, caught.value) : undefined;
      if (warning?.success) setAffected(warning.output.affectedDownlines);
      else setError(errorText(caught));
    }
  }

  let buttons: ReactNode = null;
  let note: string | null = null;
  if (contract.status === 'P') {
    if (mine === 'DOWNLINE') {
      buttons = (
        <>
          <Button size="sm" variant="primary" onClick={() => open('accept')}>
            {t('contracts.accept')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open('reject')}>
            {t('contracts.reject')}
          </Button>
        </>
      );
    } else note = t('contracts.waitingAnswer', { account: other });
  } else if (contract.status === 'A') {
    if (other === PLATFORM_ACCOUNT) note = t('contracts.platformNote');
    else
      buttons = (
        <Button size="sm" variant="secondary" onClick={() => open('terminate')}>
          {t('contracts.terminate')}
        </Button>
      );
  } else if (contract.status === 'V') {
    if (contract.terminationBy === mine) note = t('contracts.askedByMe', { account: side(other) });
    else {
      note = t('contracts.askedByOther', { account: side(other) });
      buttons = (
        <>
          <Button size="sm" variant="primary" onClick={() => open('confirmEnd')}>
            {t('contracts.confirmEnd')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open('keep')}>
            {t('contracts.keep')}
          </Button>
        </>
      );
    }
  }

  const dialog: Record<Action, { title: string; text: string; confirm: string }> = {
    accept: { title: t('contracts.acceptTitle'), text: t('contracts.acceptText', { kind, account: side(other) }), confirm: t('contracts.accept') },
    reject: { title: t('contracts.rejectTitle'), text: t('contracts.rejectText', { kind, account: side(other) }), confirm: t('contracts.reject') },
    terminate: { title: t('contracts.terminateTitle'), text: t('contracts.terminateText', { account: side(other) }), confirm: t('contracts.terminate') },
    confirmEnd: { title: t('contracts.confirmEndTitle'), text: t('contracts.confirmEndText', { account: side(other) }), confirm: t('contracts.confirmEnd') },
    keep: { title: t('contracts.keepTitle'), text: t('contracts.keepText'), confirm: t('contracts.keep') },
  };

  return (
    <div className={styles.actions}>
      {note ? <p className={styles.note}>{note}</p> : null}
      {buttons ? <div className={styles.buttons}>{buttons}</div> : null}
      <p id={statusId} role="status" className={styles.done}>
        {done}
      </p>
      {action ? (
        <ConfirmDialog title={dialog[action].title} confirmLabel={dialog[action].confirm} busy={busy} error={error} onConfirm={() => void run()} onClose={close}>
          <p>{dialog[action].text}</p>
          {action === 'accept' && affected.length > 0 ? (
            <p role="alert" className={styles.warning}>
              {t('contracts.higherRate', { accounts: affected.join(', ') })}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
