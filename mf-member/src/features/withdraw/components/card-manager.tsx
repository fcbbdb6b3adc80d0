import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button, Dialog } from '@gp/ui-kit';
import { translateError } from '@gp/kernel';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type Card, useAddCard, useBanks, useDeleteCard } from '../api/withdraw';
import styles from './withdraw.module.css';

type CardType = 'BC' | 'EW' | 'VW';
type Values = { type: CardType; bankCode: string; accountNo: string; accountName: string; network: string };

const ACCOUNT_RULES: Record<CardType, RegExp> = {
  BC: /^\d{10,16}$/,
  EW: /^09\d{9}$/,
  VW: /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/,
};

function AddCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useMemberT();
  const banks = useBanks(true);
  const schemaFor = useMemo(
    () => (values: Values) =>
      v.object({
        type: v.picklist(['BC', 'EW', 'VW']),
        bankCode: v.pipe(v.string(), v.nonEmpty(t('field.required'))),
        accountNo: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t('field.required')),
          v.check((value) => ACCOUNT_RULES[values.type].test(value.replace(/[\s-]/g, '')), t('withdraw.accountNoRule')),
        ),
        accountName: v.pipe(v.string(), v.trim(), v.nonEmpty(t('field.required')), v.regex(/^[A-Za-z][A-Za-z .'-]{1,59}$/, t('withdraw.accountNameRule'))),
        network: values.type === 'VW' ? v.pipe(v.string(), v.nonEmpty(t('field.required'))) : v.string(),
      }),
    [t],
  );
  const form = useForm<Values>({
    resolver: (values, context, options) => valibotResolver(schemaFor(values))(values, context, options),
    defaultValues: { type: 'BC', bankCode: '', accountNo: '', accountName: '', network: '' } });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const add = useAddCard();
  const options = banks.data?.[type] ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        type: values.type,
        bankCode: values.bankCode,
        accountNo: values.accountNo.replace(/[\s-]/g, ''),
        accountName: values.accountName.trim(),
        network: values.type === 'VW' ? values.network : undefined,
      });
      onDone();
    } catch (error) {
      applyRefusal(error, ['bankCode', 'accountNo', 'accountName', 'network'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={records.page} aria-label={t('withdraw.addCard')}>
      <label className={records.selectField}>
        <span>{t('withdraw.cardType')}</span>
        <select {...form.register('type', { onChange: () => form.setValue('bankCode', '') })}>
          <option value="BC">{t('withdraw.types.BC')}</option>
          <option value="EW">{t('withdraw.types.EW')}</option>
          <option value="VW">{t('withdraw.types.VW')}</option>
        </select>
      </label>
      <label className={records.selectField}>
        <span>{t('withdraw.bank')}</span>
        <select aria-invalid={Boolean(errors.bankCode)} aria-describedby={errors.bankCode ? 'bank-error' : undefined} {...form.register('bankCode')}>
          <option value="">{t('withdraw.chooseBank')}</option>
          {options.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
        {errors.bankCode ? (
          <span id="bank-error" className={styles.error}>
            {errors.bankCode.message}
          </span>
        ) : null}
      </label>
      {type === 'VW' ? (
        <label className={records.selectField}>
          <span>{t('withdraw.network')}</span>
          <select aria-invalid={Boolean(errors.network)} {...form.register('network')}>
            <option value="">{t('withdraw.chooseNetwork')}</option>
            {(banks.data?.networks ?? []).map((network) => (
              <option key={network} value={network}>
                {network}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <TextField label={type === 'VW' ? t('withdraw.address') : t('withdraw.accountNo')} autoComplete="off" error={errors.accountNo?.message} {...form.register('accountNo')} />
      <TextField label={t('withdraw.accountName')} autoComplete="name" error={errors.accountName?.message} {...form.register('accountName')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('withdraw.addCard')}
      </Button>
    </form>
  );
}

/** Bank cards and e-wallets: add (validated) and delete (after a confirmation). */
export function CardManager({ cards, max }: { cards: Card[]; max: number }) {
  const { t } = useMemberT();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Card | null>(null);
  const remove = useDeleteCard();
  return (
    <section className={records.filters} aria-labelledby="withdraw-cards">
      <h2 id="withdraw-cards" className={styles.heading}>
        {t('withdraw.cards')}
      </h2>
      {cards.length === 0 ? <p className={records.summary}>{t('withdraw.noCards')}</p> : null}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <span>
              <strong>{card.bankName}</strong> {card.accountNo}
              {card.network ? ` (${card.network})` : ''}
              <br />
              <small>{card.accountName}</small>
            </span>
            <Button variant="ghost" size="sm" aria-label={t('withdraw.deleteCardOf', { card: `${card.bankName} ${card.accountNo}` })} onClick={() => setDeleting(card)}>
              {t('withdraw.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {cards.length < max ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('withdraw.addCard')}
        </Button>
      ) : null}
      <Dialog open={adding} onClose={() => setAdding(false)} title={t('withdraw.addCard')} size="sm">
        <AddCardForm onDone={() => setAdding(false)} />
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('withdraw.deleteTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('form.cancel')}
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t('withdraw.delete')}
            </Button>
          </>
        }
      >
        <p>{deleting ? t('withdraw.deleteConfirm', { card: `${deleting.bankName} ${deleting.accountNo}` }) : null}</p>
        <FormAlert>{remove.isError ? translateError(remove.error) : null}</FormAlert>
      </Dialog>
    </section>
  );
}
