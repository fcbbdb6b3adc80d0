import { DEFAULT_DIALING_CODE } from 'shared/auth';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  CheckboxField,
  Dialog,
  ErrorState,
  FEATURE_MODULES,
  fetchRegisterSettings,
  FormAlert,
  isApiError,
  setPermissionsAtom,
  Spinner,
  TextField,
  useFeature,
  usePermissions,
  type RegisterSettings,
} from 'shared';
import { checkAffiliateCode, registerMember, serverFieldErrors } from '../api/register';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteSignIn, type SignInOutcome } from '../hooks/use-complete-sign-in';
import { useIssueText } from '../hooks/use-issue-text';
import { useSessionT } from '../i18n';
import { signInErrorText } from '../utils/auth-errors';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  planRegisterFields,
  validateRegisterForm,
  type FieldPlan,
  type RegisterContext,
  type RegisterField,
  type RegisterIssues,
  type RegisterType,
  type RegisterValues,
} from '../utils/register-form';
import { CaptchaField } from './captcha-field';
import { ChoiceTabs } from './choice-tabs';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';

export type RegisterDialogProps = {
  open: boolean;
  /** From the query of /register (SPEC §2). */
  referralCode?: string;
  onClose: () => void;
  onSignedIn: (outcome: SignInOutcome) => void;
  onLogIn: () => void;
};

