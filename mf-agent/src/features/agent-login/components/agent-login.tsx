import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button, FormAlert, isAgentType, login, signInAtom, TextField, translateError, useCommonT, useNavigate } from 'shared';
import { useAgentT } from '../../../lib/i18n';
import styles from './agent-login.module.css';

type Fields = { username: string; password: string };

/** /agent: only agent accounts (types 1, 2, 41, 42) may enter; others get error_not_agent (SPEC §6). */
export function AgentLogin() {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const [fields, setFields] = useState<Fields>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof Fields, string>> = {};
    if (!fields.username.trim()) found.username = t('login.required');
    if (!fields.password.trim()) found.password = t('login.required');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await login({ username: fields.username.trim(), password: fields.password.trim() });
      if (!isAgentType(result.type)) {
        setFormError(tc('error.notAgent'));
        return;
      }
      signIn({ token: result.token, member: result });
      navigate('/agentHome');
    } catch (error) {
      setFormError(translateError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.wrap}>
      <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <h1 id={`${id}-title`}>{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
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
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" variant="primary" loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </section>
  );
}
