import { useMemo } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { type SessionReminder, useSetSessionReminder } from '../api/session-reminder';
import styles from './responsible-gambling.module.css';

type Values = { minutes: string };

/** "Off" or "Every N minutes". */
export function useReminderLabel(): (minutes: number) => string {
  const { t } = useMemberT();
  return (minutes) => (minutes === 0 ? t('rg.reminder.off') : t('rg.reminder.every', { count: minutes }));
}

/** Chooses the session-time reminder: off or every N minutes of the choices the server gives. */
export function SessionReminderForm({ current, onDone }: { current: SessionReminder; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const label = useReminderLabel();
  const schema = useMemo(
    () => v.object({ minutes: v.pipe(v.string(), v.nonEmpty(t('field.required')), v.check((value) => current.choices.includes(Number(value)), t('field.required'))) }),
    [t, current.choices],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { minutes: String(current.minutes) } });
  const { errors, isSubmitting } = form.formState;
  const save = useSetSessionReminder();

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ minutes: Number(values.minutes) });
      onDone(saved.minutes === 0 ? t('rg.reminder.savedOff') : t('rg.reminder.saved', { count: saved.minutes }));
    } catch (error) {
      applyRefusal(error, ['minutes'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('rg.reminder.title')}>
      <p className={cards.muted}>{t('rg.reminder.rule')}</p>
      <fieldset className={styles.choices}>
        <legend>{t('rg.reminder.field')}</legend>
        {current.choices.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input type="radio" value={String(minutes)} {...form.register('minutes')} />
            <span>{label(minutes)}</span>
          </label>
        ))}
      </fieldset>
      <FormAlert>{errors.minutes?.message ?? errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting || save.isPending}>
        {isSubmitting || save.isPending ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
