import {
  DEFAULT_DIALING_CODE,
  emailIssue,
  type FieldIssue,
  formSchema,
  mobileNumberIssue,
  normalizeMobile,
  requiredIssue,
  signInErrorText,
  useIssueText,
} from '@gp/auth-kit';
import { useMemo, useRef, useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { isApiError } from '@gp/kernel';
import { verifyLogin, type VerifyLoginFields, type VerifyMethod } from '../api/verify-login';
import { useCompleteSignIn, type SignInOutcome } from '../hooks/use-complete-sign-in';
import { useCanSendCode } from '../hooks/use-can-send-code';
import { useSessionT } from '../i18n';
import { ChoiceTabs } from './choice-tabs';
import type { VerifyRequest } from './password-login-form';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';

export type VerifyLoginDialogProps = {
  open: boolean;
  request: VerifyRequest;
  onClose: () => void;
  onSignedIn: (outcome: SignInOutcome) => void;
  onBackToLogin: () => void;
};

type Fields = { mobileNum: string; verificationCode: string; email: string; bankAccountName: string; googleCode: string };
type Issues = Partial<Record<keyof Fields, FieldIssue>>;

const EMPTY: Fields = { mobileNum: '', verificationCode: '', email: '', bankAccountName: '', googleCode: '' };

function validate(method: VerifyMethod, fields: Fields): Issues {
  const issues: Issues = {};
  const set = (key: keyof Fields, issue: FieldIssue | null) => {
    if (issue) issues[key] = issue;
  };
  switch (method) {
    case 'SMS':
      set('mobileNum', mobileNumberIssue(fields.mobileNum));
      set('verificationCode', requiredIssue(fields.verificationCode));
      break;
    case 'EMAIL':
      set('email', emailIssue(fields.email));
      break;
    case 'BANK':
      set('bankAccountName', requiredIssue(fields.bankAccountName));
      break;
    case 'GOOGLE':
      set('googleCode', requiredIssue(fields.googleCode));
      break;
  }
  return issues;
}

function payload(method: VerifyMethod, verifyToken: string, fields: Fields): VerifyLoginFields {
  switch (method) {
    case 'SMS':
      return {
        verifyToken,
        method,
        mobileNum: normalizeMobile(fields.mobileNum),
        countryDialingCode: DEFAULT_DIALING_CODE,
        verificationCode: fields.verificationCode.trim(),
      };
    case 'EMAIL':
      return { verifyToken, method, email: fields.email.trim() };
    case 'BANK':
      return { verifyToken, method, bankAccountName: fields.bankAccountName.trim() };
    case 'GOOGLE':
      return { verifyToken, method, googleCode: fields.googleCode.trim() };
  }
}

/** Extra verification of a login from an IP the account has not used (SPEC §4), by the methods the server offers. */
export function VerifyLoginDialog({ open, request, onClose, onSignedIn, onBackToLogin }: VerifyLoginDialogProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<VerifyMethod>(request.verifyMethods[0] ?? 'EMAIL');
  // Read by the form's rules when they run: only the chosen method's fields are checked.
  const methodRef = useRef(method);
  const [expired, setExpired] = useState(false);
  const resolver = useMemo(() => valibotResolver(formSchema<Fields>((values) => validate(methodRef.current, values), issueText)), [issueText]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ defaultValues: EMPTY, resolver });
  // The code goes only to a number in the phone format.
  const canSend = useCanSendCode({ getValues, setError, clearErrors });

  const text = (key: keyof Fields, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField label={label} error={errors[key]?.message} {...extra} {...register(key)} />
  );

  const submit = handleSubmit(async (fields) => {
    try {
      const result = await verifyLogin(payload(methodRef.current, request.verifyToken, fields));
      onSignedIn(await completeSignIn(result, { method: 'password', password: request.password }));
    } catch (error) {
      if (isApiError(error) && error.code === 'VERIFY_TOKEN_INVALID') setExpired(true);
      setError('root.server', { type: 'server', message: signInErrorText(error) });
    }
  });

  return (
    <Dialog open={open} title={t('verify.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('verify.intro')}</p>
        {request.verifyMethods.length > 1 ? (
          <ChoiceTabs
            label={t('verify.methods')}
            value={method}
            onChange={(next) => {
              methodRef.current = next;
              setMethod(next);
              clearErrors();
            }}
            options={request.verifyMethods.map((value) => ({ value, label: t(`verify.${value}`) }))}
          />
        ) : null}
        {method === 'SMS' ? (
          <>
            {text('mobileNum', t('verify.mobile'), { type: 'tel', autoComplete: 'tel-national' })}
            <SmsCodeField
              audience="registered"
              canSend={canSend}
              mobileNum={watch('mobileNum')}
              input={register('verificationCode')}
              error={errors.verificationCode?.message}
            />
          </>
        ) : null}
        {method === 'EMAIL' ? text('email', t('verify.email'), { type: 'email', autoComplete: 'email' }) : null}
        {method === 'BANK' ? text('bankAccountName', t('verify.bankAccountName')) : null}
        {method === 'GOOGLE' ? text('googleCode', t('verify.googleCode'), { autoComplete: 'one-time-code' }) : null}
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        {expired ? (
          <Button variant="secondary" onClick={onBackToLogin}>
            {t('verify.backToLogin')}
          </Button>
        ) : (
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('verify.submit')}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
