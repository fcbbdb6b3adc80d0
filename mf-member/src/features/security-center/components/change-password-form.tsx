import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { featuresAtom, getRuntimeConfig, isFeatureEnabled, translateError } from '@gp/kernel';
import { formSchema, newPasswordIssues, requiredIssue, useIssueText } from '@gp/auth-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useChangePassword, useSendPasswordCode } from '../api/change-password';
import { useCountdown } from '../hooks/use-countdown';
import styles from './security-center.module.css';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string; verificationCode: string };

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword', 'verificationCode'] as const;

/**
 * Change the login password (SPEC §5): old required, new per the password rule, confirmation equal.
 * CHNGPASSVERIF3 on: the extra verification is the SMS code sent to the bound mobile (chosen; SPEC
 * names the switch, and SMS first among its extra verifications); without a bound mobile the member
 * is asked to bind one first.
 */
export function ChangePasswordForm({ boundMobile, onDone }: { boundMobile: string | null; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const text = useIssueText();
  const tree = useAtomValue(featuresAtom);
  const verify = tree ? isFeatureEnabled(tree, 'CHNGPASSVERIF3') : false;
  const schema = useMemo(() => {
    const weak = getRuntimeConfig().defaultWeakPassword;
    return formSchema<Values>(
      (values) => ({
        oldPassword: requiredIssue(values.oldPassword),
        ...newPasswordIssues(values, weak),
        verificationCode: verify && !values.verificationCode.trim() ? { kind: 'verifyFirst' } : null,
      }),
      text,
    );
  }, [text, verify]);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', verificationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const mutation = useChangePassword();
  const sendCode = useSendPasswordCode();
  const [secondsLeft, startCountdown] = useCountdown();
  const [codeMessage, setCodeMessage] = useState<string | null>(null);

  async function send() {
    setCodeMessage(null);
    try {
      const sent = await sendCode.mutateAsync();
      startCountdown(sent.expiredMinutes * 60_000);
      setCodeMessage(t('security.codeSent'));
    } catch (error) {
      form.setError('verificationCode', { type: 'server', message: translateError(error) });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
        ...(verify ? { verificationCode: values.verificationCode.trim() } : {}),
      });
      onDone(t('security.passwordChanged'));
    } catch (error) {
      applyRefusal(error, FIELDS, form.setError);
    }
  });

  if (verify && !boundMobile) return <p role="status">{t('security.passwordBindFirst')}</p>;

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('security.changePasswordTitle')}>
      <TextField label={t('security.oldPassword')} type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...form.register('oldPassword')} />
      <TextField label={t('security.newPassword')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <TextField label={t('security.confirmPassword')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      {verify ? (
        <>
          <p>{t('security.passwordCodeNote', { mobile: boundMobile ?? '' })}</p>
          <div className={styles.codeRow}>
            <TextField label={t('security.code')} inputMode="numeric" autoComplete="one-time-code" error={errors.verificationCode?.message} {...form.register('verificationCode')} />
            <Button type="button" variant="secondary" onClick={() => void send()} disabled={secondsLeft > 0 || sendCode.isPending}>
              {secondsLeft > 0 ? t('security.resendIn', { seconds: secondsLeft }) : t('security.sendCode')}
            </Button>
          </div>
          {codeMessage ? <p role="status">{codeMessage}</p> : null}
        </>
      ) : null}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
