import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, login, signInAtom, translateError } from 'shared';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './session-dialogs.module.css';

type Fields = { username: string; password: string; accepted: boolean };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export type LoginDialogProps = { open: boolean; onClose: () => void; onSignedIn: () => void };

/** Username login (SPEC §5): trimmed, required, terms accepted; the payload is encrypted (enc). */
export function LoginDialog({ open, onClose, onSignedIn }: LoginDialogProps) {
  const { t } = useShellT();
  const signIn = useSetAtom(signInAtom);
  const [fields, setFields] = useState<Fields>({ username: '', password: '', accepted: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!fields.username.trim()) next.username = t('login.required');
    if (!fields.password.trim()) next.password = t('login.required');
    if (!fields.accepted) next.accepted = t('login.disclaimer');
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await login({ username: fields.username.trim(), password: fields.password.trim() });
      signIn({ token: result.token, member: result });
      setFields({ username: '', password: '', accepted: false });
      onSignedIn();
    } catch (error) {
      // The loader stops and what was typed stays (SPEC §8).
      setFormError(translateError(error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: keyof Fields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} title={t('login.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-username`}>{t('login.username')}</label>
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            value={fields.username}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? `${id}-username-error` : undefined}
            onChange={(e) => setFields({ ...fields, username: e.target.value })}
          />
          {fieldError('username')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={fields.password}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onChange={(e) => setFields({ ...fields, password: e.target.value })}
          />
          {fieldError('password')}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={fields.accepted}
            aria-invalid={Boolean(errors.accepted)}
            aria-describedby={errors.accepted ? `${id}-accepted-error` : undefined}
            onChange={(e) => setFields({ ...fields, accepted: e.target.checked })}
          />
          <span>{t('login.terms')}</span>
        </label>
        {fieldError('accepted')}
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
