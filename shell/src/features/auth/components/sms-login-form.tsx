import { DEFAULT_DIALING_CODE, formSchema, normalizeMobile, signInErrorText, useIssueText } from '@gp/auth-kit';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Button } from '@gp/ui-kit';
import { FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { loginBySms } from '../api/login-methods';
import type { CompleteSignIn, SignInOutcome } from '../hooks/use-complete-sign-in';
import { useCanSendCode } from '../hooks/use-can-send-code';
import { useSessionT } from '../i18n';
import { validateSmsLogin } from '../utils/login-form';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';

export type SmsLoginFormProps = {
  completeSignIn: CompleteSignIn;
  onSignedIn: (outcome: SignInOutcome) => void;
  terms: ReactNode;
  checkTerms: () => boolean;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
};

type Values = { mobileNum: string; verificationCode: string };

/** SMS login (MOBILEVERCODELOGIN3): mobile number in phone format and the code sent to it. */
export function SmsLoginForm({ completeSignIn, onSignedIn, terms, checkTerms, busy, onBusyChange }: SmsLoginFormProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const resolver = useMemo(() => valibotResolver(formSchema<Values>((values) => validateSmsLogin({ ...values, accepted: true }), issueText)), [issueText]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { mobileNum: '', verificationCode: '' }, resolver });
  // The code goes only to a number in the phone format.
  const canSend = useCanSendCode({ getValues, setError, clearErrors });

  const signIn = async ({ mobileNum, verificationCode }: Values) => {
    if (busy) return;
    onBusyChange(true);
    try {
      const result = await loginBySms({
        mobileNum: normalizeMobile(mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: verificationCode.trim(),
      });
      onSignedIn(await completeSignIn(result, { method: 'sms' }));
    } catch (error) {
      setError('root.server', { type: 'server', message: signInErrorText(error) });
    } finally {
      onBusyChange(false);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    const termsOk = checkTerms();
    void handleSubmit((values) => (termsOk ? signIn(values) : undefined))(event);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('sms.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('sms.mobileHint', { code: DEFAULT_DIALING_CODE })}
        error={errors.mobileNum?.message}
        {...register('mobileNum')}
      />
      <SmsCodeField audience="registered" canSend={canSend} mobileNum={watch('mobileNum')} input={register('verificationCode')} error={errors.verificationCode?.message} />
      {terms}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
