import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { getRuntimeConfig, isApiError } from '@gp/kernel';
import { checkedString, newPasswordIssue, useIssueText } from '@gp/auth-kit';
import { useAgentT } from '../../../lib/i18n';
import { rateSchema } from '../../../lib/rate';
import { type RebateRange, USER_TYPES, type UserType, useRegisterDownline } from '../api/register';
import styles from './register-center.module.css';

type Values = { userType: UserType; username: string; password: string; confirmPassword: string; nickname: string; rebateRate: string };

/** The server's username rule (docs/api-contract.md): 4–16 letters and digits, a letter first. */
const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;

/** Create a direct downline (agent or member) with a rebate rate between the agent's minimum and maximum. */
export function RegisterForm({ range }: { range: RebateRange }) {
  const { t } = useAgentT();
  const issueText = useIssueText();
  const mutation = useRegisterDownline();
  const [created, setCreated] = useState<string | null>(null);
  const weak = getRuntimeConfig().defaultWeakPassword;
  const rangeText = t('register.rateRange', { min: range.minRate, max: range.maxRate });
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          userType: v.picklist(USER_TYPES),
          username: v.pipe(v.string(), v.trim(), v.nonEmpty(t('field.required')), v.regex(USERNAME, t('register.usernameRule'))),
          password: checkedString((value) => newPasswordIssue(value, weak), issueText),
          confirmPassword: v.pipe(v.string(), v.nonEmpty(t('field.required'))),
          nickname: v.pipe(v.string(), v.maxLength(20, t('register.nicknameLength'))),
          rebateRate: rateSchema({ required: t('field.required'), format: t('register.rateFormat'), range: rangeText }, range.minRate, range.maxRate),
        }),
        v.forward(
          v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, issueText({ kind: 'inconsistent' }) ?? ''),
          ['confirmPassword'],
        ),
      ),
    [issueText, range, rangeText, t, weak],
  );
  const form = useForm<Values>({
    // Every rule is checked on submit, so the confirmation's check runs beside the field errors
    // (with the first issue only, valibot stops the form's pipe before its cross-field check).
    criteriaMode: 'all',
    resolver: valibotResolver(schema),
    defaultValues: { userType: 'MEMBER', username: '', password: '', confirmPassword: '', nickname: '', rebateRate: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setCreated(null);
    try {
      const done = await mutation.mutateAsync({
        userType: values.userType,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
        rebateRate: Number(values.rebateRate),
      });
      form.reset({ ...values, username: '', password: '', confirmPassword: '', nickname: '' });
      setCreated(t('register.done', { account: done.account, type: t(`team.${done.userType}`) }));
    } catch (error) {
      if (isApiError(error) && error.code === 'REBATE_OUT_OF_RANGE') form.setError('rebateRate', { type: 'server', message: rangeText });
      else applyRefusal(error, ['username', 'password', 'confirmPassword', 'nickname', 'rebateRate'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('register.form')}>
      <fieldset className={styles.choice}>
        <legend>{t('register.userType')}</legend>
        {USER_TYPES.map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" value={type} {...form.register('userType')} />
            <span>{t(`team.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField label={t('register.username')} autoComplete="off" hint={t('register.usernameRule')} error={errors.username?.message} {...form.register('username')} />
      <TextField label={t('register.password')} type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TextField label={t('register.nickname')} autoComplete="off" maxLength={20} error={errors.nickname?.message} {...form.register('nickname')} />
      <TextField label={t('register.rebateRate')} inputMode="decimal" autoComplete="off" hint={rangeText} error={errors.rebateRate?.message} {...form.register('rebateRate')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      {created ? (
        <p role="status" className={styles.done}>
          {created}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
