import { useEffect, useId, useRef, useState } from 'react';
import { signInErrorText } from '@gp/auth-kit';
import { Button } from '@gp/ui-kit';
import { formatDateTime } from '@gp/ui-kit/format-date';
import { FormAlert } from '@gp/forms-kit';
import { getRuntimeConfig, isApiError, useCommonT, useLanguage } from '@gp/kernel';
import { askToEndSelfExclusion, coolingOffOf, selfExclusionOf, type SelfExclusion } from '../api/self-exclusion';
import { useSessionT } from '../i18n';
import styles from './session-dialogs.module.css';

export type SelfExclusionEndProps = {
  /** The self-exclusion of the refused login. */
  exclusion: SelfExclusion;
  /** The credentials of the refused login: the request to end it is made with them. */
  credentials: { username: string; password: string };
};

type Step = 'idle' | 'confirm' | 'asked' | 'locked';

/**
 * Under a login refused for a self-exclusion (issue 24): from when it may be ended or, once that
 * has passed, "Ask to end self-exclusion" → a confirmation of the cooling-off (24 hours, 7 days
 * after a permanent one; the player can still keep it by contacting customer service — the
 * operator's choice) → the request with the typed credentials → its new end.
 */
export function SelfExclusionEnd({ exclusion, credentials }: SelfExclusionEndProps) {
  const { t } = useSessionT();
  const { t: tc } = useCommonT();
  const language = useLanguage();
  const titleId = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [now] = useState(() => Date.now());
  const [current, setCurrent] = useState(exclusion);
  const [step, setStep] = useState<Step>('idle');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<string | null>(null);

  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  const at = (iso: string) => formatDateTime(iso, { language, zone: getRuntimeConfig().siteTimeZone, showZone: true });

  async function ask() {
    // A double click sends once.
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      setEndsAt((await askToEndSelfExclusion(credentials)).until);
      setStep('asked');
    } catch (failure) {
      const locked = selfExclusionOf(failure, 'EXCLUSION_LOCKED');
      if (locked) {
        setCurrent(locked);
        setStep('locked');
      } else {
        setError(isApiError(failure) && failure.code === 'NOT_SELF_EXCLUDED' ? t('selfExclusion.notExcluded') : signInErrorText(failure));
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (step === 'asked' && endsAt !== null) {
    return (
      <p role="status" className={styles.success}>
        {t('selfExclusion.asked', { time: at(endsAt) })}
      </p>
    );
  }
  if (current.endableFrom === null) return null;
  if (step === 'locked') return <FormAlert>{t('selfExclusion.locked', { time: at(current.endableFrom) })}</FormAlert>;
  const endable = new Date(current.endableFrom).getTime() <= now;
  if (!endable) return <p className={styles.muted}>{t('selfExclusion.endableFrom', { time: at(current.endableFrom) })}</p>;
  if (step === 'idle') {
    return (
      <Button variant="secondary" onClick={() => setStep('confirm')}>
        {t('selfExclusion.ask')}
      </Button>
    );
  }
  return (
    <div ref={confirmRef} role="group" aria-labelledby={titleId} tabIndex={-1} className={styles.confirm}>
      <p id={titleId} className={styles.confirmTitle}>
        {t('selfExclusion.confirmTitle')}
      </p>
      <p className={styles.text}>{t(coolingOffOf(current) === 'week' ? 'selfExclusion.coolingOffWeek' : 'selfExclusion.coolingOffDay')}</p>
      <p className={styles.text}>{t('selfExclusion.changeMind')}</p>
      <FormAlert>{error}</FormAlert>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={sending} onClick={() => setStep('idle')}>
          {tc('ui.cancel')}
        </Button>
        <Button variant="primary" loading={sending} onClick={() => void ask()}>
          {t('selfExclusion.confirm')}
        </Button>
      </div>
    </div>
  );
}
