import { type FieldIssue, DEFAULT_DIALING_CODE, normalizeDialingCode, normalizeMobile, mobileNumberIssue, useIssueText, signInErrorText } from 'shared/auth';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, TextField, type TextFieldProps } from 'shared';
import { sendSmsCode, type SmsAudience } from '../api/sms';
import { useCountdown } from '../hooks/use-countdown';
import { useSessionT } from '../i18n';
import { createThrottle } from '../utils/throttle';
import styles from './session-dialogs.module.css';
import { WarningDialog } from './warning-dialog';

type SmsFields = { mobileNum: string; verificationCode: string };
type SmsIssues = { mobileNum?: FieldIssue; verificationCode?: FieldIssue };

/** A form's own state, holding the number and the code (and their issues) under these names. */
export type SmsFormState<F extends SmsFields, I extends SmsIssues> = {
  fields: F;
  setFields: Dispatch<SetStateAction<F>>;
  issues: I;
  setIssues: Dispatch<SetStateAction<I>>;
};

/** The mobile number field drawn above the code when the form is given. */
export type SmsMobileOptions = {
  /** Defaults to "Mobile number". */
  label?: string;
  /** Defaults to the dialing-code hint; null shows none. */
  hint?: string | null;
  inputMode?: 'tel';
};

/** The code's input props: a value and change handler, or react-hook-form's register(). */
export type SmsCodeInputProps = Pick<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref'> & { name?: string };

type SmsCodeRowProps = {
  audience: SmsAudience;
  /** Checks the number before sending; false shows the mobile field's own error instead. */
  canSend: () => boolean;
  mobileNum: string;
  countryDialingCode?: string;
  input: SmsCodeInputProps;
  error?: string;
  label?: string;
};

export type SmsCodeFieldProps<F extends SmsFields, I extends SmsIssues> =
  | (SmsCodeRowProps & { form?: undefined; mobile?: undefined })
  | {
      audience: SmsAudience;
      label?: string;
      /** Draws the mobile number field too, and checks the number on a send. */
      form: SmsFormState<F, I>;
      mobile?: SmsMobileOptions;
    };

/**
 * The SMS code and its send button (SPEC §4): after a send the button waits expiredMinutes × 60 s,
 * sending is throttled to once a second, and a failed send shows the server's message in a
 * warning dialog. Given the `form`, it draws the mobile number field above the code and keeps both
 * in the form's state; otherwise the form draws the number where it likes and says by `canSend`
 * whether it may be sent to.
 */
export function SmsCodeField<F extends SmsFields, I extends SmsIssues>(props: SmsCodeFieldProps<F, I>) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  if (!props.form) return <SmsCodeRow {...props} />;

  const { audience, label, form, mobile = {} } = props;
  const { fields, setFields, issues, setIssues } = form;
  function canSend(): boolean {
    const issue = mobileNumberIssue(fields.mobileNum);
    setIssues((prev) => ({ ...prev, mobileNum: issue ?? undefined }));
    return issue === null;
  }

  return (
    <>
      <TextField
        label={mobile.label ?? t('sms.mobile')}
        name="mobileNum"
        type="tel"
        inputMode={mobile.inputMode}
        autoComplete="tel-national"
        hint={mobile.hint === undefined ? t('sms.mobileHint', { code: DEFAULT_DIALING_CODE }) : mobile.hint}
        value={fields.mobileNum}
        error={issueText(issues.mobileNum)}
        onChange={(event) => setFields({ ...fields, mobileNum: event.target.value })}
      />
      <SmsCodeRow
        audience={audience}
        label={label}
        canSend={canSend}
        mobileNum={fields.mobileNum}
        input={{ value: fields.verificationCode, onChange: (event) => setFields({ ...fields, verificationCode: event.target.value }) }}
        error={issueText(issues.verificationCode)}
      />
    </>
  );
}

function SmsCodeRow({ audience, canSend, mobileNum, countryDialingCode = '', input, error, label }: SmsCodeRowProps) {
  const { t } = useSessionT();
  // Per number: the wait is for re-sending to the same phone.
  const { remaining, start } = useCountdown(`sms:${audience}:${normalizeMobile(mobileNum)}`);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const throttle = useRef(createThrottle());

  function send() {
    if (!canSend() || !throttle.current.tryPass()) return;
    setSending(true);
    sendSmsCode(audience, normalizeMobile(mobileNum), normalizeDialingCode(countryDialingCode))
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
      <WarningDialog title={t('sms.warningTitle')} message={warning} onClose={() => setWarning(null)} />
    </>
  );
}
