import { useIssueText, signInErrorText } from 'shared/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, CheckboxField, FormAlert, login, needsCaptcha, TextField } from 'shared';
import { ipVerificationOf, type IpVerification } from '../api/verify-login';
import { useCaptcha } from '../hooks/use-captcha';
import type { CompleteSignIn, SignInOutcome } from '../hooks/use-complete-sign-in';
import { useSessionT } from '../i18n';
import { hasIssues, validatePasswordLogin, type PasswordLoginIssues } from '../utils/login-form';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../utils/remember-me';
import { CaptchaField } from './captcha-field';
import styles from './session-dialogs.module.css';

export type VerifyRequest = IpVerification & { password: string };

export type PasswordLoginFormProps = {
  completeSignIn: CompleteSignIn;
  onSignedIn: (outcome: SignInOutcome) => void;
  onNeedsVerification: (request: VerifyRequest) => void;
  /** The terms box (shared by every way in) and its check. */
  terms: ReactNode;
  checkTerms: () => boolean;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
};

/**
 * Username login (SPEC §5): trimmed, required fields; the captcha only after a failed login whose
 * response asks for it; remember-me keeps the username for a day; the payload is encrypted (enc).
 */
export function PasswordLoginForm({ completeSignIn, onSignedIn, onNeedsVerification, terms, checkTerms, busy, onBusyChange }: PasswordLoginFormProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const [remembered] = useState(() => readRememberedUsername());
  const [fields, setFields] = useState({ username: remembered ?? '', password: '', captcha: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [issues, setIssues] = useState<PasswordLoginIssues>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const termsOk = checkTerms();
    const found = validatePasswordLogin({ ...fields, accepted: true }, captchaShown);
    setIssues(found);
    setFormError(null);
    if (hasIssues(found) || !termsOk || busy) return;
    const username = fields.username.trim();
    const password = fields.password.trim();
    onBusyChange(true);
    try {
      const withCaptcha = captchaShown && captcha.uuid ? { captcha: fields.captcha.trim(), captchaUuid: captcha.uuid } : {};
      const result = await login({ username, password, ...withCaptcha });
      keepRemembered(username);
      onSignedIn(await completeSignIn(result, { method: 'password', password }));
    } catch (error) {
      const verification = ipVerificationOf(error);
      if (verification) {
        keepRemembered(username);
        onNeedsVerification({ ...verification, password });
        return;
      }
      if (needsCaptcha(error)) {
        // Each captcha answer can be tried once: a refused attempt needs a new image.
        if (captchaShown) captcha.reload();
        setCaptchaShown(true);
        setFields((prev) => ({ ...prev, captcha: '' }));
      }
      // The loader stops and what was typed stays (SPEC §8).
      setFormError(signInErrorText(error));
    } finally {
      onBusyChange(false);
    }
  }

  function keepRemembered(username: string) {
    if (remember) rememberUsername(username);
    else forgetUsername();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={fields.username}
        error={issueText(issues.username)}
        onChange={(e) => setFields({ ...fields, username: e.target.value })}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        error={issueText(issues.password)}
        onChange={(e) => setFields({ ...fields, password: e.target.value })}
      />
      {captchaShown ? (
        <CaptchaField
          captcha={captcha}
          value={fields.captcha}
          error={issueText(issues.captcha)}
          onChange={(event) => setFields({ ...fields, captcha: event.target.value })}
        />
      ) : null}
      {/* A switch, not a second checkbox: the terms box stays the form's one checkbox. */}
      <CheckboxField role="switch" label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      {terms}
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
