import { useId, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { FEATURE_MODULES, featuresAtom, getRuntimeConfig, isFeatureEnabled, Navigate, signInAtom, signOutAtom, translateError, useCommonT, useNavigate, useSession } from '@gp/kernel';
import { FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { login, logout, afterLoginStep, ChangePasswordDialog, formSchema, requiredIssue, useIssueText } from '@gp/auth-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useAgentT } from '../../../lib/i18n';
import styles from './agent-login.module.css';

type Fields = { username: string; password: string };

const HOME = '/agentHome';

/**
 * /agent: only agent accounts (types 1, 2, 41, 42) may enter; others get error_not_agent (SPEC §6).
 * The after-login steps of the member side apply: a sign-in with the default weak password, or
 * an expired one while expiry is enforced, must change it before the agent centre opens.
 */
export function AgentLogin() {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const issueText = useIssueText();
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const signOut = useSetAtom(signOutAtom);
  const features = useAtomValue(featuresAtom);
  const [forcedChange, setForcedChange] = useState<{ password: string } | null>(null);
  // An agent already signed in when the page opens goes to the agent centre; one who signs in
  // here is taken there by the sign-in steps (or after the forced password change).
  const { isAgent } = useSession();
  const [arrivedSignedIn] = useState(isAgent);
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    defaultValues: { username: '', password: '' },
    resolver: valibotResolver(
      formSchema<Fields>((values) => ({ username: requiredIssue(values.username), password: requiredIssue(values.password) }), issueText),
    ),
  });

  const submit = handleSubmit(async (values) => {
    const password = values.password.trim();
    try {
      const result = await login({ username: values.username.trim(), password });
      const step = afterLoginStep({
        side: 'agent',
        method: 'password',
        type: result.type,
        firstTimeLogin: result.firstTimeLogin,
        passwordExpired: result.passwordExpired,
        password,
        defaultWeakPassword: getRuntimeConfig().defaultWeakPassword,
        expiryEnforced: isFeatureEnabled(features, FEATURE_MODULES.PWDEXPFORCECHANGE3),
      });
      if (step === 'refuse') {
        setError('root.server', { type: 'server', message: tc('error.notAgent') });
        return;
      }
      signIn({ token: result.token, member: result });
      // The agent centre has no first-login welcome: a first login goes straight in.
      if (step === 'changePassword') setForcedChange({ password });
      else navigate(HOME);
    } catch (error) {
      setError('root.server', { type: 'server', message: translateError(error) });
    }
  });

  /** A forced change cannot be skipped: leaving it ends the session, back on the login form. */
  async function leaveForcedChange() {
    try {
      await logout();
    } catch {
      // The session ends on this device even when the server cannot be reached.
    } finally {
      signOut();
      setForcedChange(null);
    }
  }

  if (arrivedSignedIn) return <Navigate to={HOME} replace />;

  return (
    <section className={styles.wrap}>
      <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <h1 id={`${id}-title`}>{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        <TextField label={t('login.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      {forcedChange ? (
        <ChangePasswordDialog
          open
          forced
          knownOldPassword={forcedChange.password}
          onClose={() => void leaveForcedChange()}
          onChanged={() => navigate(HOME)}
        />
      ) : null}
    </section>
  );
}
