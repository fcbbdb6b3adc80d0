import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, Dialog, FormAlert, login, signInAtom, TextField, translateError } from 'shared';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

type Fields = { username: string; password: string; accepted: boolean };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export type LoginDialogProps = { open: boolean; onClose: () => void; onSignedIn: () => void };

/** Username login (SPEC §5): trimmed, required, terms accepted; the payload is encrypted (enc). */
export function LoginDialog({ open, onClose, onSignedIn }: LoginDialogProps) {
  const { t } = useSessionT();
  const signIn = useSetAtom(signInAtom);
  const [fields, setFields] = useState<Fields>({ username: '', password: '', accepted: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  return (
    <Dialog open={open} title={t('login.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={fields.username}
          error={errors.username}
          onChange={(e) => setFields({ ...fields, username: e.target.value })}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={fields.password}
          error={errors.password}
          onChange={(e) => setFields({ ...fields, password: e.target.value })}
        />
        <CheckboxField
          label={t('login.terms')}
          checked={fields.accepted}
          error={errors.accepted}
          onChange={(e) => setFields({ ...fields, accepted: e.target.checked })}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" variant="primary" loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
