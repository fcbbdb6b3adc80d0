import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button, ErrorState, Spinner } from '@gp/ui-kit';
import { useCommonT } from '@gp/kernel';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useChangeGoogleBinding, useGoogleAuth } from '../api/google-auth';
import styles from './security-center.module.css';

const SIX_DIGITS = /^\d{6}$/;

/** The 6-digit code of the authenticator app, then Bind or Unbind. */
function GoogleCodeForm({ action, onDone }: { action: 'bind' | 'unbind'; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const schema = useMemo(
    () => v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(t('google.codeRule')), v.regex(SIX_DIGITS, t('google.codeRule'))) }),
    [t],
  );
  const form = useForm<{ code: string }>({ resolver: valibotResolver(schema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const change = useChangeGoogleBinding();

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ action, code: values.code.trim() });
      onDone(action === 'bind' ? t('google.bound') : t('google.unbound'));
    } catch (error) {
      applyRefusal(error, ['code'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={action === 'bind' ? t('google.bindTitle') : t('google.unbindTitle')}>
      <TextField
        label={t('google.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={t('google.codeHint')}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : action === 'bind' ? t('security.bind') : t('google.unbind')}
      </Button>
    </form>
  );
}

/** The key to add to the app: its QR code (otpauth:// URL) and the same key as text to copy. */
function GoogleKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useMemberT();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.googleKey}>
      <ol className={styles.steps}>
        <li>{t('google.step1')}</li>
        <li>{t('google.step2')}</li>
        <li>{t('google.step3')}</li>
      </ol>
      <div className={styles.qr}>
        <QRCodeSVG value={otpauthUrl} size={160} marginSize={2} title={t('google.qr')} />
      </div>
      <div className={styles.secretRow}>
        <p>
          <span className={cards.muted}>{t('google.key')}</span>
          <code className={styles.secret} aria-label={t('google.key')}>
            {secret}
          </code>
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          {t('google.copy')}
        </Button>
      </div>
      {copied === null ? null : <p role="status">{copied ? t('google.copied') : t('google.copyFailed')}</p>}
    </div>
  );
}

/**
 * Google authenticator (GA) binding: unbound, the key (QR + text) and a code from the app binds
 * it; bound, a current code unbinds it (the key is never shown again).
 */
export function GoogleAuthForm({ bound, onDone }: { bound: boolean; onDone: (message: string) => void }) {
  return bound ? <GoogleCodeForm action="unbind" onDone={onDone} /> : <GoogleBind onDone={onDone} />;
}

function GoogleBind({ onDone }: { onDone: (message: string) => void }) {
  const { t: tc } = useCommonT();
  const google = useGoogleAuth();
  if (google.isPending) return <Spinner label={tc('ui.loading')} />;
  if (google.isError) return <ErrorState error={google.error} onRetry={() => void google.refetch()} />;
  const { secret, otpauthUrl } = google.data;
  if (google.data.bound || !secret || !otpauthUrl) return <GoogleCodeForm action="unbind" onDone={onDone} />;
  return (
    <div className={cards.form}>
      <GoogleKey secret={secret} otpauthUrl={otpauthUrl} />
      <GoogleCodeForm action="bind" onDone={onDone} />
    </div>
  );
}
