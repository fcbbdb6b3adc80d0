import { isValidEmail, type FieldIssue, confirmationIssue, newPasswordIssue, PASSWORD_MAX, PASSWORD_MIN, DEFAULT_DIALING_CODE, normalizeMobile, mobileNumberIssue, requiredIssue } from 'shared/auth';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, FEATURE_MODULES, FormAlert, getRuntimeConfig, TextField, useFeature } from 'shared';
import { resetPasswordByEmail, resetPasswordByPhone } from '../api/password';
import { useIssueText } from '../hooks/use-issue-text';
import { useSessionT } from '../i18n';
import { signInErrorText } from '../utils/auth-errors';
import { hasIssues } from '../utils/login-form';
import { ChoiceTabs } from './choice-tabs';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';

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

function useSubmitter() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setFormError(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFormError(signInErrorText(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, formError, setFormError, run };
}

function ByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const [fields, setFields] = useState({ username: '', email: '' });
  const [issues, setIssues] = useState<{ username?: FieldIssue; email?: FieldIssue }>({});
  const { busy, formError, setFormError, run } = useSubmitter();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: requiredIssue(fields.username) ?? undefined,
      email: requiredIssue(fields.email) ?? (isValidEmail(fields.email) ? undefined : ({ kind: 'email' } as const)),
    };
    setIssues(found);
    setFormError(null);
    if (hasIssues(found) || busy) return;
    void run(async () => {
      await resetPasswordByEmail({ username: fields.username.trim(), email: fields.email.trim() });
      onDone();
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('forgot.username')}
        name="username"
        autoComplete="username"
        value={fields.username}
        error={issueText(issues.username)}
        onChange={(e) => setFields({ ...fields, username: e.target.value })}
      />
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        error={issueText(issues.email)}
        onChange={(e) => setFields({ ...fields, email: e.target.value })}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

type PhoneFields = { mobileNum: string; verificationCode: string; newPassword: string; confirmPassword: string };

function ByPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const [fields, setFields] = useState<PhoneFields>({ mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' });
  const [issues, setIssues] = useState<Partial<Record<keyof PhoneFields, FieldIssue>>>({});
  const { busy, formError, setFormError, run } = useSubmitter();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      mobileNum: mobileNumberIssue(fields.mobileNum) ?? undefined,
      verificationCode: requiredIssue(fields.verificationCode) ?? undefined,
      newPassword: newPasswordIssue(fields.newPassword, getRuntimeConfig().defaultWeakPassword) ?? undefined,
      confirmPassword: confirmationIssue(fields.newPassword, fields.confirmPassword) ?? undefined,
    };
    setIssues(found);
    setFormError(null);
    if (hasIssues(found) || busy) return;
    void run(async () => {
      await resetPasswordByPhone({
        mobileNum: normalizeMobile(fields.mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: fields.verificationCode.trim(),
        newPassword: fields.newPassword,
      });
      onDone();
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SmsCodeField audience="registered" form={{ fields, setFields, issues, setIssues }} />
      <TextField
        label={t('forgot.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('changePassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        value={fields.newPassword}
        error={issueText(issues.newPassword)}
        onChange={(e) => setFields({ ...fields, newPassword: e.target.value })}
      />
      <TextField
        label={t('forgot.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        error={issueText(issues.confirmPassword)}
        onChange={(e) => setFields({ ...fields, confirmPassword: e.target.value })}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
