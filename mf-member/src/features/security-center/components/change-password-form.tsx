import { useMemo } from 'react';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig } from '@gp/kernel';
import { formSchema, newPasswordIssues, requiredIssue, useIssueText } from '@gp/auth-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Change the login password (SPEC §5): old required, new per the password rule, confirmation equal. */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const text = useIssueText();
  const schema = useMemo(() => {
    const weak = getRuntimeConfig().defaultWeakPassword;
    return formSchema<Values>((values) => ({ oldPassword: requiredIssue(values.oldPassword), ...newPasswordIssues(values, weak) }), text);
  }, [text]);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const mutation = useChangePassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword });
      onDone(t('security.passwordChanged'));
    } catch (error) {
      applyRefusal(error, FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('security.changePasswordTitle')}>
      <TextField label={t('security.oldPassword')} type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...form.register('oldPassword')} />
      <TextField label={t('security.newPassword')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <TextField label={t('security.confirmPassword')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