/** Loads the registration rules when start-up could not (they are optional there). */
function useRegisterSettings(): { settings: RegisterSettings | null; failed: boolean; retry: () => void } {
  const { registerSettings } = usePermissions();
  const setPermissions = useSetAtom(setPermissionsAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (registerSettings) return;
    let cancelled = false;
    fetchRegisterSettings().then(
      (settings) => !cancelled && setPermissions({ registerSettings: settings }),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [registerSettings, setPermissions, attempt]);
  return {
    settings: registerSettings,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

/** Registration (SPEC §4, §5): the fields and rules the server sets, checked here and by the server. */
export function RegisterDialog({ open, referralCode, onClose, onSignedIn, onLogIn }: RegisterDialogProps) {
  const { t } = useSessionT();
  const { settings, failed, retry } = useRegisterSettings();
  return (
    <Dialog open={open} title={t('register.title')} onClose={onClose} size="lg">
      {settings ? (
        <RegisterForm settings={settings} referralCode={referralCode} onSignedIn={onSignedIn} onLogIn={onLogIn} />
      ) : failed ? (
        <ErrorState onRetry={retry} error={null} message={t('register.unavailable')} />
      ) : (
        <Spinner centered />
      )}
    </Dialog>
  );
}

type FormProps = Pick<RegisterDialogProps, 'referralCode' | 'onSignedIn' | 'onLogIn'> & { settings: RegisterSettings };

type Affiliate = { code: string; valid: boolean; agentName: string | null } | null;

function RegisterForm({ settings, referralCode, onSignedIn, onLogIn }: FormProps) {
  const { t } = useSessionT();
  const issueText = useIssueText();
  const completeSignIn = useCompleteSignIn();
  const { domainRoute } = usePermissions();
  const byUsername = useFeature(FEATURE_MODULES.USERNAMEREG3);
  const byMobile = useFeature(FEATURE_MODULES.MOBILENUMREG3);
  const smsVerification = useFeature(FEATURE_MODULES.REGMOBVERF3);
  const [chosenType, setType] = useState<RegisterType>(byMobile ? 'mobile' : 'username');
  const type: RegisterType = byMobile && (chosenType === 'mobile' || !byUsername) ? 'mobile' : 'username';
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...emptyRegisterValues(),
    countryDialingCode: DEFAULT_DIALING_CODE,
    referralCode: referralCode ?? '',
  }));
  const [accepted, setAccepted] = useState(false);
  const [issues, setIssues] = useState<RegisterIssues>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [affiliate, setAffiliate] = useState<Affiliate>(null);
  const captcha = useCaptcha(Boolean(settings.captcha?.enabled));
  const affiliateRequest = useRef(0);

  const context: RegisterContext = { type, settings, smsVerification };
  const plan = planRegisterFields(context);
  const domain = domainRoute?.domain || window.location.hostname;

  if (!byUsername && !byMobile) return <p className={styles.text}>{t('register.unavailable')}</p>;

  function update(field: RegisterField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    setServerErrors((prev) => ({ ...prev, [field]: undefined }));
    if (field === 'affiliateCode') setAffiliate(null);
  }

  /** invitation_code_error unless the code names an agent (GET /wps/agent/affiliate). */
  async function checkAffiliate(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!trimmed) return true;
    if (affiliate?.code === trimmed) return affiliate.valid;
    const request = ++affiliateRequest.current;
    try {
      const result = await checkAffiliateCode(trimmed, domain);
      if (request === affiliateRequest.current) setAffiliate({ code: trimmed, valid: result.valid, agentName: result.agentName ?? null });
      setIssues((prev) => ({ ...prev, affiliateCode: result.valid ? undefined : { kind: 'invitation' } }));
      return result.valid;
    } catch {
      // The server checks the code again on registration.
      return true;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegisterForm(values, accepted, context);
    setIssues(found);
    setServerErrors({});
    setFormError(null);
    if (Object.values(found).some(Boolean) || busy) return;
    setBusy(true);
    try {
      if (!(await checkAffiliate(values.affiliateCode))) return;
      const payload = buildRegisterPayload(values, context, { captchaUuid: captcha.uuid, domain, registerUrl: window.location.href });
      const result = await registerMember(type, payload);
      onSignedIn(await completeSignIn(result, { method: 'register', password: values.password }));
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  }

  /** Server field errors go under their fields; nothing typed is lost (SPEC §8). */
  function showRefusal(error: unknown) {
    const code = isApiError(error) ? error.code : undefined;
    const byField: Record<string, string> = { ...serverFieldErrors(error) };
    if (code === 'INVALID_AFFILIATE_CODE') byField.affiliateCode = t('field.invitation_code_error');
    if (code?.startsWith('auth/')) byField.verificationCode = signInErrorText(error);
    const shown = new Set<string>(plan.map((item) => item.field));
    const onFields = Object.fromEntries(Object.entries(byField).filter(([field]) => shown.has(field)));
    setServerErrors(onFields);
    if (Object.keys(onFields).length === 0) setFormError(signInErrorText(error));
    // Past the field checks the server has used the captcha answer up: it belongs to a new image.
    if (code !== 'VALIDATION_FAILED' && settings.captcha?.enabled) {
      captcha.reload();
      setValues((prev) => ({ ...prev, captcha: '' }));
    }
  }

  function errorOf(field: RegisterField): string | undefined {
    return serverErrors[field] ?? issueText(issues[field]);
  }

  function labelOf({ field, required }: FieldPlan): string {
    const label = t(`register.fields.${field}`);
    return required ? label : `${label} ${t('register.optional')}`;
  }

  function renderField(item: FieldPlan) {
    const { field } = item;
    const common = {
      label: labelOf(item),
      name: field,
      value: values[field],
      error: errorOf(field),
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    };
    switch (field) {
      case 'captcha':
        return <CaptchaField key={field} captcha={captcha} label={labelOf(item)} value={values.captcha} error={errorOf(field)} onChange={(v) => update(field, v)} />;
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            audience="new"
            label={labelOf(item)}
            canSend={() => {
              const found = validateRegisterForm(values, true, context).mobileNum;
              setIssues((prev) => ({ ...prev, mobileNum: found }));
              return !found;
            }}
            mobileNum={values.mobileNum}
            countryDialingCode={values.countryDialingCode}
            value={values.verificationCode}
            error={errorOf(field)}
            onChange={(v) => update(field, v)}
          />
        );
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return <TextField key={field} {...common} type="password" autoComplete="new-password" />;
      case 'email':
        return <TextField key={field} {...common} type="email" autoComplete="email" />;
      case 'mobileNum': {
        const number = <TextField key={field} {...common} type="tel" autoComplete="tel-national" />;
        const code = plan.find((entry) => entry.field === 'countryDialingCode');
        if (!code) return number;
        return (
          <div key={field} className={styles.phoneRow}>
            <TextField
              label={labelOf(code)}
              name="countryDialingCode"
              inputMode="numeric"
              autoComplete="tel-country-code"
              value={values.countryDialingCode}
              error={errorOf('countryDialingCode')}
              onChange={(event) => update('countryDialingCode', event.target.value)}
            />
            {number}
          </div>
        );
      }
      case 'countryDialingCode':
        // Rendered beside the mobile number.
        return null;
      case 'birthday':
        return <TextField key={field} {...common} inputMode="numeric" hint={t('register.birthdayHint')} />;
      case 'username':
        return <TextField key={field} {...common} autoComplete="username" autoCapitalize="off" spellCheck={false} />;
      case 'affiliateCode':
        return (
          <TextField
            key={field}
            {...common}
            autoCapitalize="characters"
            hint={affiliate?.valid && affiliate.agentName ? t('register.agent', { name: affiliate.agentName }) : undefined}
            onBlur={() => void checkAffiliate(values.affiliateCode)}
          />
        );
      default:
        return <TextField key={field} {...common} />;
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {byUsername && byMobile ? (
        <ChoiceTabs
          label={t('register.types')}
          value={type}
          onChange={(next) => {
            setType(next);
            setIssues({});
            setServerErrors({});
          }}
          options={[
            { value: 'mobile', label: t('register.byMobile') },
            { value: 'username', label: t('register.byUsername') },
          ]}
        />
      ) : null}
      <div className={styles.grid}>{plan.map(renderField)}</div>
      <CheckboxField
        label={t('register.terms')}
        checked={accepted}
        error={issueText(issues.terms)}
        onChange={(e) => {
          setAccepted(e.target.checked);
          if (e.target.checked) setIssues((prev) => ({ ...prev, terms: undefined }));
        }}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" variant="primary" loading={busy}>
        {t('register.submit')}
      </Button>
      <p className={styles.muted}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={onLogIn}>
          {t('register.logIn')}
        </button>
      </p>
    </form>
  );
}
