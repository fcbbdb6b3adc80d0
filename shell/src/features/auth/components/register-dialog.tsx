import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, Dialog, ErrorState, Spinner } from '@gp/ui-kit';
import { CheckboxField, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { FEATURE_MODULES, isApiError, useFeature } from '@gp/kernel';
import { setPermissionsAtom, usePermissions } from '../../../lib/platform/permissions';
import { type RegisterSettings } from '../../../lib/platform/system-schemas';
import { useSetAtom } from 'jotai';
import { DEFAULT_DIALING_CODE, formSchema, useAuthT, useIssueText, signInErrorText, type PhoneProof } from '@gp/auth-kit';
import { checkAffiliateCode, registerMember, serverFieldErrors } from '../api/register';
import { fetchRegisterSettings } from '../api/register-settings';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteSignIn, type SignInOutcome } from '../hooks/use-complete-sign-in';
import { useProviderPhone } from '../hooks/use-provider-phone';
import { useSessionT } from '../i18n';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  planRegisterFields,
  validateRegisterForm,
  type FieldPlan,
  type RegisterContext,
  type RegisterField,
  type RegisterType,
  type RegisterValues,
} from '../utils/register-form';
import { CaptchaField } from './captcha-field';
import { ChoiceTabs } from './choice-tabs';
import styles from './session-dialogs.module.css';
import { SmsCodeField } from './sms-code-field';
import { DialogBanner } from './dialog-banner';
import { WarningDialog } from './warning-dialog';

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
      <DialogBanner group="w_register" />
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

