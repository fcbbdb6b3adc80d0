import { useEffect, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { preloadFirebaseAuth, socialIdToken, useAuthT, type LoginResult } from '@gp/auth-kit';
import { loginBySocial, type SocialProviderId } from '../api/login-methods';
import { useSessionT } from '../i18n';
import { useSocialProviders } from '../social/social-provider';
import styles from './session-dialogs.module.css';

export type SocialLoginProps = {
  /** Returns false (and shows why) when the terms box is not ticked yet. */
  canStart: () => boolean;
  onResult: (result: LoginResult) => Promise<void>;
  onError: (error: unknown) => void;
};

/**
 * Google and Facebook buttons, each shown when its module is on (SPEC §4): Firebase signs the
 * player in in a pop-up, and its ID token goes to the platform's social login.
 */
export function SocialLogin({ canStart, onResult, onError }: SocialLoginProps) {
  const { t } = useSessionT();
  // The provider's failure texts are the auth kit's: loaded in the player's language beforehand.
  useAuthT();
  const { config, providers } = useSocialProviders();
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const offered = providers.length > 0;

  useEffect(() => {
    if (config && offered) preloadFirebaseAuth(config);
  }, [config, offered]);

  if (!config || !offered) return null;
  const firebase = config;

  async function start(id: SocialProviderId) {
    if (!canStart()) return;
    setBusy(id);
    try {
      const idToken = await socialIdToken(firebase, id);
      await onResult(await loginBySocial(id, idToken));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.alternatives}>
      {providers.map((id) => (
        <Button key={id} variant="secondary" loading={busy === id} disabled={busy !== null} onClick={() => void start(id)}>
          {t('social.continueWith', { provider: t(`social.${id}`) })}
        </Button>
      ))}
    </div>
  );
}
