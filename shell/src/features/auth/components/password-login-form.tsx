import { formSchema, useIssueText, signInErrorText, login, needsCaptcha } from '@gp/auth-kit';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@gp/ui-kit';
import { CheckboxField, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { getSessionItem, SESSION_KEYS, setSessionItem } from '@gp/kernel/host';
import { selfExclusionOf, type SelfExclusion } from '../api/self-exclusion';
import { ipVerificationOf, type IpVerification } from '../api/verify-login';
import { useCaptcha } from '../hooks/use-captcha';
import type { CompleteSignIn, SignInOutcome } from '../hooks/use-complete-sign-in';
import { useSessionT } from '../i18n';
import { validatePasswordLogin } from '../utils/login-form';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../utils/remember-me';
import { CaptchaField } from './captcha-field';
import { SelfExclusionEnd } from './self-exclusion-end';
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

type Values = { username: string; password: string; captcha: string };

/** A login refused for a self-exclusion, with the credentials typed for it (each refusal its own `id`). */
type ExcludedLogin = { id: number; exclusion: SelfExclusion; credentials: { username: string; password: string } };

const CAPTCHA_NEEDED = 'captcha';

/**
 * Username login (SPEC §5): trimmed, required fields; the captcha only after a failed login whose
 * response asks for it; remember-me keeps the username for a day; the payload is encrypted (enc).
 */
export function PasswordLoginForm({ completeSignIn, onSignedIn, onNeedsVerification, terms, checkTerms, busy, onBusyChange }: PasswordLoginFormProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const [remembered] = useState(() => readRememberedUsername());
  const [remember, setRemember] = useState(remembered !== null);
  // SPEC §3 session key `validate` (chosen content): "captcha" once a login was refused with a
  // captcha request, so the captcha still shows after the page is opened again in this tab.
  const [captchaShown, setCaptchaShown] = useState(() => getSessionItem(SESSION_KEYS.validate) === CAPTCHA_NEEDED);
  // Read by the form's rules when they run (the captcha is required only once it shows).
  const captchaRequired = useRef(captchaShown);
  const captcha = useCaptcha(captchaShown);
  const [excluded, setExcluded] = useState<ExcludedLogin | null>(null);
  const resolver = useMemo(
    () => valibotResolver(formSchema<Values>((values) => validatePasswordLogin({ ...values, accepted: true }, captchaRequired.current), issueText)),
    [issueText],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { username: remembered ?? '', password: '', captcha: '' }, resolver });

  const signIn = async ({ username: typedName, password: typedPassword, captcha: answer }: Values) => {
    if (busy) return;
    const username = typedName.trim();
    const password = typedPassword.trim();
    onBusyChange(true);
    setExcluded(null);
    try {
      const withCaptcha = captchaShown && captcha.uuid ? { captcha: answer.trim(), captchaUuid: captcha.uuid } : {};
      const result = await login({ username, password, ...withCaptcha });
      setSessionItem(SESSION_KEYS.validate, null);
      keepRemembered(username);
      onSignedIn(await completeSignIn(result, { method: 'password', password }));
    } catch (error) {
      const verification = ipVerificationOf(error);
      if (verification) {
        keepRemembered(username);
        onNeedsVerification({ ...verification, password });
        return;
      }
      const exclusion = selfExclusionOf(error);
      if (exclusion) setExcluded((last) => ({ id: (last?.id ?? 0) + 1, exclusion, credentials: { username, password } }));
      if (needsCaptcha(error)) {
        // Each captcha answer can be tried once: a refused attempt needs a new image.
        if (captchaShown) captcha.reload();
        captchaRequired.current = true;
        setCaptchaShown(true);
        setSessionItem(SESSION_KEYS.validate, CAPTCHA_NEEDED);
        setValue('captcha', '');
      }
      // The loader stops and what was typed stays (SPEC §8).
      setError('root.server', { type: 'server', message: signInErrorText(error) });
    } finally {
      onBusyChange(false);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    // The terms box shows its own message together with the fields' ones.
    const termsOk = checkTerms();
    void handleSubmit((values) => (termsOk ? signIn(values) : undefined))(event);
  }

  function keepRemembered(username: string) {
    if (remember) rememberUsername(username);
    else forgetUsername();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {captchaShown ? <CaptchaField captcha={captcha} error={errors.captcha?.message} {...register('captcha')} /> : null}
      {/* A switch, not a second checkbox: the terms box stays the form's one checkbox. */}
      <CheckboxField role="switch" label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      {terms}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      {excluded ? <SelfExclusionEnd key={excluded.id} exclusion={excluded.exclusion} credentials={excluded.credentials} /> : null}
      <Button type="submit" variant="primary" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
