import { useMemo } from 'react';
import * as v from 'valibot';
import { AmountField, amountMessages, amountSchema, applyRefusal, FormAlert, toAmount, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formatMoney, formatSiteTime } from '@gp/account-centre-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type Limit, type Limits, MAX_LIMIT, useSetLimit } from '../../../lib/responsible-gambling/limits';
import styles from './responsible-gambling.module.css';

type Values = { limit: string };

/**
 * Sets, lowers or removes one limit (a kind and a period). A first or lower limit applies at once;
 * a higher one or a removal may be confirmed 24 hours later (the server says from when). A refusal
 * keeps what was typed.
 */
export function LimitForm({ current, title, onDone }: { current: Limit; title: string; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const schema = useMemo(() => v.object({ limit: amountSchema(amountMessages(t), { max: MAX_LIMIT }) }), [t]);
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { limit: current.limit === null ? '' : String(current.limit) } });
  const { errors, isSubmitting } = form.formState;
  const save = useSetLimit();

  function result(answer: Limits): string {
    const next = answer.limits.find((limit) => limit.kind === current.kind && limit.period === current.period);
    if (!next) return t('rg.limits.none');
    if (next.pending) return t('rg.limits.later', { time: formatSiteTime(next.pending.from) });
    if (next.limit === null) return t('rg.limits.none');
    return t(next.limit === current.limit ? 'rg.limits.unchanged' : 'rg.limits.nowSet', { amount: formatMoney(next.limit, cur) });
  }

  async function send(limit: number | null) {
    try {
      onDone(result(await save.mutateAsync({ kind: current.kind, period: current.period, limit })));
    } catch (error) {
      applyRefusal(error, ['limit'] as const, form.setError);
    }
  }

  const submit = form.handleSubmit((values) => send(toAmount(values.limit)));
  const busy = isSubmitting || save.isPending;

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={title}>
      <p className={cards.muted}>{t('rg.limits.rule')}</p>
      <AmountField
        label={t('rg.limits.field')}
        hint={current.limit === null ? t('rg.limits.none') : formatMoney(current.limit, cur)}
        error={errors.limit?.message}
        {...form.register('limit')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <div className={styles.formButtons}>
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : t('rg.limits.save')}
        </Button>
        {current.limit !== null ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void send(null)}>
            {t('rg.limits.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