/** The form's values: every field of the plan (shown or not) and the terms box. */
type RegisterFormValues = RegisterValues & { terms: boolean };

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
  const [affiliate, setAffiliate] = useState<Affiliate>(null);
  // SPEC §8: a failed invitation-code check at registration is a warning (invitation_code_error).
  const [warning, setWarning] = useState<string | null>(null);
  const captcha = useCaptcha(Boolean(settings.captcha?.enabled));
  const affiliateRequest = useRef(0);
  const providerPhone = useProviderPhone();
  // The provider's failure texts are the auth kit's: loaded in the player's language beforehand.
  useAuthT();

  const context: RegisterContext = { type, settings, smsVerification };
  const plan = planRegisterFields(context);
  const domain = domainRoute?.domain || window.location.hostname;
  // The schema follows the plan of the type shown; what was typed stays when the type changes.
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    defaultValues: { ...emptyRegisterValues(), countryDialingCode: DEFAULT_DIALING_CODE, referralCode: referralCode ?? '', terms: false },
    resolver: valibotResolver(formSchema<RegisterFormValues>((values) => validateRegisterForm(values, values.terms, context), issueText)),
  });

  if (!byUsername && !byMobile) return <p className={styles.text}>{t('register.unavailable')}</p>;

  /** invitation_code_error unless the code names an agent (GET /wps/agent/affiliate). */
  async function checkAffiliate(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!trimmed) return true;
    if (affiliate?.code === trimmed) return affiliate.valid;
    const request = ++affiliateRequest.current;
    try {
      const result = await checkAffiliateCode(trimmed, domain);
      if (request === affiliateRequest.current) setAffiliate({ code: trimmed, valid: result.valid, agentName: result.agentName ?? null });
      if (result.valid) clearErrors('affiliateCode');
      else setError('affiliateCode', { type: 'invitation', message: issueText({ kind: 'invitation' }) });
      return result.valid;
    } catch {
      // The server checks the code again on registration.
      return true;
    }
  }

  const submit = handleSubmit(async (values) => {
    try {
      if (!(await checkAffiliate(values.affiliateCode))) {
        setWarning(issueText({ kind: 'invitation' }));
        return;
      }
      const firebase = plan.some((item) => item.field === 'verificationCode') ? await verifyByProvider(values.verificationCode) : {};
      if (firebase === null) return;
      const payload = buildRegisterPayload(values, context, { captchaUuid: captcha.uuid, domain, registerUrl: window.location.href });
      const result = await registerMember(type, { ...payload, ...firebase });
      onSignedIn(await completeSignIn(result, { method: 'register', password: values.password }));
    } catch (error) {
      showRefusal(error);
    }
  });

  /**
   * On the provider's route the typed code is confirmed with Firebase first: its proof (the
   * firebase fields) goes in the body; a refused code shows under its field (null).
   */
  async function verifyByProvider(code: string): Promise<PhoneProof | Record<string, never> | null> {
    if (!providerPhone.on) return {};
    try {
      return await providerPhone.confirm(code);
    } catch (error) {
      setError('verificationCode', { type: 'server', message: signInErrorText(error) });
      return null;
    }
  }

  /** Server field errors go under their fields; nothing typed is lost (SPEC §8). */
  function showRefusal(error: unknown) {
    const code = isApiError(error) ? error.code : undefined;
    const byField: Record<string, string> = { ...serverFieldErrors(error) };
    if (code === 'INVALID_AFFILIATE_CODE') {
      byField.affiliateCode = issueText({ kind: 'invitation' });
      setWarning(byField.affiliateCode);
    }
    if (code?.startsWith('auth/')) byField.verificationCode = signInErrorText(error);
    const shown = new Set<string>(plan.map((item) => item.field));
    const onFields = Object.entries(byField).filter((entry): entry is [RegisterField, string] => shown.has(entry[0]));
    for (const [field, message] of onFields) setError(field, { type: 'server', message });
    if (onFields.length === 0) setError('root.server', { type: 'server', message: signInErrorText(error) });
    // Past the field checks the server has used the captcha answer up: it belongs to a new image.
    if (code !== 'VALIDATION_FAILED' && settings.captcha?.enabled) {
      captcha.reload();
      setValue('captcha', '');
    }
  }

  function errorOf(field: RegisterField): string | undefined {
    return errors[field]?.message;
  }

  function labelOf({ field, required }: FieldPlan): string {
    const label = t(`register.fields.${field}`);
    return required ? label : `${label} ${t('register.optional')}`;
  }

  /**
   * A required field's label shows the * of 'items marked * required' (SPEC §5), drawn by CSS with
   * an empty alternative text: the field's name stays its label, screen readers hear aria-required.
   */
  function markedLabel(item: FieldPlan): ReactNode {
    if (!item.required) return labelOf(item);
    return (
      <span className={styles.requiredMark} data-required="">
        {labelOf(item)}
      </span>
    );
  }

  function renderField(item: FieldPlan) {
    const { field } = item;
    const common = { label: markedLabel(item), error: errorOf(field), 'aria-required': item.required, ...register(field) };
    switch (field) {
      case 'captcha':
        return <CaptchaField key={field} captcha={captcha} {...common} label={labelOf(item)} />;
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            audience="new"
            label={labelOf(item)}
            canSend={() => {
              const found = validateRegisterForm(getValues(), true, context).mobileNum;
              if (found) setError('mobileNum', { type: 'validate', message: issueText(found) });
              else clearErrors('mobileNum');
              return !found;
            }}
            mobileNum={watch('mobileNum')}
            countryDialingCode={watch('countryDialingCode')}
            input={register(field)}
            error={errorOf(field)}
            send={providerPhone.on ? providerPhone.send : undefined}
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
              label={markedLabel(code)}
              aria-required={code.required}
              inputMode="numeric"
              autoComplete="tel-country-code"
              error={errorOf('countryDialingCode')}
              {...register('countryDialingCode')}
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
      case 'nickname':
        return <TextField key={field} {...common} autoComplete="nickname" />;
      case 'address':
        return <TextField key={field} {...common} autoComplete="street-address" />;
      case 'username':
        return <TextField key={field} {...common} autoComplete="username" autoCapitalize="off" spellCheck={false} />;
      case 'affiliateCode':
        return (
          <TextField
            key={field}
            label={labelOf(item)}
            error={errorOf(field)}
            autoCapitalize="characters"
            hint={affiliate?.valid && affiliate.agentName ? t('register.agent', { name: affiliate.agentName }) : undefined}
            {...register(field, {
              onChange: () => setAffiliate(null),
              onBlur: () => void checkAffiliate(getValues('affiliateCode')),
            })}
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
            clearErrors();
          }}
          options={[
            { value: 'mobile', label: t('register.byMobile') },
            { value: 'username', label: t('register.byUsername') },
          ]}
        />
      ) : null}
      <p className={styles.muted}>{t('register.requiredNote')}</p>
      <div className={styles.grid}>{plan.map(renderField)}</div>
      {providerPhone.on ? <div ref={providerPhone.recaptchaRef} /> : null}
      <CheckboxField label={t('register.terms')} error={errors.terms?.message} {...register('terms')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('register.submit')}
      </Button>
      <p className={styles.muted}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={onLogIn}>
          {t('register.logIn')}
        </button>
      </p>
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </form>
  );
}
