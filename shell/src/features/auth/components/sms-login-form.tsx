import { DEFAULT_DIALING_CODE, normalizeMobile, signInErrorText } from 'shared/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormAlert } from 'shared';
import { loginBySms } from '../api/login-methods';
import type { CompleteSignIn, SignInOutcome } from '../hooks/use-complete-sign-in';
import { useSessionT } from '../i18n';
import { hasIssues, validateSmsLogin, type SmsLoginIssues } from '../utils/login-form';
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

/** SMS login (MOBILEVERCODELOGIN3): mobile number in phone format and the code sent to it. */
export function SmsLoginForm({ completeSignIn, onSignedIn, terms, checkTerms, busy, onBusyChange }: SmsLoginFormProps) {
  const { t } = useSessionT();
  const [fields, setFields] = useState({ mobileNum: '', verificationCode: '' });
  const [issues, setIssues] = useState<SmsLoginIssues>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const termsOk = checkTerms();
    const found = validateSmsLogin({ ...fields, accepted: true });
    setIssues(found);
    setFormError(null);
    if (hasIssues(found) || !termsOk || busy) return;
    onBusyChange(true);
    try {
      const result = await loginBySms({
        mobileNum: normalizeMobile(fields.mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: fields.verificationCode.trim(),
      });
      onSignedIn(await completeSignIn(result, { method: 'sms' }));
    } catch (error) {
      setFormError(signInErrorText(error));
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SmsCodeField audience="registered" form={{ fields, setFields, issues, setIssues }} mobile={{ inputMode: 'tel' }} />
      {terms}
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
