import { useMemo } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { birthdayIssue, toServerBirthday, useIssueText } from '@gp/auth-kit';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import type { Profile } from '../api/get-profile';
import { type ProfileInput, useUpdateProfile } from '../api/update-profile';

type Values = { nickname: string; realName: string; birthday: string };

const FIELDS = ['nickname', 'realName', 'birthday'] as const;

/** 2 to 20 characters (the platform's nickname rule). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** Letters, spaces, dots, apostrophes and hyphens, 2 to 50, starting with a letter. */
const REAL_NAME = /^\p{L}[\p{L} .'-]{1,49}$/u;

/** The server's yyyy-mm-dd as the member types it (dd-mm-yyyy). */
function typedBirthday(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (value ?? '');
}

/**
 * Edit the profile: the nickname any time; the real name and the birthday only while they are not
 * set (after that customer service changes them). Birthday dd-mm-yyyy, 21 or older (shared/auth).
 */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: (message: string) => void }) {
  const { t } = useMemberT();
  const text = useIssueText();
  const realNameLocked = Boolean(profile.realName);
  const birthdayLocked = Boolean(profile.birthday);
  const hadNickname = Boolean(profile.nickname);
  const schema = useMemo(
    () =>
      v.object({
        nickname: v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => (value.length === 0 && !hadNickname) || ([...value].length >= NICKNAME_LENGTH.min && [...value].length <= NICKNAME_LENGTH.max), t('profile.nicknameRule', NICKNAME_LENGTH)),
        ),
        realName: v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => realNameLocked || value.length === 0 || REAL_NAME.test(value), t('profile.realNameRule')),
        ),
        birthday: v.pipe(
          v.string(),
          v.trim(),
          v.rawCheck(({ dataset, addIssue }) => {
            if (birthdayLocked || !dataset.typed || dataset.value === '') return;
            const issue = birthdayIssue(dataset.value);
            if (issue) addIssue({ message: text({ kind: issue === 'format' ? 'birthdayFormat' : 'underAge' }) });
          }),
        ),
      }),
    [t, text, realNameLocked, birthdayLocked, hadNickname],
  );
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { nickname: profile.nickname, realName: profile.realName ?? '', birthday: typedBirthday(profile.birthday) },
  });
  const { errors, isSubmitting } = form.formState;
  const update = useUpdateProfile();

  const submit = form.handleSubmit(async (values) => {
    const input: ProfileInput = {};
    if (values.nickname !== profile.nickname) input.nickname = values.nickname;
    if (!realNameLocked && values.realName) input.realName = values.realName;
    if (!birthdayLocked && values.birthday) input.birthday = toServerBirthday(values.birthday);
    if (Object.keys(input).length === 0) return onDone(t('profile.unchanged'));
    try {
      await update.mutateAsync(input);
      onDone(t('profile.saved'));
    } catch (error) {
      applyRefusal(error, FIELDS, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={cards.form} aria-label={t('profile.title')}>
      <TextField label={t('security.nickname')} autoComplete="nickname" maxLength={40} error={errors.nickname?.message} {...form.register('nickname')} />
      <TextField
        label={t('security.realName')}
        autoComplete="name"
        maxLength={50}
        readOnly={realNameLocked}
        hint={realNameLocked ? t('profile.realNameLocked') : t('profile.realNameOnce')}
        error={errors.realName?.message}
        {...form.register('realName')}
      />
      <TextField
        label={t('security.birthday')}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('profile.birthdayFormat')}
        maxLength={10}
        readOnly={birthdayLocked}
        hint={birthdayLocked ? t('profile.birthdayLocked') : t('profile.birthdayOnce')}
        error={errors.birthday?.message}
        {...form.register('birthday')}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
