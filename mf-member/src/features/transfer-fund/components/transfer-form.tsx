import { useMemo } from 'react';
import * as v from 'valibot';
import {
  AmountField,
  amountMessages,
  amountSchema,
  applyRefusal,
  FormAlert,
  toAmount,
  useForm,
  useMoneyRequest,
  valibotResolver,
} from '@gp/forms-kit';
import { Button, formatAmount, formatBalance } from '@gp/ui-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { MAIN_WALLET_ID, type Wallets } from '../api/get-wallets';
import { useTransfer } from '../api/transfer';
import styles from './transfer-fund.module.css';

type Values = { direction: 'in' | 'out'; wallet: string; amount: string };

function sourceBalance(wallets: Wallets, values: Pick<Values, 'direction' | 'wallet'>): number {
  if (values.direction === 'in') return wallets.mainBalance;
  return wallets.list.find((entry) => String(entry.accountTypeId) === values.wallet)?.balance ?? 0;
}

/**
 * Transfer between the main wallet and one game wallet: the amount (2 decimals) never above the
 * source's balance. A double click sends once: the submit is disabled while sending and the
 * request carries one requestId until the values change or it succeeds.
 */
export function TransferForm({ wallets, onDone }: { wallets: Wallets; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const games = wallets.list.filter((entry) => entry.accountTypeId !== MAIN_WALLET_ID && !entry.maintenance);
  const schema = useMemo(() => {
    const messages = amountMessages(t);
    return v.pipe(
      v.object({
        direction: v.picklist(['in', 'out']),
        wallet: v.pipe(v.string(), v.nonEmpty(t('field.required'))),
        amount: amountSchema(messages),
      }),
      v.forward(
        v.partialCheck(
          [['direction'], ['wallet'], ['amount']],
          (input) => toAmount(input.amount) <= sourceBalance(wallets, input),
          (issue) => {
            const input = issue.input as Values;
            return messages.above(formatAmount(sourceBalance(wallets, input)));
          },
        ),
        ['amount'],
      ),
    );
  }, [wallets, t]);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { direction: 'in', wallet: String(games[0]?.accountTypeId ?? ''), amount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const transfer = useTransfer();
  // Other values are another request.
  const request = useMoneyRequest(form);
  const [direction, wallet] = form.watch(['direction', 'wallet']);
  const available = sourceBalance(wallets, { direction, wallet });

  const submit = form.handleSubmit(async (values) => {
    const game = Number(values.wallet);
    try {
      const moved = await request.send((requestId) =>
        transfer.mutateAsync({
          fromAccountTypeId: values.direction === 'in' ? MAIN_WALLET_ID : game,
          toAccountTypeId: values.direction === 'in' ? game : MAIN_WALLET_ID,
          amount: toAmount(values.amount),
          requestId,
        }),
      );
      form.reset({ ...values, amount: '' });
      onDone(t('wallet.done', { amount: formatBalance(moved.amount, wallets.currencySymbol) }));
    } catch (error) {
      applyRefusal(error, ['amount'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('wallet.transfer')}>
      <fieldset className={styles.directions}>
        <legend>{t('wallet.direction')}</legend>
        <label className={styles.radio}>
          <input type="radio" value="in" {...form.register('direction')} />
          <span>{t('wallet.in')}</span>
        </label>
        <label className={styles.radio}>
          <input type="radio" value="out" {...form.register('direction')} />
          <span>{t('wallet.out')}</span>
        </label>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="transfer-wallet" className={styles.label}>
          {t('wallet.gameWallet')}
        </label>
        <select id="transfer-wallet" className={styles.select} {...form.register('wallet')}>
          {games.map((entry) => (
            <option key={entry.accountTypeId} value={String(entry.accountTypeId)}>
              {entry.walletName} ({formatBalance(entry.balance, wallets.currencySymbol)})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.amountRow}>
        <AmountField
          label={t('wallet.amount')}
          hint={t('wallet.available', { amount: formatBalance(available, wallets.currencySymbol) })}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Button type="button" variant="secondary" onClick={() => form.setValue('amount', available.toFixed(2), { shouldValidate: true })}>
          {t('wallet.all')}
        </Button>
      </div>
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('wallet.sending') : t('wallet.submit')}
      </Button>
    </form>
  );
}
