import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { TextField } from '@gp/forms-kit';
import { useFeature } from '@gp/kernel';
import { type LoginResult } from '@gp/auth-kit';
import { loginBySocial, type SocialProviderId } from '../api/login-methods';
import { useSessionT } from '../i18n';
import { createSimulatedProvider, SOCIAL_MODULES, SOCIAL_PROVIDERS } from '../social/social-provider';
import styles from './session-dialogs.module.css';

export type SocialLoginProps = {
  /** Returns false (and shows why) when the terms box is not ticked yet. */
  canStart: () => boolean;
  onResult: (result: LoginResult) => Promise<void>;
  onError: (error: unknown) => void;
};

type Consent = { provider: SocialProviderId; token: string; resolve: (token: string | null) => void };

/** Google and Facebook buttons, each shown when its module is on (SPEC §4). */
export function SocialLogin({ canStart, onResult, onError }: SocialLoginProps) {
  const { t } = useSessionT();
  const google = useFeature(SOCIAL_MODULES.GOOGLE);
  const facebook = useFeature(SOCIAL_MODULES.FACEBOOK);
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [consent, setConsent] = useState<Consent | null>(null);
  const consentRef = useRef<Consent | null>(null);

  const enabled = SOCIAL_PROVIDERS.filter((id) => (id === 'GOOGLE' ? google : facebook));
  if (enabled.length === 0) return null;

  function ask(provider: SocialProviderId, token: string): Promise<string | null> {
    return new Promise((resolve) => {
      const next = { provider, token, resolve };
      consentRef.current = next;
      setConsent(next);
    });
  }

  function answer(token: string | null) {
    consentRef.current?.resolve(token);
    consentRef.current = null;
    setConsent(null);
  }

  async function start(id: SocialProviderId) {
    if (!canStart()) return;
    setBusy(id);
    try {
      const idToken = await createSimulatedProvider(id, ask).getIdToken();
      await onResult(await loginBySocial(id, idToken));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className={styles.alternatives}>
        {enabled.map((id) => (
          <Button key={id} variant="secondary" loading={busy === id} disabled={busy !== null} onClick={() => void start(id)}>
            {t('social.continueWith', { provider: t(`social.${id}`) })}
          </Button>
        ))}
      </div>
      {consent ? <ConsentDialog consent={consent} onAnswer={answer} /> : null}
    </>
  );
}

function ConsentDialog({ consent, onAnswer }: { consent: Consent; onAnswer: (token: string | null) => void }) {
  const { t } = useSessionT();
  const [token, setToken] = useState(consent.token);
  const provider = t(`social.${consent.provider}`);
  function submit(event: FormEvent) {
    event.preventDefault();
    onAnswer(token);
  }
  return (
    <Dialog open title={t('social.consentTitle', { provider })} onClose={() => onAnswer(null)} size="sm">
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>{t('social.consentText', { provider })}</p>
        <TextField label={t('social.idToken')} value={token} onChange={(event) => setToken(event.target.value)} />
        <Button type="submit" variant="primary">
          {t('social.continue')}
        </Button>
      </form>
    </Dialog>
  );
}
