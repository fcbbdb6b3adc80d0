import { useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { FEATURE_MODULES, getRuntimeConfig, useFeature } from '@gp/kernel';
import { FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { DEFAULT_DIALING_CODE, emailSchema, formSchema, mobileNumberIssue, newPasswordIssues, normalizeMobile, PASSWORD_MAX, PASSWORD_MIN, requiredIssue, requiredSchema, type FormIssues, useIssueText, signInErrorText, useAuthT } from '@gp/auth-kit';
import * as v from 'valibot';
import { resetPasswordByEmail, resetPasswordByPhone } from '../api/password';
import { useCanSendCode } from '../hooks/use-can-send-code';
import { useSessionT } from '../i18n';
import { ChoiceTabs } from './choice-tabs';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';
import { DialogBanner } from './dialog-banner';

export type ForgotPasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  onLogIn: () => void;
};

type RecoverBy = 'mobile' | 'email';
type Done = 'emailSent' | 'passwordReset' | null;

/**
 * Forgot password (SPEC §4, §5): by email (username and email, form-encoded) or, when the phone
 * option (MOBILENUMPASSREG3) is on, by the mobile number, an SMS code and a new password (enc).
 */
export function ForgotPasswordDialog({ open, onClose, onLogIn }: ForgotPasswordDialogProps) {
  const { t } = useSessionT();
  const phoneOption = useFeature(FEATURE_MODULES.MOBILENUMPASSREG3);
  const [recoverBy, setRecoverBy] = useState<RecoverBy>(phoneOption ? 'mobile' : 'email');
  const [done, setDone] = useState<Done>(null);
  const active: RecoverBy = phoneOption ? recoverBy : 'email';

  if (done === 'emailSent') {
    return (
      <Dialog open={open} title={t('forgot.sentTitle')} onClose={onClose} size="sm">
        <p className={styles.text}>{t('forgot.in_been_out')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onClose}>
            {t('warning.ok')}
          </Button>
        </div>
      </Dialog>
    );
  }
  if (done === 'passwordReset') {
    return (
      <Dialog open={open} title={t('forgot.resetTitle')} onClose={onClose} size="sm">
        <p className={styles.text}>{t('forgot.resetDone')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onLogIn}>
            {t('forgot.logIn')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} title={t('forgot.title')} onClose={onClose}>
      <div className={styles.form}>
        <DialogBanner group="w_forget" />
        {phoneOption ? (
          <ChoiceTabs
            label={t('forgot.types')}
            value={active}
            onChange={setRecoverBy}
            options={[
              { value: 'mobile', label: t('forgot.byMobile') },
              { value: 'email', label: t('forgot.byEmail') },
            ]}
          />
        ) : null}
        {active === 'email' ? (
          <ByEmailForm onDone={() => setDone('emailSent')} />
        ) : (
          <ByPhoneForm onDone={() => setDone('passwordReset')} />
        )}
      </div>
    </Dialog>
  );
}

type EmailValues = { username: string; email: string };

function ByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    defaultValues: { username: '', email: '' },
    resolver: valibotResolver(v.object({ username: requiredSchema(issueText), email: emailSchema(issueText) })),
  });

  const submit = handleSubmit(async ({ username, email }) => {
    try {
      await resetPasswordByEmail({ username: username.trim(), email: email.trim() });
      onDone();
    } catch (error) {
      setError('root.server', { type: 'server', message: signInErrorText(error) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('forgot.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label={t('forgot.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

type PhoneValues = { mobileNum: string; verificationCode: string; newPassword: string; confirmPassword: string };

function phoneIssues(values: PhoneValues): FormIssues<PhoneValues> {
  return {
    mobileNum: mobileNumberIssue(values.mobileNum),
    verificationCode: requiredIssue(values.verificationCode),
    ...newPasswordIssues(values, getRuntimeConfig().defaultWeakPassword),
  };
}

function ByPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useSessionT();
  const { t: authT } = useAuthT();
  const issueText = useIssueText();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PhoneValues>({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    resolver: valibotResolver(formSchema(phoneIssues, issueText)),
  });
  // The code goes only to a number in the phone format.
  const canSend = useCanSendCode({ getValues, setError, clearErrors });

  const submit = handleSubmit(async (values) => {
    try {
      await resetPasswordByPhone({
        mobileNum: normalizeMobile(values.mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      onDone();
    } catch (error) {
      setError('root.server', { type: 'server', message: signInErrorText(error) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('sms.mobile')}
        type="tel"
        autoComplete="tel-national"
        hint={t('sms.mobileHint', { code: DEFAULT_DIALING_CODE })}
        error={errors.mobileNum?.message}
        {...register('mobileNum')}
      />
      <SmsCodeField
        audience="registered"
        canSend={canSend}
        mobileNum={watch('mobileNum')}
        input={register('verificationCode')}
        error={errors.verificationCode?.message}
      />
      <TextField
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={authT('changePassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t('forgot.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
