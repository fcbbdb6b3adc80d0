import { useMemo } from 'react';
import * as v from 'valibot';
import { AmountField, amountMessages, amountSchema, applyRefusal, FormAlert, toAmount, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type DepositLimit, useSetDepositLimit } from '../api/deposit-limit';
import styles from './security-center.module.css';

type Values = { limit: string };

/** The highest daily limit the form takes (the simulator's rule too). */
export const MAX_DEPOSIT_LIMIT = 1_000_000;

/**
 * Sets, lowers or removes the daily deposit limit. A lower limit applies at once; a higher one or
 * a removal after 24 hours (the server says from when).
 */
export function DepositLimitForm({ current, onDone }: { current: DepositLimit; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const schema = useMemo(
    () => v.object({ limit: amountSchema(amountMessages(t), { max: MAX_DEPOSIT_LIMIT }) }),
    [t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { limit: current.limit === null ? '' : String(current.limit) } });
  const { errors, isSubmitting } = form.formState;
  const save = useSetDepositLimit();

  function result(next: DepositLimit): string {
    if (next.pending) return t('rg.limit.later', { time: formatSiteTime(next.pending.from) });
    if (next.limit === null) return t('rg.limit.none');
    return t(next.limit === current.limit ? 'rg.limit.unchanged' : 'rg.limit.nowSet', { amount: formatMoney(next.limit, cur) });
  }

  async function send(limit: number | null) {
    try {
      onDone(result(await save.mutateAsync({ limit })));
    } catch (error) {
      applyRefusal(error, ['limit'] as const, form.setError);
    }
  }

  const submit = form.handleSubmit((values) => send(toAmount(values.limit)));
  const busy = isSubmitting || save.isPending;

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('rg.limit.title')}>
      <p className={cards.muted}>{t('rg.limit.rule')}</p>
      <AmountField
        label={t('rg.limit.field')}
        hint={current.limit === null ? t('rg.limit.none') : t('rg.limit.perDay', { amount: formatMoney(current.limit, cur) })}
        error={errors.limit?.message}
        {...form.register('limit')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <div className={styles.formButtons}>
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : t('rg.limit.save')}
        </Button>
        {current.limit !== null ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void send(null)}>
            {t('rg.limit.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
