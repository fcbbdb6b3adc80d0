import { useSetAtom } from 'jotai';
import { Button } from '@gp/ui-kit';
import { fetchMemberInfo, getRuntimeConfig, isApiError, setMemberInfoAtom } from '@gp/kernel';
import { FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { signInErrorText } from './auth-errors';
import { changePassword } from './change-password';
import { requiredIssue } from './field-rules';
import { useAuthT } from './i18n';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';
import { formSchema, newPasswordIssues, type FormIssues } from './schemas';
import styles from './change-password-form.module.css';
import { useIssueText } from './use-issue-text';

export type ChangePasswordFormProps = {
  /** After a sign-in with the default weak password or an expired one (SPEC §4). */
  forced: boolean;
  /** The current password when the user has just typed it: then it is not asked again. */
  knownOldPassword?: string;
  /** Member info is fresh again; the caller takes the user on. */
  onChanged: () => void;
};

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Where each server refusal belongs (docs/api-contract.md, POST /wps/member/password). */
const SERVER_FIELD: Record<string, keyof Values> = {
  OLD_PASSWORD_INCORRECT: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_UNCHANGED: 'newPassword',
  PASSWORD_RULE: 'newPassword',
};

/**
 * The password change of SPEC §4, the after-login step every way in shares (the member side's
 * dialog and the agent login): the current password unless just typed, a new one by the rule
 * (never the default weak one), its confirmation; member info reloaded afterwards.
 */
export function ChangePasswordForm({ forced, knownOldPassword, onChanged }: ChangePasswordFormProps) {
  const { t } = useAuthT();
  const issueText = useIssueText();
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  const askOld = knownOldPassword === undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    resolver: valibotResolver(
      formSchema<Values>(
        (values): FormIssues<Values> => ({
          oldPassword: askOld ? requiredIssue(values.oldPassword) : null,
          ...newPasswordIssues(values, getRuntimeConfig().defaultWeakPassword),
        }),
        issueText,
      ),
    ),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword({
        oldPassword: knownOldPassword ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmPassword,
      });
    } catch (error) {
      const field = isApiError(error) && error.code ? SERVER_FIELD[error.code] : undefined;
      const message = signInErrorText(error);
      if (field && (field !== 'oldPassword' || askOld)) setError(field, { type: 'server', message });
      else setError('root.server', { type: 'server', message });
      return;
    }
    try {
      setMemberInfo(await fetchMemberInfo());
    } catch {
      // The password is changed either way; member info refreshes on the next start.
    }
    onChanged();
  });

  const field = (key: keyof Values, autoComplete: string, hint?: string) => (
    <TextField
      label={t(`changePassword.${key}`)}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      error={errors[key]?.message}
      {...register(key)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {forced ? <p className={styles.intro}>{t('changePassword.forcedIntro')}</p> : null}
      {askOld ? field('oldPassword', 'current-password') : null}
      {field('newPassword', 'new-password', t('changePassword.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
      {field('confirmPassword', 'new-password')}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
