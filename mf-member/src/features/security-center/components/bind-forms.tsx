import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { translateError } from '@gp/kernel';
import { DEFAULT_DIALING_CODE, emailSchema, mobileNumberSchema, normalizeMobile, useIssueText } from '@gp/auth-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useBindEmail, useBindMobile, useSendBindCode } from '../api/bind-contact';
import styles from './security-center.module.css';
import { useCountdown } from '../hooks/use-countdown';

type MobileValues = { mobileNum: string; verificationCode: string };

/** Bind (or change) the mobile number with the SMS code sent to it; re-sending waits expiredMinutes × 60 s (SPEC §4). */
export function BindMobileForm({ current, onDone }: { current: string | null; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const text = useIssueText();
  const schema = useMemo(
    () => v.object({ mobileNum: mobileNumberSchema(text), verificationCode: v.pipe(v.string(), v.trim(), v.nonEmpty(t('field.code'))) }),
    [t, text],
  );
  const form = useForm<MobileValues>({ resolver: valibotResolver(schema), defaultValues: { mobileNum: current ?? '', verificationCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const sendCode = useSendBindCode();
  const bindMobile = useBindMobile();
  const [secondsLeft, startCountdown] = useCountdown();
  const [codeMessage, setCodeMessage] = useState<string | null>(null);

  async function send() {
    if (!(await form.trigger('mobileNum'))) return;
    setCodeMessage(null);
    try {
      const sent = await sendCode.mutateAsync({ mobileNum: normalizeMobile(form.getValues('mobileNum')), countryDialingCode: DEFAULT_DIALING_CODE });
      startCountdown(sent.expiredMinutes * 60_000);
      setCodeMessage(t('security.codeSent'));
    } catch (error) {
      form.setError('mobileNum', { type: 'server', message: translateError(error) });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await bindMobile.mutateAsync({
        mobileNum: normalizeMobile(values.mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: values.verificationCode.trim(),
      });
      onDone(t('security.mobileBound'));
    } catch (error) {
      applyRefusal(error, ['mobileNum', 'verificationCode'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('security.bindMobileTitle')}>
      <TextField label={t('security.mobile')} type="tel" inputMode="tel" autoComplete="tel-national" hint={`+${DEFAULT_DIALING_CODE}`} error={errors.mobileNum?.message} {...form.register('mobileNum')} />
      <div className={styles.codeRow}>
        <TextField label={t('security.code')} inputMode="numeric" autoComplete="one-time-code" error={errors.verificationCode?.message} {...form.register('verificationCode')} />
        <Button type="button" variant="secondary" onClick={() => void send()} disabled={secondsLeft > 0 || sendCode.isPending}>
          {secondsLeft > 0 ? t('security.resendIn', { seconds: secondsLeft }) : t('security.sendCode')}
        </Button>
      </div>
      {codeMessage ? <p role="status">{codeMessage}</p> : null}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}

/** Bind (or change) the email address. */
export function BindEmailForm({ current, onDone }: { current: string | null; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const text = useIssueText();
  const schema = useMemo(() => v.object({ email: v.pipe(v.string(), v.trim(), emailSchema(text)) }), [text]);
  const form = useForm<{ email: string }>({ resolver: valibotResolver(schema), defaultValues: { email: current ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const bindEmail = useBindEmail();

  const submit = form.handleSubmit(async (values) => {
    try {
      await bindEmail.mutateAsync({ email: values.email.trim() });
      onDone(t('security.emailBound'));
    } catch (error) {
      applyRefusal(error, ['email'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('security.bindEmailTitle')}>
      <TextField label={t('security.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
