import { type FieldIssue, confirmationIssue, newPasswordIssue, PASSWORD_MAX, PASSWORD_MIN, requiredIssue } from 'shared/auth';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button, commonT, Dialog, fetchMemberInfo, FormAlert, getRuntimeConfig, isApiError, setMemberInfoAtom, TextField, useSession } from 'shared';
import { changePassword } from '../api/password';
import { useIssueText } from '../hooks/use-issue-text';
import { useSessionT } from '../i18n';
import { signInErrorText } from '../utils/auth-errors';
import styles from './session-dialogs.module.css';

export type ChangePasswordDialogProps = {
  open: boolean;
  /** After login with the default weak password or an expired one (SPEC §4): no way around it. */
  forced: boolean;
  /** The current password when the user has just typed it: then it is not asked again. */
  knownOldPassword?: string;
  onClose: () => void;
  /** Member info is fresh again; the caller takes the user home. */
  onChanged: () => void;
};

type Fields = { oldPassword: string; newPassword: string; confirmPassword: string };
type Issues = Partial<Record<keyof Fields, FieldIssue | { kind: 'server'; message: string }>>;

/** Where each server refusal belongs (docs/api-contract.md, POST /wps/member/password). */
const SERVER_FIELD: Record<string, keyof Fields> = {
  OLD_PASSWORD_INCORRECT: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_UNCHANGED: 'newPassword',
  PASSWORD_RULE: 'newPassword',
};

export function ChangePasswordDialog({ open, forced, knownOldPassword, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const { isTrial } = useSession();
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  const askOld = knownOldPassword === undefined;
  const [fields, setFields] = useState<Fields>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const textOf = (issue: Issues[keyof Fields]) => (issue?.kind === 'server' ? issue.message : issueText(issue));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Issues = {};
    const oldIssue = askOld ? requiredIssue(fields.oldPassword) : null;
    const newIssue = newPasswordIssue(fields.newPassword, getRuntimeConfig().defaultWeakPassword);
    const confirmIssue = confirmationIssue(fields.newPassword, fields.confirmPassword);
    if (oldIssue) found.oldPassword = oldIssue;
    if (newIssue) found.newPassword = newIssue;
    if (confirmIssue) found.confirmPassword = confirmIssue;
    setIssues(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await changePassword({
        oldPassword: knownOldPassword ?? fields.oldPassword,
        newPassword: fields.newPassword,
        confirmNewPassword: fields.confirmPassword,
      });
      try {
        setMemberInfo(await fetchMemberInfo());
      } catch {
        // The password is changed either way; member info refreshes on the next start.
      }
      onChanged();
    } catch (error) {
      const field = isApiError(error) && error.code ? SERVER_FIELD[error.code] : undefined;
      if (field && (field !== 'oldPassword' || askOld)) setIssues({ [field]: { kind: 'server', message: signInErrorText(error) } });
      else setFormError(signInErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (isTrial) {
    return (
      <Dialog open={open} title={t('changePassword.title')} onClose={onClose}>
        <p className={styles.text}>{commonT('error.inNeedTrueAccount')}</p>
      </Dialog>
    );
  }

  const field = (key: keyof Fields, autoComplete: string, hint?: string) => (
    <TextField
      label={t(`changePassword.${key}`)}
      name={key}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      value={fields[key]}
      error={textOf(issues[key])}
      onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
    />
  );

  return (
    <Dialog open={open} title={t('changePassword.title')} onClose={onClose} closeOnBackdrop={!forced}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {forced ? <p className={styles.muted}>{t('changePassword.forcedIntro')}</p> : null}
        {askOld ? field('oldPassword', 'current-password') : null}
        {field('newPassword', 'new-password', t('changePassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
        {field('confirmPassword', 'new-password')}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" variant="primary" loading={busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
