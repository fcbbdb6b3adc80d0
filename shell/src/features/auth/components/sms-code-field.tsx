import { captchaChallenge, normalizeDialingCode, normalizeMobile, readFirebaseConfig, signInErrorText } from '@gp/auth-kit';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@gp/ui-kit';
import { TextField, type TextFieldProps } from '@gp/forms-kit';
import { sendSmsCode, type SmsAudience, type SmsSent } from '../api/sms';
import { useCountdown } from '../hooks/use-countdown';
import { useSessionT } from '../i18n';
import { createThrottle } from '../utils/throttle';
import styles from './session-dialogs.module.css';
import { WarningDialog } from './warning-dialog';

/** The code's input props: a value and change handler, or react-hook-form's register(). */
export type SmsCodeInputProps = Pick<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref'> & { name?: string };

export type SmsCodeFieldProps = {
  audience: SmsAudience;
  /** Checks the number before sending; false shows the mobile field's own error instead. */
  canSend: () => boolean;
  mobileNum: string;
  countryDialingCode?: string;
  input: SmsCodeInputProps;
  error?: string;
  label?: string;
  /**
   * Sends the code another way than the platform's SMS call (the provider's route, SPEC §4); its
   * answer sets the wait the same way.
   */
  send?: (mobileNum: string, countryDialingCode: string) => Promise<SmsSent>;
};

/**
 * The SMS code and its send button (SPEC §4): after a send the button waits expiredMinutes × 60 s,
 * sending is throttled to once a second, and a failed send shows the server's message in a
 * warning dialog. The form draws the number where it likes and says by `canSend` whether the
 * code may be sent to it.
 */
export function SmsCodeField({ audience, canSend, mobileNum, countryDialingCode = '', input, error, label, send: sendOther }: SmsCodeFieldProps) {
  const { t } = useSessionT();
  // Per number and route: the wait is for re-sending to the same phone.
  const { remaining, start } = useCountdown(`sms:${sendOther ? 'provider' : audience}:${normalizeMobile(mobileNum)}`);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const throttle = useRef(createThrottle());
  // The platform's noLogin call carries the captcha-challenge result when the provider is configured.
  const firebase = useMemo(readFirebaseConfig, []);
  const challenged = audience === 'registered' && !sendOther ? firebase : null;
  const recaptchaRef = useRef<HTMLDivElement | null>(null);

  async function sendByPlatform(mobile: string, dialingCode: string): Promise<SmsSent> {
    const captcha = challenged && recaptchaRef.current ? await captchaChallenge(challenged, recaptchaRef.current) : undefined;
    return sendSmsCode(audience, mobile, dialingCode, captcha);
  }

  function send() {
    if (!canSend() || !throttle.current.tryPass()) return;
    setSending(true);
    const request = sendOther ?? sendByPlatform;
    request(normalizeMobile(mobileNum), normalizeDialingCode(countryDialingCode))
      .then(
        ({ expiredMinutes }) => {
          start(Math.max(1, expiredMinutes) * 60);
          setSent(true);
        },
        (failure: unknown) => setWarning(signInErrorText(failure)),
      )
      .finally(() => setSending(false));
  }

  return (
    <>
      <div className={styles.inline}>
        <TextField
          label={label ?? t('sms.code')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...input}
          error={error}
          hint={sent && remaining > 0 ? t('sms.sent') : undefined}
        />
        <Button variant="secondary" loading={sending} disabled={remaining > 0} onClick={send}>
          {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
        </Button>
      </div>
      {challenged ? <div ref={recaptchaRef} /> : null}
      <WarningDialog title={t('sms.warningTitle')} message={warning} onClose={() => setWarning(null)} />
    </>
  );
}
