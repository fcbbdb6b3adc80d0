import { signInErrorText, useIssueText, loginFreePlay, type LoginResult } from '@gp/auth-kit';
import { useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { CheckboxField, FormAlert } from '@gp/forms-kit';
import { FEATURE_MODULES, useFeature } from '@gp/kernel';
import { useCompleteSignIn, type SignInOutcome } from '../hooks/use-complete-sign-in';
import { useSessionT } from '../i18n';
import { PasswordLoginForm, type VerifyRequest } from './password-login-form';
import styles from './session-dialogs.module.css';
import { ChoiceTabs } from './choice-tabs';
import { SmsLoginForm } from './sms-login-form';
import { SocialLogin } from './social-login';
import { useSocialProviders } from '../social/social-provider';
import { DialogBanner } from './dialog-banner';

export type LoginDialogProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: (outcome: SignInOutcome) => void;
  /** The server asks for extra verification: the IP is not registered for the account. */
  onNeedsVerification: (request: VerifyRequest) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
};

type Method = 'account' | 'sms';

/**
 * Every way in (SPEC §4, §5): username and password, the SMS code (MOBILEVERCODELOGIN3), Google
 * and Facebook (when enabled) and free play (FREEPLAY3). One terms box guards them all.
 */
export function LoginDialog({ open, onClose, onSignedIn, onNeedsVerification, onForgotPassword, onRegister }: LoginDialogProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const smsLogin = useFeature(FEATURE_MODULES.MOBILEVERCODELOGIN3);
  const freePlay = useFeature(FEATURE_MODULES.FREEPLAY3);
  const socialOn = useSocialProviders().providers.length > 0;
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<Method>('account');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [otherError, setOtherError] = useState<string | null>(null);

  function checkTerms(): boolean {
    setTermsError(!accepted);
    return accepted;
  }

  const terms = (
    <CheckboxField
      label={t('login.terms')}
      checked={accepted}
      error={termsError ? issueText({ kind: 'terms' }) : null}
      onChange={(e) => {
        setAccepted(e.target.checked);
        if (e.target.checked) setTermsError(false);
      }}
    />
  );

  async function finish(result: LoginResult, how: 'social' | 'trial') {
    onSignedIn(await completeSignIn(result, { method: how }));
  }

  async function startFreePlay() {
    setOtherError(null);
    if (!checkTerms() || busy) return;
    setBusy(true);
    try {
      await finish(await loginFreePlay(), 'trial');
    } catch (error) {
      setOtherError(signInErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  const shared = { completeSignIn, onSignedIn, terms, checkTerms, busy, onBusyChange: setBusy };
  const activeMethod: Method = smsLogin ? method : 'account';

  return (
    <Dialog open={open} title={t('login.title')} onClose={onClose}>
      <div className={styles.form}>
        <DialogBanner group="w_login" />
        {smsLogin ? (
          <ChoiceTabs
            label={t('login.methods')}
            value={activeMethod}
            onChange={setMethod}
            options={[
              { value: 'account', label: t('login.byAccount') },
              { value: 'sms', label: t('login.bySms') },
            ]}
          />
        ) : null}
        {activeMethod === 'sms' ? (
          <SmsLoginForm {...shared} />
        ) : (
          <PasswordLoginForm {...shared} onNeedsVerification={onNeedsVerification} />
        )}
        <div className={styles.linkRow}>
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('login.forgot')}
          </button>
          <span>
            {t('login.noAccount')}{' '}
            <button type="button" className={styles.link} onClick={onRegister}>
              {t('login.register')}
            </button>
          </span>
        </div>
        {socialOn || freePlay ? <div className={styles.divider}>{t('login.or')}</div> : null}
        <SocialLogin
          canStart={() => {
            setOtherError(null);
            return checkTerms();
          }}
          onResult={(result) => finish(result, 'social')}
          onError={(error) => setOtherError(signInErrorText(error))}
        />
        {freePlay ? (
          <Button variant="ghost" disabled={busy} onClick={() => void startFreePlay()} title={t('login.freePlayHint')}>
            {t('login.freePlay')}
          </Button>
        ) : null}
        <FormAlert>{otherError}</FormAlert>
      </div>
    </Dialog>
  );
}
